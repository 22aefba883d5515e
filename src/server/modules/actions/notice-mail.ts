import { mailText } from "#server/i18n/mail-texts";
import { PRODUCT_NAME, pageLink, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import {
  ACTION_KIND_LABELS_IN,
  primaryPhraseIn,
  republicanPrimaryRulesIn,
  whoMayVoteInRepublicanPrimaryIn,
} from "#shared/i18n/rule-texts";
import { stateNameIn } from "#shared/i18n/states";
import { type Language, LOCALES } from "#shared/language";
import type { LegislatorActionKind } from "#shared/legislator-actions";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate, toCalendarDay } from "#shared/rules/dates";
import { voterRegistration } from "#shared/rules/primary-access";
import { registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { primaryTiming } from "#shared/rules/primary-timing";
import type { PendingAction, Pledger } from "./repo";

export interface NoticeInput {
  action: PendingAction;
  pledger: Pledger;
  /** The legislator's state's primary rules and dates, when on file. */
  rules: PrimaryElection | null;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
  publicUrl: string;
  today: Date;
}

/** "Texas" for a senator, "TX-23" for a representative, "Alaska" for an at-large seat or a delegate. */
function seatName(legislator: PendingAction["legislator"], language: Language): string {
  if (legislator.type === "sen" || !legislator.district) return stateNameIn(legislator.state, language);
  return `${legislator.state}-${String(legislator.district).padStart(2, "0")}`;
}

/** The instruction for this voter's registration, or the rule for every registration when unknown. */
function registrationLines(
  rules: PrimaryElection | null,
  registeredParty: string | null,
  language: Language,
): string[] {
  const registration = voterRegistration(registeredParty);
  if (registration) return [whoMayVoteInRepublicanPrimaryIn(rules, registration, "you", language).text];
  return republicanPrimaryRulesIn(rules, language).map((line) => line.text);
}

/**
 * The mail a pledger gets when their legislator acts (docs/principles.md, "Constituents and actions"): what the
 * legislator did, when, and the source; that the pledge is due; the next primary and what the
 * voter must do to vote in it; a link to the profile; one-click unsubscribe. In the pledger's
 * language, with links to the pages in it.
 */
export function actionNoticeMail({
  action,
  pledger,
  rules,
  unsubscribe,
  publicUrl,
  today,
}: NoticeInput): OutgoingMail {
  const { legislator } = action;
  const { language } = pledger;
  const locale = LOCALES[language];
  const did = ACTION_KIND_LABELS_IN[language][action.kind as LegislatorActionKind] ?? action.kind;
  const day = toCalendarDay(today);
  const timing = primaryTiming(legislator, rules, day);
  const primary = primaryPhraseIn(timing, "the", language);
  const seat = seatName(legislator, language);
  const name = legislator.fullName;
  const hasDeadline = registrationDeadlineLabel(rules?.registrationDeadline, day) !== TBD;

  const paragraphs = [
    mailText(language, "greeting", { name: pledger.name }),
    mailText(language, "notice.what", {
      legislator: name,
      date: formatLongDate(action.date, locale),
      action: `${did.charAt(0).toLowerCase()}${did.slice(1)}`,
    }),
    mailText(language, "notice.source", { url: action.sourceUrl }),
  ];
  if (action.note) paragraphs.push(mailText(language, "notice.note", { note: action.note }));
  if (pledger.constituent) {
    paragraphs.push(
      mailText(language, "notice.due", { primary }),
      ...registrationLines(rules, pledger.registeredParty, language),
    );
    if (hasDeadline) {
      paragraphs.push(
        mailText(language, "notice.deadline", { date: formatLongDate(rules?.registrationDeadline, locale) }),
      );
    } else if (timing.kind !== "scheduled") paragraphs.push(mailText(language, "notice.datesPending"));
  } else {
    paragraphs.push(mailText(language, "notice.outside", { seat, primary, legislator: name }));
  }

  return {
    kind: "action-notice",
    userId: pledger.userId,
    topic: `action:${action.id}`,
    to: pledger.email,
    subject: mailText(language, "notice.subject", { legislator: name }),
    headers: unsubscribe.headers,
    ...renderMail({
      language,
      title: mailText(language, "notice.title", { legislator: name }),
      paragraphs,
      action: {
        label: mailText(language, "profileLink", { name }),
        url: pageLink(publicUrl, language, `/legislators/${legislator.slug}`),
      },
      links: [
        { label: mailText(language, "dashboardLink"), url: pageLink(publicUrl, language, "/dashboard") },
      ],
      footer: [
        mailText(language, "notice.footer", { legislator: name, product: PRODUCT_NAME }),
        mailText(language, "layout.unsubscribe", { url: unsubscribe.pageUrl }),
      ].join(" "),
    }),
  };
}
