import type { Language } from "#shared/language";
import { formatHandle } from "./social-handle";

export const PRODUCT_HASHTAG = "#PledgeWatch";
export const TWEET_MAX = 170;
/** Appended to every tweet; its leading space is counted so the whole text stays within TWEET_MAX. */
const HASHTAGS = ` ${PRODUCT_HASHTAG} #Accountability`;

const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;

const PLEDGED_TWEETS: Record<Language, string> = {
  en: "I pledge my primary vote to you if you act to impeach or convict a president who defies the Supreme Court. Voters are watching.",
  es: "Tendrá mi voto en la primaria si impulsa el juicio político o la condena de un presidente que desafíe a la Corte Suprema. Los votantes estamos atentos.",
};

/** The tweet a voter sends a legislator they pledged to (the dashboard's pledge cards), in a language (English unless told). */
export function pledgedTweet(language: Language = "en"): string {
  return PLEDGED_TWEETS[language];
}

export interface TweetInput {
  /** The template's social-media text; its own hashtags are dropped. */
  template: string;
  /** The legislator's handle, with or without its @. */
  legislatorHandle?: string | null;
  /** The campaign's handle, when one is configured. */
  productHandle?: string | null;
}

function mentions(text: string, handle: string): boolean {
  const bare = handle.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`@${bare}(?!\\w)`, "i").test(text);
}

/**
 * A tweet from legislator pages (spec section 5): the template without its hashtags, the
 * legislator's handle in front and the campaign's at the end unless the text already has them,
 * then #PledgeWatch #Accountability. When too long, the template's last sentences are dropped,
 * and only a first sentence too long by itself is cut with an ellipsis, so that the handles and
 * hashtags always stay and the whole fits in 170 characters. The templates put the pledge and its
 * condition in that first sentence, short enough to stay whole.
 */
export function tweetText({ template, legislatorHandle, productHandle }: TweetInput): string {
  const message = template.replace(HASHTAG, "$1").replace(/\s+/g, " ").trim();
  const legislator = legislatorHandle ? formatHandle(legislatorHandle) : "";
  const product = productHandle ? formatHandle(productHandle) : "";
  const before = legislator && !mentions(message, legislator) ? `${legislator} ` : "";
  const after = product && !mentions(message, product) ? ` ${product}` : "";

  const room = TWEET_MAX - HASHTAGS.length - Array.from(before + after).length;
  return `${before}${clip(message, room)}${after}${HASHTAGS}`;
}

/**
 * At most `max` characters (code points, so no emoji is split). Whole sentences are dropped from
 * the end first, so that the first one, which carries the pledge and its condition, is kept as
 * written; only a first sentence that is too long itself is cut, with an ellipsis.
 */
function clip(text: string, max: number): string {
  const length = (value: string) => Array.from(value).length;
  if (length(text) <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s+|$)|[^.!?]+$/g) ?? [text];
  for (let kept = sentences.length - 1; kept >= 1; kept--) {
    const shorter = sentences.slice(0, kept).join("").trimEnd();
    if (length(shorter) <= max) return shorter;
  }
  return `${Array.from(text)
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}
