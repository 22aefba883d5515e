import { type AddressObject, simpleParser } from "mailparser";

/**
 * A mail as the tests read it, parsed by mailparser (MIME, encodings and charsets are its job):
 * its headers as plain strings, and the links a person would click.
 */
export interface ParsedMail {
  /** Lower-cased header names, values unfolded but as written (encoded words stay); the first wins. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The text/plain body, if the mail has one. */
  text: string | undefined;
  /** The text/html body, if the mail has one. */
  html: string | undefined;
  /** Every http(s) link in the HTML part (hrefs) and the text part, without repeats. */
  links: string[];
}

/** `raw` is the message's bytes, or its text (as a JavaScript string, not one char per byte). */
export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] ??= line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n(?=[ \t])/g, "")
      .trim();
  }
  const html = typeof mail.html === "string" ? mail.html : undefined;
  return {
    headers,
    subject: mail.subject ?? "",
    from: addresses(mail.from),
    to: addresses(mail.to),
    text: mail.text,
    html,
    links: [...new Set([...hrefs(html ?? ""), ...textLinks(mail.text ?? "")])],
  };
}

/** "Name <address>" as written in the app's mails, without the quotes mailparser's text adds. */
function addresses(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? "")))
    .join(", ");
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*(["'])(.*?)\1/gis)]
    .map((m) => unescapeHtml(m[2] ?? ""))
    .filter((href) => /^https?:\/\//i.test(href));
}

/** Links in plain text, less the punctuation of the sentence around them. */
function textLinks(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => {
    const trimmed = link.replace(/[.,;:!?]+$/, "");
    const unbalanced = trimmed.endsWith(")") && !trimmed.includes("(");
    return unbalanced ? trimmed.slice(0, -1) : trimmed;
  });
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
