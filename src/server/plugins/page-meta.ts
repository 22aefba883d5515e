import type { PublicCatalog } from "../public-data/catalog";

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
}

const SITE_NAME = "Pledge Watch";
const DEFAULT_DESCRIPTION =
  "Find your members of Congress and pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court.";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What a shared link should preview: a legislator's page names them, every other page the site. */
export function metaForPath(pathname: string, catalog: PublicCatalog, publicUrl: string): PageMeta {
  const url = `${publicUrl}${pathname}`;
  const slug = /^\/legislators\/([A-Za-z0-9-]{1,120})\/?$/.exec(pathname)?.[1];
  const legislator = slug ? catalog.find(slug) : undefined;
  if (!legislator) return { title: SITE_NAME, description: DEFAULT_DESCRIPTION, url };
  const office =
    legislator.type === "sen" ? "Senator" : legislator.isDelegate ? "Delegate" : "Representative";
  const seat = legislator.districtCode ?? legislator.state;
  return {
    title: `${legislator.fullName} (${legislator.party}, ${seat}) · ${SITE_NAME}`,
    description: `${office} ${legislator.fullName} of ${seat}: ${legislator.pledgeCount.toLocaleString("en-US")} pledges so far. See the record, the primary date and how to ask them to uphold the Supreme Court.`,
    url: `${publicUrl}/legislators/${legislator.slug}`,
    image: legislator.imageUrl,
  };
}

/** index.html with the page's title, description and Open Graph / Twitter card tags. */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary" : "summary_large_image"}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />`] : []),
  ].join("\n    ");
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    )
    .replace("</head>", `    ${tags}\n  </head>`);
}
