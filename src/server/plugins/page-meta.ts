import { positionTitle } from "#shared/legislator-label";
import type { PublicCatalog } from "../public-data/catalog";

export interface PageMeta {
  /** Absent: the page keeps the title and description its HTML already has. */
  title?: string;
  description?: string;
  url: string;
  /** A 1200×630 share card. */
  image?: { url: string; alt: string };
}

const SITE_NAME = "Pledge Watch";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * What a shared link should preview: a legislator's page names them; every other page keeps the
 * title and description of its HTML (the prerendered page's own, or the site's).
 */
export function metaForPath(pathname: string, catalog: PublicCatalog, publicUrl: string): PageMeta {
  const url = `${publicUrl}${pathname}`;
  const slug = /^\/legislators\/([A-Za-z0-9-]{1,120})\/?$/.exec(pathname)?.[1];
  const legislator = slug ? catalog.find(slug) : undefined;
  if (!legislator) return { url };
  const office = positionTitle(legislator);
  const seat = legislator.districtCode ?? legislator.state;
  return {
    title: `${legislator.fullName} (${legislator.party}, ${seat}) · ${SITE_NAME}`,
    description: `${office} ${legislator.fullName} of ${seat}: ${legislator.pledgeCount.toLocaleString("en-US")} pledges so far. See the record, the primary date and how to ask them to uphold the Supreme Court.`,
    url: `${publicUrl}/legislators/${legislator.slug}`,
    image: {
      url: `${publicUrl}/og/legislators/${legislator.slug}.png`,
      alt: `${legislator.fullName}: ${legislator.constituentPledgeCount.toLocaleString("en-US")} constituent pledges on Pledge Watch`,
    },
  };
}

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/** An HTML page with this title and meta description (both escaped here). */
export function withTitleAndDescription(html: string, title: string, description: string): string {
  return html
    .replace(TITLE, `<title>${escapeAttribute(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeAttribute(description)}" />`);
}

/** The page's HTML with its title, description and Open Graph / Twitter card tags. */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  const page =
    meta.title !== undefined && meta.description !== undefined
      ? withTitleAndDescription(template, meta.title, meta.description)
      : template;
  // What the page already carries is escaped text: kept as it is.
  const title = meta.title === undefined ? (TITLE.exec(page)?.[1] ?? SITE_NAME) : escapeAttribute(meta.title);
  const description =
    meta.description === undefined ? (DESCRIPTION.exec(page)?.[1] ?? "") : escapeAttribute(meta.description);
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(meta.image.url)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta property="og:image:alt" content="${escapeAttribute(meta.image.alt)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeAttribute(meta.image.url)}" />`] : []),
  ].join("\n    ");
  return page.replace("</head>", `    ${tags}\n  </head>`);
}
