import { z } from "zod";
import type { Language } from "./language";

/** The `templates` object of GET /api/communication-templates/{legislatorId}. */
export const communicationTemplatesSchema = z.object({
  email: z.object({ subject: z.string(), body: z.string() }),
  letter: z.string(),
  socialMedia: z.string(),
  phone: z.string(),
  inPerson: z.string(),
  contextualNote: z.string(),
});
export type CommunicationTemplates = z.infer<typeof communicationTemplatesSchema>;

/**
 * What a template shows where the voter's profile (or the legislator's record) has no value, so the
 * client can highlight the spots the voter still has to fill in.
 */
export const TEMPLATE_PLACEHOLDERS = {
  name: "[Your Name]",
  address: "[Your Street Address]",
  city: "[Your City]",
  state: "[Your State]",
  zip: "[Your ZIP Code]",
  officeAddress: "[Office Address]",
} as const;

/** TEMPLATE_PLACEHOLDERS in each language the templates are written in. */
export const TEMPLATE_PLACEHOLDERS_IN: Readonly<
  Record<Language, Readonly<Record<keyof typeof TEMPLATE_PLACEHOLDERS, string>>>
> = {
  en: TEMPLATE_PLACEHOLDERS,
  es: {
    name: "[Su nombre]",
    address: "[Su domicilio]",
    city: "[Su ciudad]",
    state: "[Su estado]",
    zip: "[Su código postal]",
    officeAddress: "[Domicilio de la oficina]",
  },
};
