import type { Legislator } from "#shared/legislator";
import type { PrimaryElection } from "#shared/primary-election";
import { singleLine } from "./text";

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
export function senderText(
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

export function cityStateZip(sender: SenderText): string {
  return `${sender.city}, ${sender.state} ${sender.zip}`;
}

/**
 * Capitol Hill addresses are stored on one line; the city line goes on its own, as on an envelope.
 * No address on record: the language's placeholder.
 */
export function officeLines(officeAddress: string | null, placeholder: string): string[] {
  if (officeAddress === null) return [placeholder];
  const match = /^(.*\S)\s+Washington,?\s+DC,?\s+(\d{5}(?:-\d{4})?)$/.exec(officeAddress);
  return match ? [match[1] ?? "", `Washington, DC ${match[2]}`] : [officeAddress];
}

/** The social post's hashtags, the same in every language (the web client's tweet keeps them). */
export const SOCIAL_HASHTAGS = "#ImpeachmentPledge #Constitution";
/** Keeps the post under 240 characters whatever the legislator's name (the longest on record has 30). */
export const SOCIAL_NAME_MAX = 30;
