import { type CommunicationTemplates, TEMPLATE_PLACEHOLDERS } from "#shared/communication-templates";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language";
import { formatLongDate, toCalendarDay } from "#shared/rules/dates";
import { type PrimaryTiming, primaryPhrase, primaryTiming } from "#shared/rules/primary-timing";
import { fullAsk, shortAsk } from "./ask";
import {
  cityStateZip,
  officeLines,
  type SenderText,
  SOCIAL_HASHTAGS,
  SOCIAL_NAME_MAX,
  senderText,
  type TemplateInput,
} from "./common";
import { describeRecipient, type Recipient } from "./recipient";
import { buildSpanishTemplates } from "./spanish";
import { clip, withArticle } from "./text";

export { TEMPLATE_PLACEHOLDERS } from "#shared/communication-templates";
export type { TemplateInput, TemplateSender } from "./common";

interface Context {
  recipient: Recipient;
  sender: SenderText;
  timing: PrimaryTiming;
  today: Date;
}

/**
 * Builds every template for one voter writing to one legislator, in `language` (the request's:
 * decisions.md section 11). Pure: same input, same text.
 */
export function buildCommunicationTemplates(
  input: TemplateInput,
  language: Language = DEFAULT_LANGUAGE,
): CommunicationTemplates {
  return language === "es" ? buildSpanishTemplates(input) : buildEnglishTemplates(input);
}

function buildEnglishTemplates(input: TemplateInput): CommunicationTemplates {
  const context: Context = {
    recipient: describeRecipient(input.legislator),
    sender: senderText(input.sender, TEMPLATE_PLACEHOLDERS),
    timing: primaryTiming(input.legislator, input.primary, toCalendarDay(input.today)),
    today: input.today,
  };
  return {
    email: { subject: emailSubject(context), body: emailBody(context) },
    letter: letter(context),
    socialMedia: socialPost(context),
    phone: phoneScript(context),
    inPerson: inPersonPoints(context),
    contextualNote: contextualNote(context),
  };
}

function emailSubject({ recipient }: Context): string {
  return `${recipient.formalName}, will you commit to upholding the Supreme Court's rulings?`;
}

/** The message shared by the email and the letter, as paragraphs. */
function messageParagraphs({ recipient, sender, timing }: Context): string[] {
  const ask = `I am asking you to commit publicly to ${fullAsk(recipient)}.`;
  return [
    `My name is ${sender.name}, and I live in ${sender.city}, ${sender.state}. I am writing as your constituent in ${recipient.constituency} about something that matters to me more than any single policy: whether the rulings of the Supreme Court are obeyed.`,
    "Our constitutional system depends on every official, the President included, following the final decisions of the courts. When a president defies a ruling of the Supreme Court, the Constitution gives Congress the remedy: the House can impeach, and the Senate can convict and remove.",
    recipient.isDelegate
      ? `I know that you cannot vote on the House floor, but your voice carries weight. ${ask}`
      : ask,
    "Saying so now, before any crisis, makes clear to every president that the Court's rulings will be upheld.",
    `If you make that commitment, I will vote for you in ${primaryPhrase(timing, "your")}. If I need to change my party registration to do so, I will.`,
    "Thank you for your service and for considering my request.",
  ];
}

function emailBody(context: Context): string {
  const { recipient, sender } = context;
  return [
    `Dear ${recipient.formalName},`,
    ...messageParagraphs(context),
    ["Sincerely,", sender.name, cityStateZip(sender)].join("\n"),
  ].join("\n\n");
}

function letter(context: Context): string {
  const { recipient, sender, today } = context;
  return [
    [sender.name, sender.address, cityStateZip(sender)].join("\n"),
    // The day the letter is written, in UTC as all calendar days here.
    formatLongDate(toCalendarDay(today)),
    [
      `The Honorable ${recipient.fullName}`,
      chamberLine(recipient),
      ...officeLines(recipient.officeAddress, TEMPLATE_PLACEHOLDERS.officeAddress),
    ].join("\n"),
    `Dear ${recipient.formalName}:`,
    ...messageParagraphs(context),
    ["Respectfully,", "", sender.name].join("\n"),
  ].join("\n\n");
}

function chamberLine(recipient: Recipient): string {
  return recipient.chamber === "Senate" ? "United States Senate" : "United States House of Representatives";
}

function socialPost({ recipient }: Context): string {
  const mention =
    recipient.twitterHandle === null
      ? clip(recipient.fullName, SOCIAL_NAME_MAX)
      : `@${recipient.twitterHandle}`;
  return `I'm asking ${mention} to commit publicly to ${shortAsk(recipient)} a president who defies the Supreme Court. In return I pledge my primary vote, switching parties if needed. ${SOCIAL_HASHTAGS}`;
}

function phoneScript({ recipient, sender, timing }: Context): string {
  const request = recipient.isDelegate
    ? `I know ${recipient.formalName} cannot vote on the House floor, so I'm calling to ask for a public commitment to ${fullAsk(recipient)}.`
    : `I'm calling to ask ${recipient.formalName} to commit publicly to ${fullAsk(recipient)}.`;
  return [
    `Hi, my name is ${sender.name} and I'm a constituent from ${sender.city}, ZIP ${sender.zip}.`,
    request,
    `If ${recipient.formalName} makes that commitment, I will vote for the ${recipient.title} in ${primaryPhrase(timing, "the")}, even if I have to change my party registration to do it.`,
    "(Optional, if you don't need a reply:) I don't need a call back; please just record my position.",
    "Thank you for passing my message along.",
  ].join("\n\n");
}

function inPersonPoints({ recipient, sender, timing }: Context): string {
  const ask = `I'm asking you to commit publicly to ${fullAsk(recipient)}.`;
  return [
    `I'm ${sender.name}, your constituent from ${cityStateZip(sender)}.`,
    "Court rulings protect us only if they are obeyed; impeachment and conviction are the Constitution's remedy when a president defies the Supreme Court.",
    recipient.isDelegate ? `I know you cannot vote on the House floor, but your voice matters. ${ask}` : ask,
    `If you do, I will vote for you in ${primaryPhrase(timing, "your")}, changing my party registration if I need to.`,
    "Thank you for meeting with me. May I ask where you stand?",
  ]
    .map((point) => `- ${point}`)
    .join("\n");
}

function contextualNote({ recipient, timing }: Context): string {
  const kind = [partyWord(recipient), recipient.role].filter((word) => word !== null).join(" ");
  const who = `${recipient.fullName} is ${withArticle(kind)} for ${recipient.constituency}`;
  const pvi =
    recipient.cookPvi === null
      ? ""
      : `, in a ${recipient.isDistrict ? "district" : "state"} with a partisan lean (PVI-style) of ${recipient.cookPvi}`;
  if (recipient.party !== "Republican") {
    return `${who}${caucusClause(recipient)}${pvi}. The campaign centers on Republican primaries, but a message of support still helps: it tells the ${recipient.title} that constituents want the Supreme Court's rulings upheld.`;
  }
  return `${who} who scores ${recipient.persuadabilityScore} out of 100 on our persuadability model${pvi}. Constituents' pledges show the ${recipient.title} that standing up for the Supreme Court has support among the voters in ${primaryPhrase(timing, "the")}.`;
}

function partyWord(recipient: Recipient): string | null {
  if (recipient.party === "Democrat") return "Democratic";
  if (recipient.party === "Independent") return "independent";
  return recipient.party;
}

function caucusClause(recipient: Recipient): string {
  if (recipient.caucus === null || recipient.caucus === recipient.party) return "";
  return ` who caucuses with the ${recipient.caucus}s`;
}
