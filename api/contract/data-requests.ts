import { z } from "zod";
import { dataDescriptionLimit, dataSources } from "./data.ts";
import { dataMessages } from "./data-messages.ts";

/** `X-Content-Type` names which input the multipart body carries. */
export const dataSourceHeader = z.object({
  "x-content-type": z.string({ error: dataMessages.sourceInvalid }).trim().toLowerCase().pipe(
    z.enum(dataSources, { error: dataMessages.sourceInvalid }),
  ),
});

const description = z.string({ error: dataMessages.descriptionRequired }).trim()
  .min(1, dataMessages.descriptionRequired)
  .max(dataDescriptionLimit, dataMessages.descriptionTooLong);

/**
 * The multipart fields of POST /api/analyze-data and /api/generate-chart. `file` or `clipboardData` is checked
 * against the header's source by the route; `chartType` and `dataRange` are the spec client's fixed values, accepted
 * and not used: the chart is chosen from the data.
 */
export const dataForm = z.object({
  description: description.optional().default("").pipe(description),
  file: z.instanceof(File, { error: dataMessages.dataRequired }).optional(),
  clipboardData: z.string({ error: dataMessages.dataRequired }).optional(),
  chartType: z.string().max(100).optional(),
  dataRange: z.string().max(100).optional(),
});

export type DataForm = z.infer<typeof dataForm>;
