import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { spanishPrimaryType } from "./primary-types";

// The committed snapshot's primary rules (data/snapshot/primary-rules.json).
const snapshotRules = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../../data/snapshot/primary-rules.json",
);
const snapshotTypes = [
  ...new Set(
    (JSON.parse(readFileSync(snapshotRules, "utf8")) as { primaryType: string | null }[])
      .map((rule) => rule.primaryType)
      .filter((type): type is string => type !== null),
  ),
];

describe("spanishPrimaryType", () => {
  it("has a Spanish wording for every primary type in the snapshot data", () => {
    expect(snapshotTypes.length).toBeGreaterThan(0);
    for (const type of snapshotTypes) {
      expect(spanishPrimaryType(type), type).not.toBeNull();
    }
  });

  it("matches a type however it is cased or spaced", () => {
    expect(spanishPrimaryType("closed")).toBe("Cerrada");
    expect(spanishPrimaryType("  Top-two (nonpartisan) ")).toBe("De los dos más votados (no partidista)");
    expect(spanishPrimaryType("open to unaffiliated (Initiative 83)")).toBe(
      "Abierta a votantes sin afiliación (Iniciativa 83)",
    );
    expect(spanishPrimaryType("Semi-closed")).toBe("Semicerrada");
  });

  it("gives null for a type the data does not use", () => {
    expect(spanishPrimaryType("ranked choice")).toBeNull();
    expect(spanishPrimaryType("")).toBeNull();
    expect(spanishPrimaryType("toString")).toBeNull();
  });
});
