/** Links about a legislator that point outside the site; all built from public identifiers. */

/**
 * A web search for the member's official website: the "Website" button of the legislator card's
 * contact mode (the spec's card searches rather than linking a stored address).
 */
export function webSearchUrl(legislator: { fullName: string; type: "sen" | "rep"; state: string }): string {
  const office = legislator.type === "sen" ? "Senator" : "Representative";
  const q = `${office} ${legislator.fullName} ${legislator.state} official website`;
  return `https://duckduckgo.com/?${new URLSearchParams({ q })}`;
}

/** The page of a Facebook account id or name. */
export function facebookUrl(facebookId: string): string {
  return `https://www.facebook.com/${encodeURIComponent(facebookId.trim())}`;
}

/** A YouTube channel: ids ("UC" and 22 more characters) under /channel/, names as /user/ links. */
export function youtubeUrl(youtubeId: string): string {
  const id = youtubeId.trim();
  return /^UC[\w-]{22}$/.test(id)
    ? `https://www.youtube.com/channel/${id}`
    : `https://www.youtube.com/user/${encodeURIComponent(id)}`;
}

/**
 * A mailto: link that opens the visitor's mail program with the subject and body filled in. The
 * recipient is left blank: members of Congress take mail through their contact forms.
 */
export function mailtoUrl({
  to = "",
  subject,
  body,
}: {
  to?: string;
  subject: string;
  body: string;
}): string {
  // encodeURIComponent, not URLSearchParams: mail programs read "+" literally, not as a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
