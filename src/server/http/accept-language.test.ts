import { describe, expect, it } from "vitest";
import { preferredLanguage, requestLanguage } from "./accept-language";

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

describe("requestLanguage", () => {
  const request = (url: string, language?: string) => ({ url, headers: { "accept-language": language } });

  it("follows the Accept-Language header", () => {
    expect(requestLanguage(request("/api/login", "es-US,es;q=0.9"))).toBe("es");
    expect(requestLanguage(request("/api/login"))).toBe("en");
  });

  it("answers the administrator console's API in English", () => {
    expect(requestLanguage(request("/api/admin/users?page=2", "es"))).toBe("en");
    expect(requestLanguage(request("/api/admin", "es"))).toBe("en");
    expect(requestLanguage(request("/api/administrators", "es"))).toBe("es");
  });
});
