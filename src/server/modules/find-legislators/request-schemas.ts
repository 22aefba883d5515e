import { z } from "zod";
import { legacyUserId } from "../../../shared/accounts";
import {
  DISTRICT_CODE_PATTERN,
  type FindLegislatorsInput,
  findLegislatorsSchema,
  ZIP_PATTERN,
} from "../../../shared/find-legislators";
import { isStateCode } from "../../../shared/states";
import { isStorableText } from "../../../shared/text";
import { withQuickCheck } from "../../http/quick-validation";

/** Already trimmed, as long as the schema's own limits allow, and text the database can store. */
const trimmed = (field: z.ZodString) => (value: string) =>
  value.length >= (field.minLength ?? 0) &&
  value.length <= (field.maxLength ?? Number.POSITIVE_INFINITY) &&
  value === value.trim() &&
  isStorableText(value);

/** Each field's values that findLegislatorsSchema returns unchanged. */
const PARSED_FIELDS: Record<string, (value: string) => boolean> = {
  address: trimmed(findLegislatorsSchema.shape.address),
  city: trimmed(findLegislatorsSchema.shape.city),
  state: (value) => /^[A-Z]{2}$/.test(value) && isStateCode(value),
  zip: (value) => ZIP_PATTERN.test(value),
  districtCode: (value) => DISTRICT_CODE_PATTERN.test(value),
};
const REQUIRED_FIELDS = 4;

export const lookupBody = withQuickCheck(findLegislatorsSchema, (data) => {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  let required = 0;
  for (const key in body) {
    const value = body[key];
    const parsed = Object.hasOwn(PARSED_FIELDS, key) ? PARSED_FIELDS[key] : undefined;
    if (typeof value !== "string" || !parsed?.(value)) return undefined;
    if (key !== "districtCode") required++;
  }
  return required === REQUIRED_FIELDS ? (body as FindLegislatorsInput) : undefined;
});

export const lookupQuery = withQuickCheck(z.object({ userId: legacyUserId }), (data) =>
  hasNoKeys(data as object) ? {} : undefined,
);

function hasNoKeys(data: object): boolean {
  for (const _ in data) return false;
  return true;
}
