/**
 * Just enough of RFC 5322 / MIME to read the mails the app sends: headers (with encoded words),
 * nested multipart bodies, quoted-printable and base64, UTF-8 text.
 */
export interface ParsedMail {
  /** Lower-cased header names; the first occurrence wins. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string | undefined;
  html: string | undefined;
  /** Every http(s) link in the HTML part (hrefs) and the text part, without repeats. */
  links: string[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

export function parseMail(raw: string | Buffer): ParsedMail {
  const root = splitPart(typeof raw === "string" ? raw : raw.toString("latin1"));
  const leaves = flatten(root);
  const text = leaves.find((p) => contentType(p).type === "text/plain");
  const html = leaves.find((p) => contentType(p).type === "text/html");
  const textBody = text && decodeBody(text);
  const htmlBody = html && decodeBody(html);
  return {
    headers: root.headers,
    subject: root.headers.subject ?? "",
    from: root.headers.from ?? "",
    to: root.headers.to ?? "",
    text: textBody,
    html: htmlBody,
    links: [
      ...new Set([...hrefs(htmlBody ?? ""), ...((textBody ?? "").match(/https?:\/\/[^\s<>"]+/g) ?? [])]),
    ],
  };
}

/** Bodies are kept as latin1 strings (one char per byte) until their transfer encoding is undone. */
function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function flatten(part: Part): Part[] {
  const { type, params } = contentType(part);
  if (!type.startsWith("multipart/") || !params.boundary) return [part];
  const delimiter = `--${params.boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}(?:--)?[ \\t]*\\r?\\n?`));
  // The first section is the preamble, the last the epilogue after the closing delimiter.
  return sections.slice(1, -1).flatMap((section) => flatten(splitPart(section)));
}

function contentType(part: Part): { type: string; params: Record<string, string> } {
  const [type = "text/plain", ...rest] = (part.headers["content-type"] ?? "text/plain").split(";");
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq > 0)
      params[param.slice(0, eq).trim().toLowerCase()] = param
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, "");
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, "latin1");
  return bytes.toString("utf8");
}

function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/[ \t]*=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Caf=C3=A9?=`; whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  const utf8 = Buffer.from(value, "latin1").toString("utf8");
  return utf8
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, mode: string, data: string) =>
      mode.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescapeHtml(m[1] ?? ""));
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
