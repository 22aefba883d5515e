import { z } from "zod";
import { validationMessage as m } from "./i18n/validation-messages";
import { text } from "./text";

export const LEGISLATOR_TYPES = ["sen", "rep"] as const;
export const LEGISLATOR_SORTS = ["name", "state", "persuadability", "pledges"] as const;
export const PARTIES = ["Republican", "Democrat", "Independent"] as const;
/** Members in office (the default), former members, or both. */
export const LEGISLATOR_STATUSES = ["current", "former", "all"] as const;

/** A 2-letter state code in any case, upper-cased. */
export const stateCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, m("stateCode"))
  .transform((s) => s.toUpperCase());

/** Query of GET /api/legislators; also parses the /legislators page's search params. */
export const legislatorListQuerySchema = z.object({
  state: stateCode.optional(),
  search: text()
    .trim()
    .max(100, m("searchMax", { max: 100 }))
    .optional(),
  type: z.enum(LEGISLATOR_TYPES).optional(),
  party: text()
    .trim()
    .transform((p) => p.toLowerCase())
    .pipe(z.enum(["republican", "democrat", "independent"], { error: m("partyUnknown") }))
    .optional(),
  sort: z.enum(LEGISLATOR_SORTS).optional(),
  status: z.enum(LEGISLATOR_STATUSES, { error: m("statusInvalid") }).optional(),
});
export type LegislatorListQuery = z.infer<typeof legislatorListQuerySchema>;
