import type { Language } from "#shared/language";

export const SITE_NAME = "Pledge Watch";

/** The site's description in each language: the meta description of a page that gives none. */
export const SITE_DESCRIPTIONS = {
  en: "Find your members of Congress and pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court.",
  es: "Encuentre a sus miembros del Congreso y comprométase a votar en su primaria si actúan para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema.",
} as const satisfies Record<Language, string>;
