import { z } from "zod";

export const createPledgeSchema = z.object({
  legislatorId: z.coerce.number().int().positive("Choose a legislator"),
  shareOnSocial: z.boolean().optional().default(false),
  userId: z.coerce.number().int().positive().optional(),
});
