import { describe, expect, it } from "vitest";
import { ENGAGEMENT_FLAGS, type Engagement } from "#shared/engagement";
import { engagementBadges } from "./badges";

const none = Object.fromEntries(ENGAGEMENT_FLAGS.map((f) => [f, false])) as Engagement;

describe("engagementBadges", () => {
  it("lists all eight, locked, for a new voter", () => {
    const badges = engagementBadges(none, 0);
    expect(badges.map((b) => b.name)).toEqual([
      "First Pledge",
      "Email Advocate",
      "Phone Activist",
      "Social Amplifier",
      "Calendar Ready",
      "Email Alert",
      "Campaign Supporter",
      "Engagement Star",
    ]);
    expect(badges.every((b) => !b.unlocked)).toBe(true);
  });

  it("unlocks from the pledge count and the flags, unlocked first", () => {
    const badges = engagementBadges({ ...none, hasDonated: true }, 1);
    expect(badges.slice(0, 2).map((b) => [b.name, b.unlocked])).toEqual([
      ["First Pledge", true],
      ["Campaign Supporter", true],
    ]);
    expect(badges.slice(2).every((b) => !b.unlocked)).toBe(true);
  });

  it("awards the Engagement Star at five other badges, not four", () => {
    const four = { ...none, hasEmailedLegislator: true, hasCalledLegislator: true, hasSharedOnSocial: true };
    const star = (engagement: Engagement, pledges: number) =>
      engagementBadges(engagement, pledges).find((b) => b.id === "engagement-star")!.unlocked;
    expect(star(four, 1)).toBe(false);
    expect(star({ ...four, hasDonated: true }, 1)).toBe(true);
    expect(star({ ...four, hasDonated: true, hasEmailReminders: true }, 0)).toBe(true);
  });
});
