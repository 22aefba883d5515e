import { z } from "zod";
import {
  LEGISLATOR_SORTS,
  LEGISLATOR_TYPES,
  type LegislatorListQuery,
  legislatorListQuerySchema,
  PARTIES,
} from "../../../shared/legislator";
import { isStorableText, text } from "../../../shared/text";
import { withQuickCheck } from "../../http/quick-validation";

const ID_OR_SLUG = /^[A-Za-z0-9-]+$/;
const ID_OR_SLUG_MAX = 120;

export const legislatorKeyParams = withQuickCheck(
  z.object({
    idOrSlug: text().max(ID_OR_SLUG_MAX).regex(ID_OR_SLUG, "Must be a legislator id or slug"),
  }),
  (data) => {
    const params = data as { idOrSlug: unknown };
    const key = params.idOrSlug;
    return typeof key === "string" && key.length <= ID_OR_SLUG_MAX && ID_OR_SLUG.test(key)
      ? (params as { idOrSlug: string })
      : undefined;
  },
);

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const SEARCH_MAX = legislatorListQuerySchema.shape.search.unwrap().maxLength ?? Number.POSITIVE_INFINITY;

/** Each filter's values that legislatorListQuerySchema returns unchanged. */
const PARSED_FILTERS: Record<string, (value: string) => boolean> = {
  state: (value) => /^[A-Z]{2}$/.test(value),
  search: (value) => value.length <= SEARCH_MAX && value === value.trim() && isStorableText(value),
  type: oneOf(LEGISLATOR_TYPES),
  party: oneOf(PARTIES.map((party) => party.toLowerCase())),
  sort: oneOf(LEGISLATOR_SORTS),
};

export const listQuery = withQuickCheck(legislatorListQuerySchema, (data) => {
  const query = data as Record<string, unknown>;
  for (const key in query) {
    const value = query[key];
    const parsed = Object.hasOwn(PARSED_FILTERS, key) ? PARSED_FILTERS[key] : undefined;
    if (typeof value !== "string" || !parsed?.(value)) return undefined;
  }
  return query as LegislatorListQuery;
});
