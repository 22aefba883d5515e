import { buildLink, PRODUCT_NAME, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import type { PrimaryElection } from "#shared/primary-election";
import { formatWeekdayDate } from "#shared/rules/dates";
import {
  primaryAccess,
  republicanPrimaryRules,
  voterRegistration,
  whoMayVoteInRepublicanPrimary,
} from "#shared/rules/primary-access";
import type { ReminderEvent } from "#shared/rules/reminder-schedule";
import { stateName } from "#shared/states";

export interface ReminderMailInput {
  voter: { userId: number; name: string; email: string; registeredParty: string | null };
  state: string;
  event: ReminderEvent;
  /** Days from the state's today to the event. */
  daysLeft: number;
  offsetDays: number;
  eventKey: string;
  rules: PrimaryElection | null;
  unsubscribe: { pageUrl: string; headers: Record<string, string> };
  publicUrl: string;
}

/** "in 7 days", "tomorrow", "today". */
function when(daysLeft: number): string {
  if (daysLeft <= 0) return "today";
  if (daysLeft === 1) return "tomorrow";
  return `in ${daysLeft} days`;
}

const EVENT_NOUNS: Record<ReminderEvent["kind"], string> = {
  "registration-deadline": "voter registration deadline for the primary",
  primary: "primary election",
  runoff: "primary runoff",
};

/** What the voter must do about their registration, or every registration's rule when unknown. */
function registrationLines(rules: PrimaryElection | null, registeredParty: string | null): string[] {
  const registration = voterRegistration(registeredParty);
  if (registration) return [whoMayVoteInRepublicanPrimary(rules, registration, "you").text];
  return republicanPrimaryRules(rules).map((line) => line.text);
}

/**
 * A reminder of one exact date of the voter's state (docs/principles.md, "Reminders"): the date
 * in words, what to do by then, the state's page; before a closed or semi-closed state's
 * registration deadline, plainly that the voter may need to change party registration by then.
 */
export function reminderMail(input: ReminderMailInput): OutgoingMail {
  const { voter, state, event, daysLeft, rules } = input;
  const name = stateName(state);
  const date = formatWeekdayDate(event.date);
  const noun = EVENT_NOUNS[event.kind];
  const paragraphs = [`Hello ${voter.name},`, `${name}'s ${noun} is ${when(daysLeft)}: ${date}.`];
  if (event.kind === "registration-deadline") {
    const access = primaryAccess(rules);
    if (access === "closed" || access === "semi-closed" || access === "party-rules") {
      paragraphs.push(
        `${name}'s Republican primary is ${access === "closed" ? "closed" : "open only in part"}: you may need to change your party registration to Republican by ${date} to vote in it.`,
      );
    }
    paragraphs.push(...registrationLines(rules, voter.registeredParty));
    if (rules?.registrationUrl)
      paragraphs.push(`Register or check your registration: ${rules.registrationUrl}`);
  } else {
    paragraphs.push(
      `This is the vote your pledge is about: the Republican primary${event.kind === "runoff" ? " runoff" : ""} for ${name}'s seats on the ballot.`,
      ...registrationLines(rules, voter.registeredParty),
    );
  }
  const subjectNoun = event.kind === "registration-deadline" ? "registration deadline" : noun;
  return {
    kind: `reminder-${event.kind}`,
    userId: voter.userId,
    topic: `reminder:${input.eventKey}:${input.offsetDays}`,
    to: voter.email,
    subject: `Reminder: ${name}'s ${subjectNoun} is ${when(daysLeft)} (${date})`,
    headers: input.unsubscribe.headers,
    ...renderMail({
      title: `${name}: ${noun} ${when(daysLeft)}`,
      paragraphs,
      action: {
        label: `${name}'s dates and voting rules`,
        url: buildLink(input.publicUrl, `/state-information/${state.toLowerCase()}`),
      },
      footer: `You receive this reminder because you turned on e-mail reminders on ${PRODUCT_NAME}. To stop reminders and notices, open ${input.unsubscribe.pageUrl}`,
    }),
  };
}
