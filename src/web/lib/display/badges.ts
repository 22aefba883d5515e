import type { Engagement, EngagementFlag } from "#shared/engagement";
import type { Language } from "#shared/language";

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

/** How many of the other seven badges the Engagement Star needs. */
export const STAR_REQUIREMENT = 5;

/** Each badge's name and what earned it, in each language. */
const BADGE_TEXTS: Record<Language, Record<BadgeId, { name: string; description: string }>> = {
  en: {
    "first-pledge": { name: "First Pledge", description: "Made your first pledge" },
    "email-advocate": { name: "Email Advocate", description: "Emailed one of your legislators" },
    "phone-activist": { name: "Phone Activist", description: "Called one of your legislators" },
    "social-amplifier": { name: "Social Amplifier", description: "Shared the pledge on social media" },
    "calendar-ready": { name: "Calendar Ready", description: "Turned on calendar reminders" },
    "email-alert": { name: "Email Alert", description: "Turned on email reminders" },
    "campaign-supporter": {
      name: "Campaign Supporter",
      description: "Supported the campaign with a donation",
    },
    "engagement-star": {
      name: "Engagement Star",
      description: `Earned ${STAR_REQUIREMENT} of the other badges`,
    },
  },
  es: {
    "first-pledge": { name: "Primer compromiso", description: "Hizo su primer compromiso" },
    "email-advocate": {
      name: "Voz por correo electrónico",
      description: "Escribió un correo electrónico a uno de sus legisladores",
    },
    "phone-activist": { name: "Voz por teléfono", description: "Llamó a uno de sus legisladores" },
    "social-amplifier": {
      name: "Altavoz en redes",
      description: "Compartió el compromiso en las redes sociales",
    },
    "calendar-ready": {
      name: "Calendario al día",
      description: "Activó los recordatorios en su calendario",
    },
    "email-alert": {
      name: "Alerta por correo electrónico",
      description: "Activó los recordatorios por correo electrónico",
    },
    "campaign-supporter": {
      name: "Apoyo a la campaña",
      description: "Apoyó la campaña con una donación",
    },
    "engagement-star": {
      name: "Estrella de participación",
      description: `Obtuvo ${STAR_REQUIREMENT} de las otras insignias`,
    },
  },
};

/** A badge's name and description in a language. */
export function badgeText(id: BadgeId, language: Language = "en"): { name: string; description: string } {
  return BADGE_TEXTS[language][id];
}

/** The engagement flag behind each badge it unlocks, in the order the dashboard lists them. */
const FLAGS: ReadonlyArray<{ id: BadgeId; flag: EngagementFlag }> = [
  { id: "email-advocate", flag: "hasEmailedLegislator" },
  { id: "phone-activist", flag: "hasCalledLegislator" },
  { id: "social-amplifier", flag: "hasSharedOnSocial" },
  { id: "calendar-ready", flag: "hasCalendarReminders" },
  { id: "email-alert", flag: "hasEmailReminders" },
  { id: "campaign-supporter", flag: "hasDonated" },
];

/** The badges that one engagement flag unlocks, in the order the dashboard lists them, in a language (English unless told). */
export function flagBadges(
  language: Language = "en",
): ReadonlyArray<{ id: BadgeId; flag: EngagementFlag; name: string; description: string }> {
  return FLAGS.map(({ id, flag }) => ({ id, flag, ...badgeText(id, language) }));
}

/**
 * Every badge with whether it is unlocked, named in `language`; unlocked ones first, each group
 * in the listed order.
 */
export function engagementBadges(
  engagement: Engagement,
  pledgeCount: number,
  language: Language = "en",
): BadgeStatus[] {
  const earned: BadgeStatus[] = [
    { id: "first-pledge", ...badgeText("first-pledge", language), unlocked: pledgeCount >= 1 },
    ...flagBadges(language).map(({ flag, ...badge }) => ({ ...badge, unlocked: engagement[flag] })),
  ];
  const unlockedCount = earned.filter((badge) => badge.unlocked).length;
  const all: BadgeStatus[] = [
    ...earned,
    {
      id: "engagement-star",
      ...badgeText("engagement-star", language),
      unlocked: unlockedCount >= STAR_REQUIREMENT,
    },
  ];
  return [...all.filter((badge) => badge.unlocked), ...all.filter((badge) => !badge.unlocked)];
}
