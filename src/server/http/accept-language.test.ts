import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./accept-language";

describe("preferredLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["es", "es"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,es;q=0.5", "es"],
    ["de, fr", "en"],
    ["en;q=0.4, es;q=0.7", "es"],
    ["es;q=0, en", "en"],
    ["*", "en"],
    ["ES", "es"],
    ["es;q=abc, en;q=0.1", "en"],
  ])("%j → %s", (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
