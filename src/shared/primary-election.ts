import { z } from "zod";

export const primaryElectionSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  stateName: z.string(),
  primaryDate: z.string().nullable(),
  runoffDate: z.string().nullable(),
  registrationDeadline: z.string().nullable(),
  primaryType: z.string().nullable(),
  partyRegistrationRequired: z.boolean().nullable(),
  registrationUrl: z.string().nullable(),
  idRequirements: z.string().nullable(),
  notes: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  nextPrimaryYear: z.number().int().nullable(),
  updatedAt: z.string(),
  /** vote.gov's page for the state. */
  voterInfoUrl: z.string().nullable(),
  /** How sure the compiled data is: "high", "medium" or "low" for the date and the primary type. */
  confidence: z.object({ date: z.string(), type: z.string() }).nullable(),
  sources: z.string().nullable(),
  dataAsOf: z.string(),
});
export type PrimaryElection = z.infer<typeof primaryElectionSchema>;
