import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "ul", "ol", "li", "a", "h3", "h4"],
  // rel and target are only ever the values transformTags sets below.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: "noopener noreferrer",
        target: "_blank",
      },
    }),
  },
};

/** The allow-list applied to administrator-entered HTML before it is stored (docs/security.md). */
export function sanitizeAdditionalInfo(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}
