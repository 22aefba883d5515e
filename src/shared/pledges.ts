import { z } from "zod";
import { validationMessage } from "./i18n/validation-messages";
import { recordId } from "./ids";
import { legislatorDetailSchema, legislatorSchema } from "./legislator";
import { PLEDGE_STATUSES } from "./legislator-actions";

export const createPledgeSchema = z.object({
  legislatorId: recordId(validationMessage("chooseLegislator")),
  shareOnSocial: z.boolean().optional().default(false),
  userId: recordId().optional(),
});

/** A pledge as every answer carries it; the answers add who made it or to whom. */
export const pledgeSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  legislatorId: z.number().int(),
  shareOnSocial: z.boolean(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});

/**
 * One of the signed-in voter's pledges: the legislator as the profile call returns it (with the
 * actions on record), and whether the pledge is still conditional or has fallen due.
 */
export const userPledgeSchema = pledgeSchema.extend({
  legislator: legislatorDetailSchema,
  status: z.enum(PLEDGE_STATUSES),
});
export type UserPledge = z.infer<typeof userPledgeSchema>;

/** GET /api/user/pledges. */
export const userPledgesResponseSchema = z.object({ pledges: z.array(userPledgeSchema) });
export type UserPledgesResponse = z.infer<typeof userPledgesResponseSchema>;

/** POST /api/pledges, 201: the pledge, its legislator carrying the counts the pledge statement left. */
export const createPledgeResponseSchema = z.object({ pledge: userPledgeSchema });
export type CreatePledgeResponse = z.infer<typeof createPledgeResponseSchema>;

/** GET /api/user/legislators: the voter's senators and representative. */
export const userLegislatorsResponseSchema = z.object({ legislators: z.array(legislatorSchema) });
export type UserLegislatorsResponse = z.infer<typeof userLegislatorsResponseSchema>;
