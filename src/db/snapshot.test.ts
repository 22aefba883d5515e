import { getTableColumns } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { legislators } from "./schema/legislators";
import { NOT_IN_SNAPSHOT, type SnapshotLegislator, snapshotLegislatorSchema } from "./snapshot";

// The snapshot's legislator shape is derived from the table: every column is either in the
// snapshot or named as not being there, so a new column cannot be forgotten by the seed.
describe("snapshot legislator shape", () => {
  it("covers every column of the legislators table exactly once (types)", () => {
    type Columns = keyof typeof legislators.$inferInsert;
    type Omitted = keyof typeof NOT_IN_SNAPSHOT;
    expectTypeOf<keyof SnapshotLegislator | Omitted>().toEqualTypeOf<Columns>();
    expectTypeOf<Extract<keyof SnapshotLegislator, Omitted>>().toBeNever();
  });

  it("covers every column of the legislators table exactly once (values)", () => {
    const inSnapshot = Object.keys(snapshotLegislatorSchema.shape);
    const omitted = Object.keys(NOT_IN_SNAPSHOT);
    expect(inSnapshot.filter((key) => omitted.includes(key))).toEqual([]);
    expect([...inSnapshot, ...omitted].sort()).toEqual(Object.keys(getTableColumns(legislators)).sort());
  });

  it("requires every key, null or not, so the seed refreshes each column it is given", () => {
    const { success, error } = snapshotLegislatorSchema.safeParse({});
    expect(success).toBe(false);
    const missing = new Set(error?.issues.map((issue) => issue.path[0]));
    expect([...missing].sort()).toEqual(Object.keys(snapshotLegislatorSchema.shape).sort());
  });
});
