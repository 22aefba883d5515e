import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import type { Engagement, EngagementFlag } from "#shared/engagement";
import { engagementProgressText } from "./engagement-progress";
import en from "./messages/en";
import es from "./messages/es";

function progress(language: "en" | "es", ...args: [Engagement | undefined, EngagementFlag, number]) {
  const t = createTranslator({
    locale: language === "en" ? "en-US" : "es-US",
    messages: { dashboard: language === "en" ? en : es },
    namespace: "dashboard.engagementProgress",
  });
  return engagementProgressText(...args, t);
}

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
    expect(progress("en", none, "hasEmailedLegislator", 1)).toBe(
      "You've earned the Email Advocate badge! 2 of 5 badges toward Engagement Star.",
    );
  });

  it("thanks a voter who already holds the badge", () => {
    expect(progress("en", { ...none, hasCalledLegislator: true }, "hasCalledLegislator", 0)).toBe(
      "Thanks for staying in touch. You already hold the Phone Activist badge. 1 of 5 badges toward Engagement Star.",
    );
  });

  it("names the star once five others are earned", () => {
    const four = { ...none, hasEmailedLegislator: true, hasCalledLegislator: true, hasDonated: true };
    expect(progress("en", four, "hasSharedOnSocial", 2)).toBe(
      "You've earned the Social Amplifier badge! You're an Engagement Star.",
    );
  });

  it("works before the flags have loaded", () => {
    expect(progress("en", undefined, "hasSharedOnSocial", 0)).toContain("Social Amplifier");
  });

  it("speaks Spanish on a Spanish page", () => {
    // The badges' names are lib/display/badges' (in English until it takes a language).
    expect(progress("es", none, "hasEmailedLegislator", 1)).toMatch(
      /^¡Obtuvo la insignia .+! 2 de 5 insignias para obtener .+\.$/,
    );
  });
});
