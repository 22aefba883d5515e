import { z } from "zod";
import { recordId } from "./ids";

export const createPledgeSchema = z.object({
  legislatorId: recordId("Choose a legislator"),
  shareOnSocial: z.boolean().optional().default(false),
  userId: recordId().optional(),
});
