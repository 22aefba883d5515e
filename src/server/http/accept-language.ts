import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#shared/language";

/**
 * The language a request asks for in its Accept-Language header, among those the product speaks:
 * the supported one the header ranks highest (by q, then by order), English when it names none.
 * `es-MX` counts as `es`; a range of q=0 is refused, as the header's grammar says.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((range, order) => {
      const [tag = "", ...params] = range.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*(\S*)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const match = ranked.find((range) => (LANGUAGES as readonly string[]).includes(range.primary ?? ""));
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The administrator console's API: its answers stay in English, as the console does. */
const ADMIN_API = /^\/api\/admin(?:[/?]|$)/;

/**
 * The language a request's answer speaks (its `message` texts, the communication templates):
 * the Accept-Language's, except on the administrator console's API, which is English.
 */
export function requestLanguage(request: {
  url: string;
  headers: { "accept-language"?: string | undefined };
}): Language {
  if (ADMIN_API.test(request.url)) return DEFAULT_LANGUAGE;
  return preferredLanguage(request.headers["accept-language"]);
}
