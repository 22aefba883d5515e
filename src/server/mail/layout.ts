import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "#shared/language";
import { mailText } from "../i18n/mail-texts";

export const PRODUCT_NAME = "Pledge Watch";

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  title: string;
  /** Plain text; line breaks are kept. */
  paragraphs: string[];
  /** The main button. */
  action?: MailLink;
  /** Further links, listed under the button. */
  links?: MailLink[];
  /** Plain text after the button and links. */
  closing?: string[];
  footer?: string;
  /** The language the mail is written in: the layout's own words and `<html lang>`. English by default. */
  language?: Language;
}

const defaultFooter = (language: Language) => mailText(language, "layout.footer", { product: PRODUCT_NAME });

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** An absolute link on the site: mails are read outside it, and links never come from the Host header. */
export function buildLink(publicUrl: string, pathname: string, params: Record<string, string> = {}): string {
  if (!pathname.startsWith("/")) throw new Error("link paths start with /");
  const url = new URL(`${publicUrl.replace(/\/+$/, "")}${pathname}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A link to a page of the site in the reader's language: `/dashboard`, or `/es/dashboard` in Spanish. */
export function pageLink(
  publicUrl: string,
  language: Language,
  pathname: string,
  params: Record<string, string> = {},
): string {
  return buildLink(publicUrl, pathInLanguage(pathname, language), params);
}

export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}

function renderText({
  title,
  paragraphs,
  action,
  links = [],
  closing = [],
  footer,
  language = DEFAULT_LANGUAGE,
}: MailContent): string {
  const blocks = [title, ...paragraphs];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  for (const link of links) blocks.push(`${link.label}:\n${link.url}`);
  blocks.push(...closing, `-- \n${PRODUCT_NAME}\n${footer ?? defaultFooter(language)}`);
  return `${blocks.join("\n\n")}\n`;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const NAVY = "#102a56";
const BUTTON = "#21407d";

function renderHtml({
  title,
  paragraphs,
  action,
  links = [],
  closing = [],
  footer,
  language = DEFAULT_LANGUAGE,
}: MailContent): string {
  const paragraph = (text: string, style = "") =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
  const anchor = (link: MailLink, style: string) =>
    `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(link.label)}</a>`;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${NAVY};">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => paragraph(p)),
  ];
  if (action) {
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background-color:${BUTTON};">` +
        anchor(
          action,
          `display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;`,
        ) +
        `</td></tr></table>`,
      `<p style="margin:0 0 16px;font-size:14px;color:#4b5563;">${escapeHtml(mailText(language, "layout.buttonFallback"))}<br>` +
        `<a href="${escapeHtml(action.url)}" style="color:${BUTTON};word-break:break-all;">${escapeHtml(action.url)}</a></p>`,
    );
  }
  for (const link of links) {
    body.push(`<p style="margin:0 0 16px;">${anchor(link, `color:${BUTTON};font-weight:bold;`)}</p>`);
  }
  body.push(...closing.map((p) => paragraph(p)));

  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid #d9e4f5;border-radius:8px;">
<tr><td style="padding:18px 32px;background-color:${NAVY};border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff;">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:32px;${FONT}font-size:16px;line-height:1.5;color:#1f2937;">
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;${FONT}font-size:13px;line-height:1.5;color:#6b7280;">${escapeHtml(footer ?? defaultFooter(language))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
