import { z } from "zod";
import { legislatorListQuerySchema, stateCode } from "#shared/legislator";
import { text } from "#shared/text";

export const legislatorKeyParams = z.object({
  idOrSlug: text()
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/, "Must be a legislator id or slug"),
});

export const listQuery = legislatorListQuerySchema;

export const stateQuery = stateCode;
