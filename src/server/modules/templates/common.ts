import { type CommunicationTemplates, TEMPLATE_PLACEHOLDERS_IN } from "#shared/communication-templates";
import { type Language, LOCALES } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate, toCalendarDay } from "#shared/rules/dates";
import { type PrimaryTiming, primaryTiming } from "#shared/rules/primary-timing";
import type { Recipient } from "./recipient";
import { clip, singleLine } from "./text";

/** The signed-in voter's profile fields the templates use; null where the profile has none. */
export interface TemplateSender {
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface TemplateInput {
  legislator: Legislator;
  sender: TemplateSender | null;
  primary: PrimaryElection | null;
  today: Date;
}

/** The sender's fields as they appear in the text: cleaned values, or bracket placeholders. */
export type SenderText = Record<keyof TemplateSender, string>;

/** The sender's cleaned values, each missing one replaced by the language's placeholder. */
function senderText(
  sender: TemplateSender | null,
  placeholders: Record<keyof TemplateSender, string>,
): SenderText {
  return {
    name: singleLine(sender?.name) ?? placeholders.name,
    address: singleLine(sender?.address) ?? placeholders.address,
    city: singleLine(sender?.city) ?? placeholders.city,
    state: singleLine(sender?.state) ?? placeholders.state,
    zip: singleLine(sender?.zip) ?? placeholders.zip,
  };
}

/** "Anchorage, AK 99501". */
export function cityStateZip(sender: SenderText): string {
  return `${sender.city}, ${sender.state} ${sender.zip}`;
}

/**
 * Capitol Hill addresses are stored on one line; the city line goes on its own, as on an envelope.
 * No address on record: the language's placeholder.
 */
function officeLines(officeAddress: string | null, placeholder: string): string[] {
  if (officeAddress === null) return [placeholder];
  const match = /^(.*\S)\s+Washington,?\s+DC,?\s+(\d{5}(?:-\d{4})?)$/.exec(officeAddress);
  return match ? [match[1] ?? "", `Washington, DC ${match[2]}`] : [officeAddress];
}

/** The social post's hashtags, the same in every language (the web client's tweet keeps them). */
export const SOCIAL_HASHTAGS = "#ImpeachmentPledge #Constitution";
/** Keeps the post under 240 characters whatever the legislator's name (the longest on record has 30). */
const SOCIAL_NAME_MAX = 30;

/** What each text is written from; `R` is the legislator as the language speaks of them. */
export interface TemplateContext<R extends Recipient = Recipient> {
  recipient: R;
  sender: SenderText;
  timing: PrimaryTiming;
  today: Date;
}

/**
 * One language's words for the six texts. buildTemplates lays them out the same way in every
 * language: the email and the letter around the same message, the letter's address block and date,
 * the post's mention, the phone script's paragraphs and the meeting's bullet points.
 */
export interface TemplateWords<R extends Recipient> {
  /** Picks the placeholders (TEMPLATE_PLACEHOLDERS_IN) and the letter's date format (LOCALES). */
  language: Language;
  recipient(legislator: Legislator): R;
  emailSubject(context: TemplateContext<R>): string;
  /** The email's first line: "Dear Senator Murkowski,". */
  emailGreeting(recipient: R): string;
  /** The letter's: "Dear Senator Murkowski:". */
  letterGreeting(recipient: R): string;
  /** The message shared by the email and the letter, as paragraphs. */
  messageParagraphs(context: TemplateContext<R>): string[];
  /** "Sincerely,": above the sender's name and town in the email. */
  emailClosing: string;
  /** "Respectfully,": above the signature in the letter. */
  letterClosing: string;
  /** The letter's addressee above the office address: "The Honorable Lisa Murkowski", the chamber. */
  addressee(recipient: R): string[];
  /** `mention` is the legislator's handle ("@LisaMurkowski") or, without one, their name cut short. */
  socialPost(recipient: R, mention: string): string;
  /** The phone script's paragraphs. */
  phoneScript(context: TemplateContext<R>): string[];
  /** The points to make in a meeting, one a bullet. */
  inPersonPoints(context: TemplateContext<R>): string[];
  contextualNote(context: TemplateContext<R>): string;
}

/** Every template for one voter writing to one legislator, in the words given. Pure: same input, same text. */
export function buildTemplates<R extends Recipient>(
  input: TemplateInput,
  words: TemplateWords<R>,
): CommunicationTemplates {
  const placeholders = TEMPLATE_PLACEHOLDERS_IN[words.language];
  const context: TemplateContext<R> = {
    recipient: words.recipient(input.legislator),
    sender: senderText(input.sender, placeholders),
    timing: primaryTiming(input.legislator, input.primary, toCalendarDay(input.today)),
    today: input.today,
  };
  const { recipient, sender, today } = context;
  const message = words.messageParagraphs(context);
  const email = [
    words.emailGreeting(recipient),
    ...message,
    [words.emailClosing, sender.name, cityStateZip(sender)].join("\n"),
  ];
  const letter = [
    [sender.name, sender.address, cityStateZip(sender)].join("\n"),
    // The day the letter is written, in UTC as all calendar days here.
    formatLongDate(toCalendarDay(today), LOCALES[words.language]),
    [...words.addressee(recipient), ...officeLines(recipient.officeAddress, placeholders.officeAddress)].join(
      "\n",
    ),
    words.letterGreeting(recipient),
    ...message,
    [words.letterClosing, "", sender.name].join("\n"),
  ];
  const mention =
    recipient.twitterHandle === null
      ? clip(recipient.fullName, SOCIAL_NAME_MAX)
      : `@${recipient.twitterHandle}`;
  return {
    email: { subject: words.emailSubject(context), body: email.join("\n\n") },
    letter: letter.join("\n\n"),
    socialMedia: words.socialPost(recipient, mention),
    phone: words.phoneScript(context).join("\n\n"),
    inPerson: words
      .inPersonPoints(context)
      .map((point) => `- ${point}`)
      .join("\n"),
    contextualNote: words.contextualNote(context),
  };
}
