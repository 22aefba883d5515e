import { LANGUAGES, type Language, LOCALES, pathInLanguage, splitLanguagePath } from "#shared/language";
import { positionTitleIn } from "#shared/legislator-label";
import { partyName } from "#shared/party-names";
import type { PublicCatalog } from "../public-data/catalog";

export interface PageMeta {
  language: Language;
  /** The same page in every language, for `hreflang` links; absent for English-only pages. */
  alternates?: Record<Language, string>;
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
  const { language, path } = splitLanguagePath(pathname);
  const url = `${publicUrl}${pathname}`;
  const alternatesOf = (page: string) =>
    Object.fromEntries(
      LANGUAGES.map((each) => [each, `${publicUrl}${pathInLanguage(page, each)}`]),
    ) as Record<Language, string>;
  const alternates = ENGLISH_ONLY.test(path) ? undefined : alternatesOf(path);
  const slug = /^\/legislators\/([A-Za-z0-9-]{1,120})\/?$/.exec(path)?.[1];
  const legislator = slug ? catalog.find(slug) : undefined;
  if (!legislator) return { language, alternates, url };
  const page = `/legislators/${legislator.slug}`;
  const words = LEGISLATOR_WORDS[language];
  const seat = legislator.districtCode ?? legislator.state;
  const count = (value: number) => value.toLocaleString(LOCALES[language]);
  return {
    language,
    alternates: alternatesOf(page),
    title: `${legislator.fullName} (${partyName(legislator.party, language, legislator.gender)}, ${seat}) · ${SITE_NAME}`,
    description: words.description(
      positionTitleIn(legislator, language),
      legislator.fullName,
      seat,
      count(legislator.pledgeCount),
    ),
    url: `${publicUrl}${pathInLanguage(page, language)}`,
    image: {
      url: `${publicUrl}/og/legislators/${legislator.slug}.png`,
      alt: words.imageAlt(legislator.fullName, count(legislator.constituentPledgeCount)),
    },
  };
}

/** The administrator console has no Spanish pages. */
const ENGLISH_ONLY = /^\/admin(\/|$)/i;

/** What a shared profile link says, in each language. */
const LEGISLATOR_WORDS: Record<
  Language,
  {
    description(office: string, name: string, seat: string, pledges: string): string;
    imageAlt(name: string, constituentPledges: string): string;
  }
> = {
  en: {
    description: (office, name, seat, pledges) =>
      `${office} ${name} of ${seat}: ${pledges} pledges so far. See the record, the primary date and how to ask them to uphold the Supreme Court.`,
    imageAlt: (name, pledges) => `${name}: ${pledges} constituent pledges on Pledge Watch`,
  },
  es: {
    description: (office, name, seat, pledges) =>
      `${office} ${name} (${seat}): ${pledges} compromisos hasta ahora. Consulte su historial, la fecha de su primaria y cómo pedirle que respete a la Corte Suprema.`,
    imageAlt: (name, pledges) => `${name}: ${pledges} compromisos de sus electores en Pledge Watch`,
  },
};

export const TITLE = /<title>([^<]*)<\/title>/;
export const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/** An HTML page with this title and meta description (both escaped here). */
export function withTitleAndDescription(html: string, title: string, description: string): string {
  return html
    .replace(TITLE, `<title>${escapeAttribute(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeAttribute(description)}" />`);
}

/**
 * The page's HTML in its language (`<html lang>`, `hreflang` links to the page in every language)
 * with its title, description and Open Graph / Twitter card tags.
 */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  const titled =
    meta.title !== undefined && meta.description !== undefined
      ? withTitleAndDescription(template, meta.title, meta.description)
      : template;
  const page = titled.replace(/<html lang="[^"]*"/, `<html lang="${meta.language}"`);
  // What the page already carries is escaped text: kept as it is.
  const title = meta.title === undefined ? (TITLE.exec(page)?.[1] ?? SITE_NAME) : escapeAttribute(meta.title);
  const description =
    meta.description === undefined ? (DESCRIPTION.exec(page)?.[1] ?? "") : escapeAttribute(meta.description);
  const alternates = meta.alternates
    ? [
        ...LANGUAGES.map(
          (language) =>
            `<link rel="alternate" hreflang="${language}" href="${escapeAttribute(meta.alternates![language])}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(meta.alternates.en)}" />`,
      ]
    : [];
  const tags = [
    ...alternates,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${LOCALES[meta.language].replace("-", "_")}" />`,
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
