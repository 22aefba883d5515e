import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#shared/admin";
import { actionLabel, entityLabel, formatAuditValue, visibleChanges } from "./audit-format";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { id: 1, name: "Administrator" },
  action: "legislator.update",
  entityType: "legislator",
  entityId: "12",
  changes: {},
  createdAt: "2026-11-21T12:00:00.000Z",
  ...over,
});

describe("the audit log's wording", () => {
  it("reads values as a person would", () => {
    expect(formatAuditValue(null)).toBe("(empty)");
    expect(formatAuditValue("")).toBe("(empty)");
    expect(formatAuditValue(true)).toBe("Yes");
    expect(formatAuditValue(35)).toBe("35");
    expect(formatAuditValue("2028-08-15")).toBe("Aug 15, 2028");
    expect(formatAuditValue("x".repeat(200))).toBe(`${"x".repeat(160)}…`);
  });

  it("shows what left and joined a list, and hides bookkeeping fields", () => {
    const changes = visibleChanges(
      entry({
        changes: {
          keyFacts: { before: ["Old fact", "Kept fact"], after: ["Kept fact", "New fact"] },
          pledgesNeeded: { before: null, after: 4 },
          adminEditedFields: { before: [], after: ["keyFacts"] },
        },
      }),
    );
    expect(changes).toEqual([
      { kind: "list", field: "Key facts", removed: ["Old fact"], added: ["New fact"] },
      { kind: "value", field: "Pledges needed", before: "(empty)", after: "4" },
    ]);
  });

  it("names what was edited", () => {
    const names = (id: number) => (id === 12 ? "Lisa Murkowski" : undefined);
    expect(entityLabel(entry({}), names)).toBe("Legislator Lisa Murkowski");
    expect(entityLabel(entry({ entityId: "99" }), names)).toBe("Legislator #99");
    expect(entityLabel(entry({ entityType: "primary_election", entityId: "AK" }), names)).toBe(
      "Primary election Alaska (AK)",
    );
    expect(entityLabel(entry({ entityType: "user", entityId: "4" }), names)).toBe("User #4");
    expect(actionLabel("user.update")).toBe("Edited a user");
    expect(actionLabel("something.new")).toBe("something.new");
  });
});
