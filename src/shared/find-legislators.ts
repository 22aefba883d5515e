import { z } from "zod";
import { isStateCode } from "./states";
import { text } from "./text";

/** Five digits, optionally followed by four more (ZIP+4). */
export const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;
export const DISTRICT_CODE_PATTERN = /^[A-Z]{2}-(AL|\d{2})$/;

/** The wizard's address form and POST /api/pledge/find-legislators share this schema. */
export const findLegislatorsSchema = z.object({
  address: text().trim().min(1, "Address is required").max(200, "Address must be at most 200 characters"),
  city: text().trim().min(1, "City is required").max(100, "City must be at most 100 characters"),
  state: text()
    .trim()
    .min(1, "State is required")
    .refine(isStateCode, "State is required")
    .transform((s) => s.toUpperCase()),
  zip: text()
    .trim()
    .min(5, "ZIP code is required")
    .regex(ZIP_PATTERN, "ZIP code must be 5 digits (optionally followed by 4 more)"),
  /** The voter's own choice when the ZIP spans several districts. */
  districtCode: text()
    .regex(DISTRICT_CODE_PATTERN, "Choose one of the districts this ZIP code covers")
    .optional(),
});
export type FindLegislatorsInput = z.infer<typeof findLegislatorsSchema>;
