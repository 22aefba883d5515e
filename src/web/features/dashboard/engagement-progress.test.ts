import { describe, expect, it } from "vitest";
import type { Engagement } from "#shared/engagement";
import { engagementProgressText } from "./engagement-progress";

const none: Engagement = {
  hasEmailedLegislator: false,
  hasCalledLegislator: false,
  hasSharedOnSocial: false,
  hasCalendarReminders: false,
  hasEmailReminders: false,
  hasDonated: false,
};

describe("engagementProgressText", () => {
  it("announces a new badge and counts toward the Engagement Star", () => {
    expect(engagementProgressText(none, "hasEmailedLegislator", 1)).toBe(
      "You've earned the Email Advocate badge! 2 of 5 badges toward Engagement Star.",
    );
  });

  it("thanks a voter who already holds the badge", () => {
    expect(engagementProgressText({ ...none, hasCalledLegislator: true }, "hasCalledLegislator", 0)).toBe(
      "Thanks for staying in touch. You already hold the Phone Activist badge. 1 of 5 badges toward Engagement Star.",
    );
  });

  it("names the star once five others are earned", () => {
    const four = { ...none, hasEmailedLegislator: true, hasCalledLegislator: true, hasDonated: true };
    expect(engagementProgressText(four, "hasSharedOnSocial", 2)).toBe(
      "You've earned the Social Amplifier badge! You're an Engagement Star.",
    );
  });

  it("works before the flags have loaded", () => {
    expect(engagementProgressText(undefined, "hasSharedOnSocial", 0)).toContain("Social Amplifier");
  });
});
