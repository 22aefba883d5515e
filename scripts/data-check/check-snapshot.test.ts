import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSnapshot } from "./check-snapshot";

const projectRoot = resolve(import.meta.dirname, "../..");
const dataDir = resolve(projectRoot, "../shared/data");
const snapshotDir = resolve(projectRoot, "data/snapshot");

// The datasets sit beside the project on the developers' machines and in CI, not in a clone.
describe.skipIf(!existsSync(dataDir))("npm run data:check", () => {
  it("recomputes every committed figure from the datasets and finds no difference", () => {
    const report = checkSnapshot(dataDir, snapshotDir);
    expect(report.differences).toEqual([]);
    expect(report.legislators).toBeGreaterThan(500);
    expect(report.zips).toBeGreaterThan(30_000);
  });

  it("names the member, the field and both values when the snapshot was changed by hand", () => {
    const copy = mkdtempSync(join(tmpdir(), "snapshot-"));
    try {
      cpSync(snapshotDir, copy, { recursive: true });
      const legislators = JSON.parse(readFileSync(join(copy, "legislators.json"), "utf8"));
      const murkowski = legislators.find((l: { bioguideId: string }) => l.bioguideId === "M001153");
      const actualLean = murkowski.cookPvi;
      murkowski.cookPvi = "D+3";
      writeFileSync(join(copy, "legislators.json"), JSON.stringify(legislators));
      const zips = JSON.parse(readFileSync(join(copy, "zip-districts.json"), "utf8"));
      zips["99501"] = ["AK-02"];
      writeFileSync(join(copy, "zip-districts.json"), JSON.stringify(zips));

      const { differences } = checkSnapshot(dataDir, copy);
      expect(differences).toEqual([
        {
          file: "legislators.json",
          key: "M001153",
          field: "cookPvi",
          committed: "D+3",
          recomputed: actualLean,
        },
        {
          file: "zip-districts.json",
          key: "99501",
          field: "districts",
          committed: ["AK-02"],
          recomputed: ["AK-AL"],
        },
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
