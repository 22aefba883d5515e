import { z } from "zod";
import { legacyUserId } from "#shared/accounts";
import { findLegislatorsSchema } from "#shared/find-legislators";

export const lookupBody = findLegislatorsSchema;

export const lookupQuery = z.object({ userId: legacyUserId });
