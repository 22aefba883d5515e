import { z } from "zod";

/** The languages the voter-facing product speaks (decisions.md section 11). English is the default. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be "en" or "es"' });
