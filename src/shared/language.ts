/**
 * The languages the voter-facing product speaks (decisions.md section 11). English is the default.
 * Every page's script reads this module, so it imports nothing (the schema is in accounts.ts).
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The locale each language formats dates and numbers with: both speak to US voters. */
export const LOCALES = { en: "en-US", es: "es-US" } as const satisfies Record<Language, string>;
export type Locale = (typeof LOCALES)[Language];

/** Where each language's pages live: English at the root, Spanish under /es. */
export const LANGUAGE_BASES = { en: "", es: "/es" } as const satisfies Record<Language, string>;

/** A page's address split into its language and the page's path within it: `/es/faq` → es, `/faq`. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/es(\/.*)?$/i.exec(pathname);
  return match ? { language: "es", path: match[1] || "/" } : { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A page's path in a language: `/faq` → `/es/faq`, `/` → `/es`. */
export function pathInLanguage(path: string, language: Language): string {
  const base = LANGUAGE_BASES[language];
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}
