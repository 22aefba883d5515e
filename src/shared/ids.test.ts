import { describe, expect, it } from "vitest";
import { legacyUserId } from "./accounts";
import { legislatorEditSchema } from "./admin";
import { engagementUpdateSchema } from "./engagement";
import { ID_TOO_LARGE, INT4_MAX, recordId } from "./ids";
import { createPledgeSchema } from "./pledges";

describe("recordId()", () => {
  const id = recordId();

  it("accepts 1 to INT4_MAX, as a number or the text of one", () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse("42")).toBe(42);
    expect(id.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(id.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it("refuses what no int4 id column can hold", () => {
    for (const value of [0, -1, 1.5, INT4_MAX + 1, 2 ** 53, 1e308, Number.NaN, "abc", "", "1e10", null]) {
      expect(id.safeParse(value).success, String(value)).toBe(false);
    }
    expect(id.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe(ID_TOO_LARGE);
  });

  it("uses the caller's message for both ends of the range", () => {
    const legislator = recordId("Choose a legislator");
    expect(legislator.safeParse(0).error?.issues[0]?.message).toBe("Choose a legislator");
    expect(legislator.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe("Choose a legislator");
  });
});

describe("the shared schemas' ids and counts stay inside int4", () => {
  it("refuses 2^31 wherever a client sends an id", () => {
    expect(createPledgeSchema.safeParse({ legislatorId: 2 ** 31 }).error?.issues[0]?.path).toEqual([
      "legislatorId",
    ]);
    expect(createPledgeSchema.safeParse({ legislatorId: 1, userId: 2 ** 31 }).error?.issues[0]?.path).toEqual(
      ["userId"],
    );
    expect(legacyUserId.safeParse("2147483648").success).toBe(false);
    expect(legacyUserId.parse(undefined)).toBeUndefined();
    expect(engagementUpdateSchema.safeParse({ userId: 2 ** 31, updates: {} }).success).toBe(false);
  });

  it("bounds pledgesNeeded to 0..INT4_MAX", () => {
    expect(legislatorEditSchema.parse({ pledgesNeeded: INT4_MAX })).toEqual({ pledgesNeeded: INT4_MAX });
    expect(legislatorEditSchema.safeParse({ pledgesNeeded: INT4_MAX + 1 }).error?.issues[0]).toMatchObject({
      path: ["pledgesNeeded"],
      message: `Pledges needed must be at most ${INT4_MAX}`,
    });
  });
});
