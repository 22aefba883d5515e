import type { useTranslations } from "use-intl";
import type { Engagement, EngagementFlag } from "#shared/engagement";
import type { Language } from "#shared/language";
import { type BadgeStatus, engagementBadges, flagBadges, STAR_REQUIREMENT } from "#web/lib/display/badges";

/** The page's words for the message: `useTranslations("dashboard.engagementProgress")`. */
export type EngagementProgressWords = ReturnType<typeof useTranslations<"dashboard.engagementProgress">>;

/**
 * The 'Engagement Tracked' message after an action sets `flag`: the badge it unlocks (or had
 * already unlocked) and how far the voter is from the Engagement Star.
 */
export function engagementProgressText(
  before: Engagement | undefined,
  flag: EngagementFlag,
  pledgeCount: number,
  t: EngagementProgressWords,
  language: Language = "en",
): string {
  const badge = flagBadges(language).find((b) => b.flag === flag)!;
  const flagsBefore = before ?? null;
  const after = { ...(flagsBefore ?? ({} as Engagement)), [flag]: true } as Engagement;
  const badges = engagementBadges(after, pledgeCount, language);
  const others = badges.filter((b: BadgeStatus) => b.id !== "engagement-star" && b.unlocked).length;
  const star = badges.find((b) => b.id === "engagement-star")!;
  const newlyEarned = !flagsBefore?.[flag];
  const lead = newlyEarned ? t("newBadge", { badge: badge.name }) : t("heldBadge", { badge: badge.name });
  const tail = star.unlocked
    ? t("star", { star: star.name })
    : t("towardStar", { count: String(others), required: String(STAR_REQUIREMENT), star: star.name });
  return `${lead} ${tail}`;
}
