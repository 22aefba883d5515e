import { mailText } from "#server/i18n/mail-texts";
import { PRODUCT_NAME, pageLink, renderMail } from "#server/mail/layout";
import type { OutgoingMail } from "#server/mail/outbox";
import { republicanPrimaryRulesIn, whoMayVoteInRepublicanPrimaryIn } from "#shared/i18n/rule-texts";
import { stateNameIn } from "#shared/i18n/states";
import { type Language, LOCALES } from "#shared/language";
import type { PrimaryElection } from "#shared/primary-election";
import { formatWeekdayDate } from "#shared/rules/dates";
import { primaryAccess, voterRegistration } from "#shared/rules/primary-access";
import type { ReminderEvent } from "#shared/rules/reminder-schedule";

export interface ReminderMailInput {
  voter: { userId: number; name: string; email: string; registeredParty: string | null; language: Language };
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
function when(daysLeft: number, language: Language): string {
  if (daysLeft <= 0) return mailText(language, "reminder.today");
  if (daysLeft === 1) return mailText(language, "reminder.tomorrow");
  return mailText(language, "reminder.inDays", { days: daysLeft });
}

/** The catalogue's texts for each kind of date: subject, title and the opening line. */
const EVENT_TEXTS = {
  "registration-deadline": {
    subject: "reminder.registrationDeadline.subject",
    title: "reminder.registrationDeadline.title",
    line: "reminder.registrationDeadline.line",
  },
  primary: {
    subject: "reminder.primary.subject",
    title: "reminder.primary.title",
    line: "reminder.primary.line",
  },
  runoff: {
    subject: "reminder.runoff.subject",
    title: "reminder.runoff.title",
    line: "reminder.runoff.line",
  },
} as const satisfies Record<ReminderEvent["kind"], Record<"subject" | "title" | "line", string>>;

/** What the voter must do about their registration, or every registration's rule when unknown. */
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
 * A reminder of one exact date of the voter's state (docs/principles.md, "Reminders"): the date
 * in words, what to do by then, the state's page; before a closed or semi-closed state's
 * registration deadline, plainly that the voter may need to change party registration by then.
 * In the voter's language, with links to the pages in it.
 */
export function reminderMail(input: ReminderMailInput): OutgoingMail {
  const { voter, state, event, daysLeft, rules } = input;
  const { language } = voter;
  const name = stateNameIn(state, language);
  const date = formatWeekdayDate(event.date, LOCALES[language]);
  const texts = EVENT_TEXTS[event.kind];
  const soon = when(daysLeft, language);
  const paragraphs = [
    mailText(language, "greeting", { name: voter.name }),
    mailText(language, texts.line, { state: name, when: soon, date }),
  ];
  if (event.kind === "registration-deadline") {
    const access = primaryAccess(rules);
    if (access === "closed" || access === "semi-closed" || access === "party-rules") {
      paragraphs.push(
        mailText(language, access === "closed" ? "reminder.closed" : "reminder.partlyClosed", {
          state: name,
          date,
        }),
      );
    }
    paragraphs.push(...registrationLines(rules, voter.registeredParty, language));
    if (rules?.registrationUrl)
      paragraphs.push(mailText(language, "reminder.register", { url: rules.registrationUrl }));
  } else {
    paragraphs.push(
      mailText(language, event.kind === "runoff" ? "reminder.runoffVote" : "reminder.primaryVote", {
        state: name,
      }),
      ...registrationLines(rules, voter.registeredParty, language),
    );
  }
  return {
    kind: `reminder-${event.kind}`,
    userId: voter.userId,
    topic: `reminder:${input.eventKey}:${input.offsetDays}`,
    to: voter.email,
    subject: mailText(language, texts.subject, { state: name, when: soon, date }),
    headers: input.unsubscribe.headers,
    ...renderMail({
      language,
      title: mailText(language, texts.title, { state: name, when: soon }),
      paragraphs,
      action: {
        label: mailText(language, "reminder.action", { state: name }),
        url: pageLink(input.publicUrl, language, `/state-information/${state.toLowerCase()}`),
      },
      footer: [
        mailText(language, "reminder.footer", { product: PRODUCT_NAME }),
        mailText(language, "layout.unsubscribe", { url: input.unsubscribe.pageUrl }),
      ].join(" "),
    }),
  };
}
