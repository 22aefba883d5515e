import type { CommunicationTemplates } from "#shared/communication-templates";
import { DEFAULT_LANGUAGE, type Language } from "#shared/language";
import { primaryPhrase } from "#shared/rules/primary-timing";
import { fullAsk, shortAsk } from "./ask";
import {
  buildTemplates,
  cityStateZip,
  SOCIAL_HASHTAGS,
  type TemplateContext,
  type TemplateInput,
  type TemplateWords,
} from "./common";
import { describeRecipient, type Recipient } from "./recipient";
import { SPANISH } from "./spanish";
import { withArticle } from "./text";

export { TEMPLATE_PLACEHOLDERS } from "#shared/communication-templates";
export type { TemplateInput, TemplateSender } from "./common";

type Context = TemplateContext<Recipient>;

/**
 * Builds every template for one voter writing to one legislator, in `language` (the request's:
 * decisions.md section 11). Pure: same input, same text.
 */
export function buildCommunicationTemplates(
  input: TemplateInput,
  language: Language = DEFAULT_LANGUAGE,
): CommunicationTemplates {
  return language === "es" ? buildTemplates(input, SPANISH) : buildTemplates(input, ENGLISH);
}

/** The English words; the functions below hold the longer texts. */
const ENGLISH: TemplateWords<Recipient> = {
  language: "en",
  recipient: describeRecipient,
  emailSubject: ({ recipient }) =>
    `${recipient.formalName}, will you commit to upholding the Supreme Court's rulings?`,
  emailGreeting: (recipient) => `Dear ${recipient.formalName},`,
  letterGreeting: (recipient) => `Dear ${recipient.formalName}:`,
  messageParagraphs,
  emailClosing: "Sincerely,",
  letterClosing: "Respectfully,",
  addressee: (recipient) => [
    `The Honorable ${recipient.fullName}`,
    recipient.chamber === "Senate" ? "United States Senate" : "United States House of Representatives",
  ],
  socialPost: (recipient, mention) =>
    `I'm asking ${mention} to commit publicly to ${shortAsk(recipient)} a president who defies the Supreme Court. In return I pledge my primary vote, switching parties if needed. ${SOCIAL_HASHTAGS}`,
  phoneScript,
  inPersonPoints,
  contextualNote,
};

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

function phoneScript({ recipient, sender, timing }: Context): string[] {
  const request = recipient.isDelegate
    ? `I know ${recipient.formalName} cannot vote on the House floor, so I'm calling to ask for a public commitment to ${fullAsk(recipient)}.`
    : `I'm calling to ask ${recipient.formalName} to commit publicly to ${fullAsk(recipient)}.`;
  return [
    `Hi, my name is ${sender.name} and I'm a constituent from ${sender.city}, ZIP ${sender.zip}.`,
    request,
    `If ${recipient.formalName} makes that commitment, I will vote for the ${recipient.title} in ${primaryPhrase(timing, "the")}, even if I have to change my party registration to do it.`,
    "(Optional, if you don't need a reply:) I don't need a call back; please just record my position.",
    "Thank you for passing my message along.",
  ];
}

function inPersonPoints({ recipient, sender, timing }: Context): string[] {
  const ask = `I'm asking you to commit publicly to ${fullAsk(recipient)}.`;
  return [
    `I'm ${sender.name}, your constituent from ${cityStateZip(sender)}.`,
    "Court rulings protect us only if they are obeyed; impeachment and conviction are the Constitution's remedy when a president defies the Supreme Court.",
    recipient.isDelegate ? `I know you cannot vote on the House floor, but your voice matters. ${ask}` : ask,
    `If you do, I will vote for you in ${primaryPhrase(timing, "your")}, changing my party registration if I need to.`,
    "Thank you for meeting with me. May I ask where you stand?",
  ];
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
