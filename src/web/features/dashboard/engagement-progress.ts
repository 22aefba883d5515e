import type { Engagement, EngagementFlag } from "#shared/engagement";
import { type BadgeStatus, engagementBadges, FLAG_BADGES, STAR_REQUIREMENT } from "#web/lib/display/badges";

/**
 * The 'Engagement Tracked' message after an action sets `flag`: the badge it unlocks (or had
 * already unlocked) and how far the voter is from the Engagement Star.
 */
export function engagementProgressText(
  before: Engagement | undefined,
  flag: EngagementFlag,
  pledgeCount: number,
): string {
  const badge = FLAG_BADGES.find((b) => b.flag === flag)!;
  const flagsBefore = before ?? null;
  const after = { ...(flagsBefore ?? ({} as Engagement)), [flag]: true } as Engagement;
  const badges = engagementBadges(after, pledgeCount);
  const others = badges.filter((b: BadgeStatus) => b.id !== "engagement-star" && b.unlocked).length;
  const star = badges.find((b) => b.id === "engagement-star")!;
  const newlyEarned = !flagsBefore?.[flag];
  const lead = newlyEarned
    ? `You've earned the ${badge.name} badge!`
    : `Thanks for staying in touch. You already hold the ${badge.name} badge.`;
  const tail = star.unlocked
    ? "You're an Engagement Star."
    : `${others} of ${STAR_REQUIREMENT} badges toward Engagement Star.`;
  return `${lead} ${tail}`;
}
