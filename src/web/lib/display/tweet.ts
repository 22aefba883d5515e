import { formatHandle } from "./social-handle";

export const PRODUCT_HASHTAG = "#PledgeWatch";
export const TWEET_MAX = 170;
/** Appended to every tweet; its leading space is counted so the whole text stays within TWEET_MAX. */
const HASHTAGS = ` ${PRODUCT_HASHTAG} #Accountability`;

const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;

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
 * then #PledgeWatch #Accountability. When too long, the template's words are cut with an ellipsis
 * so that the handles and hashtags always stay and the whole fits in 170 characters.
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

/** At most `max` characters (code points, so no emoji is split), marking a cut with an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}
