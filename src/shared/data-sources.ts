import { z } from "zod";

/** Where the public data comes from and how current it is: shown wherever the data is shown. */
export const dataSourcesSchema = z.object({
  congress: z.number().int(),
  legislatorsAsOf: z.string(),
  primaryRulesAsOf: z.string(),
  modelVersion: z.string(),
  sources: z.array(z.object({ name: z.string(), description: z.string(), asOf: z.string().nullable() })),
});
export type DataSources = z.infer<typeof dataSourcesSchema>;
