import { z } from "zod";
import { text } from "./text";

export const LEGISLATOR_TYPES = ["sen", "rep"] as const;
export const LEGISLATOR_SORTS = ["name", "state", "persuadability", "pledges"] as const;
export const PARTIES = ["Republican", "Democrat", "Independent"] as const;
/** Members in office (the default), former members, or both. */
export const LEGISLATOR_STATUSES = ["current", "former", "all"] as const;

/** A 2-letter state code in any case, upper-cased. */
export const stateCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Please provide a 2-letter state code")
  .transform((s) => s.toUpperCase());

/** Query of GET /api/legislators; also parses the /legislators page's search params. */
export const legislatorListQuerySchema = z.object({
  state: stateCode.optional(),
  search: text().trim().max(100, "Search must be at most 100 characters").optional(),
  type: z.enum(LEGISLATOR_TYPES).optional(),
  party: text()
    .trim()
    .transform((p) => p.toLowerCase())
    .pipe(z.enum(["republican", "democrat", "independent"], { error: "Unknown party" }))
    .optional(),
  sort: z.enum(LEGISLATOR_SORTS).optional(),
  status: z.enum(LEGISLATOR_STATUSES, { error: "Status must be current, former or all" }).optional(),
});
export type LegislatorListQuery = z.infer<typeof legislatorListQuerySchema>;
