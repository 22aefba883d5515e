import { buildLink, PRODUCT_NAME, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import { ACTION_KIND_LABELS, type LegislatorActionKind } from "#shared/legislator-actions";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate, toCalendarDay } from "#shared/rules/dates";
import {
  republicanPrimaryRules,
  voterRegistration,
  whoMayVoteInRepublicanPrimary,
} from "#shared/rules/primary-access";
import { registrationDeadlineLabel, TBD } from "#shared/rules/primary-date";
import { primaryPhrase, primaryTiming } from "#shared/rules/primary-timing";
import { stateName } from "#shared/states";
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
function seatName(legislator: PendingAction["legislator"]): string {
  if (legislator.type === "sen" || !legislator.district) return stateName(legislator.state);
  return `${legislator.state}-${String(legislator.district).padStart(2, "0")}`;
}

/** The instruction for this voter's registration, or the rule for every registration when unknown. */
function registrationLines(rules: PrimaryElection | null, registeredParty: string | null): string[] {
  const registration = voterRegistration(registeredParty);
  if (registration) return [whoMayVoteInRepublicanPrimary(rules, registration, "you").text];
  return republicanPrimaryRules(rules).map((line) => line.text);
}

/**
 * The mail a pledger gets when their legislator acts (docs/principles.md, "Constituents and actions"): what the
 * legislator did, when, and the source; that the pledge is due; the next primary and what the
 * voter must do to vote in it; a link to the profile; one-click unsubscribe.
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
  const did = ACTION_KIND_LABELS[action.kind as LegislatorActionKind] ?? action.kind;
  const day = toCalendarDay(today);
  const timing = primaryTiming(legislator, rules, day);
  const primary = primaryPhrase(timing, "the");
  const seat = seatName(legislator);
  const deadline = registrationDeadlineLabel(rules?.registrationDeadline, day);

  const paragraphs = [
    `Hello ${pledger.name},`,
    `You pledged to vote in ${legislator.fullName}'s Republican primary if ${legislator.fullName} acted to impeach or convict a president who defies the Supreme Court. On ${formatLongDate(action.date)}, ${legislator.fullName} did: ${did.charAt(0).toLowerCase()}${did.slice(1)}.`,
    `Source: ${action.sourceUrl}`,
  ];
  if (action.note) paragraphs.push(`Note: ${action.note}`);
  if (pledger.constituent) {
    paragraphs.push(
      `Your pledge is now due: vote in ${primary}.`,
      ...registrationLines(rules, pledger.registeredParty),
    );
    if (deadline !== TBD) paragraphs.push(`Registration deadline: ${deadline}.`);
    else if (timing.kind !== "scheduled")
      paragraphs.push(
        "The state has not announced the exact dates yet; we will show them as soon as it does.",
      );
  } else {
    paragraphs.push(
      `Your pledge is now due. According to your profile you live outside ${seat}, so you cannot vote in this primary yourself (${primary}). You can keep your word by supporting ${legislator.fullName}'s campaign and by telling voters in ${seat} what ${legislator.fullName} did.`,
    );
  }

  return {
    kind: "action-notice",
    userId: pledger.userId,
    topic: `action:${action.id}`,
    to: pledger.email,
    subject: `${legislator.fullName} acted: your pledge is now due`,
    headers: unsubscribe.headers,
    ...renderMail({
      title: `${legislator.fullName} has acted`,
      paragraphs,
      action: {
        label: `See ${legislator.fullName}'s profile`,
        url: buildLink(publicUrl, `/legislators/${legislator.slug}`),
      },
      links: [{ label: "Your pledges on your dashboard", url: buildLink(publicUrl, "/dashboard") }],
      footer: `You receive this notice because you pledged to ${legislator.fullName} on ${PRODUCT_NAME}. To stop reminders and notices, open ${unsubscribe.pageUrl}`,
    }),
  };
}
