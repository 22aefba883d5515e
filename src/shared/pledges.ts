import { z } from "zod";
import { recordId } from "./ids";
import { legislatorSchema } from "./legislator";

export const createPledgeSchema = z.object({
  legislatorId: recordId("Choose a legislator"),
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

/** One of the signed-in voter's pledges, with the legislator as every public call returns it. */
export const userPledgeSchema = pledgeSchema.extend({ legislator: legislatorSchema });
export type UserPledge = z.infer<typeof userPledgeSchema>;

/** GET /api/user/pledges. */
export const userPledgesResponseSchema = z.object({ pledges: z.array(userPledgeSchema) });
export type UserPledgesResponse = z.infer<typeof userPledgesResponseSchema>;

/** POST /api/pledges, 201: the pledge, its legislator carrying the count the pledge statement left. */
export const createPledgeResponseSchema = z.object({ pledge: userPledgeSchema });
export type CreatePledgeResponse = z.infer<typeof createPledgeResponseSchema>;

/** GET /api/user/legislators: the voter's senators and representative. */
export const userLegislatorsResponseSchema = z.object({ legislators: z.array(legislatorSchema) });
export type UserLegislatorsResponse = z.infer<typeof userLegislatorsResponseSchema>;
