import type { Engagement, EngagementFlag } from "#shared/engagement";

export type BadgeId =
  | "first-pledge"
  | "email-advocate"
  | "phone-activist"
  | "social-amplifier"
  | "calendar-ready"
  | "email-alert"
  | "campaign-supporter"
  | "engagement-star";

export interface BadgeStatus {
  id: BadgeId;
  name: string;
  description: string;
  unlocked: boolean;
}

/** The badges that one engagement flag unlocks, in the order the dashboard lists them. */
export const FLAG_BADGES: ReadonlyArray<{
  id: BadgeId;
  flag: EngagementFlag;
  name: string;
  description: string;
}> = [
  {
    id: "email-advocate",
    flag: "hasEmailedLegislator",
    name: "Email Advocate",
    description: "Emailed one of your legislators",
  },
  {
    id: "phone-activist",
    flag: "hasCalledLegislator",
    name: "Phone Activist",
    description: "Called one of your legislators",
  },
  {
    id: "social-amplifier",
    flag: "hasSharedOnSocial",
    name: "Social Amplifier",
    description: "Shared the pledge on social media",
  },
  {
    id: "calendar-ready",
    flag: "hasCalendarReminders",
    name: "Calendar Ready",
    description: "Turned on calendar reminders",
  },
  {
    id: "email-alert",
    flag: "hasEmailReminders",
    name: "Email Alert",
    description: "Turned on email reminders",
  },
  {
    id: "campaign-supporter",
    flag: "hasDonated",
    name: "Campaign Supporter",
    description: "Supported the campaign with a donation",
  },
];

/** How many of the other seven badges the Engagement Star needs. */
export const STAR_REQUIREMENT = 5;

/** Every badge with whether it is unlocked; unlocked ones first, each group in the listed order. */
export function engagementBadges(engagement: Engagement, pledgeCount: number): BadgeStatus[] {
  const earned: BadgeStatus[] = [
    {
      id: "first-pledge",
      name: "First Pledge",
      description: "Made your first pledge",
      unlocked: pledgeCount >= 1,
    },
    ...FLAG_BADGES.map(({ flag, ...badge }) => ({ ...badge, unlocked: engagement[flag] })),
  ];
  const unlockedCount = earned.filter((badge) => badge.unlocked).length;
  const all: BadgeStatus[] = [
    ...earned,
    {
      id: "engagement-star",
      name: "Engagement Star",
      description: `Earned ${STAR_REQUIREMENT} of the other badges`,
      unlocked: unlockedCount >= STAR_REQUIREMENT,
    },
  ];
  return [...all.filter((badge) => badge.unlocked), ...all.filter((badge) => !badge.unlocked)];
}
