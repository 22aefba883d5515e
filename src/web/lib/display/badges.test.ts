import { describe, expect, it } from "vitest";
import { ENGAGEMENT_FLAGS, type Engagement } from "#shared/engagement";
import { badgeText, engagementBadges, flagBadges } from "./badges";

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

describe("the badges in Spanish", () => {
  it("names and describes every badge in Spanish, in the same order and with the same rules", () => {
    const badges = engagementBadges({ ...none, hasDonated: true }, 1, "es");
    expect(badges.map((b) => [b.id, b.name, b.unlocked])).toEqual([
      ["first-pledge", "Primer compromiso", true],
      ["campaign-supporter", "Apoyo a la campaña", true],
      ["email-advocate", "Voz por correo electrónico", false],
      ["phone-activist", "Voz por teléfono", false],
      ["social-amplifier", "Altavoz en redes", false],
      ["calendar-ready", "Calendario al día", false],
      ["email-alert", "Alerta por correo electrónico", false],
      ["engagement-star", "Estrella de participación", false],
    ]);
    expect(badges[0]!.description).toBe("Hizo su primer compromiso");
    expect(badges.at(-1)!.description).toBe("Obtuvo 5 de las otras insignias");
  });

  it("looks a badge up by id, English unless told", () => {
    expect(badgeText("phone-activist")).toEqual({
      name: "Phone Activist",
      description: "Called one of your legislators",
    });
    expect(badgeText("phone-activist", "es")).toEqual({
      name: "Voz por teléfono",
      description: "Llamó a uno de sus legisladores",
    });
  });

  it("names the flags' badges in English unless told, and in Spanish", () => {
    expect(flagBadges()).toEqual(flagBadges("en"));
    expect(flagBadges().map((b) => b.name)).toContain("Email Alert");
    expect(flagBadges("es").map((b) => [b.flag, b.name])).toContainEqual([
      "hasEmailReminders",
      "Alerta por correo electrónico",
    ]);
  });
});
