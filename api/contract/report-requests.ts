import { z } from "zod";
import { cleanBlock } from "./clean-text.ts";
import { adminListDefaultLimit, adminUsersMaxLimit } from "./admin.ts";
import { adminMessages } from "./admin-messages.ts";
import { reportMessages } from "./report-messages.ts";
import { reportActions, reportDetailsMaxLength, reportReasons } from "./reports.ts";

const subjectId = z.string({ error: reportMessages.idInvalid }).trim().min(1, reportMessages.idInvalid)
  .max(64, reportMessages.idInvalid);

/** `POST /api/forum/posts/{postId}/report` and `/api/forum/topics/{id}/report`: a reason, and words for `other`. */
export const reportBody = z.object({
  reason: z.enum(reportReasons, { error: reportMessages.reasonInvalid }),
  details: z.string({ error: reportMessages.detailsRequired }).overwrite(cleanBlock).trim()
    .max(reportDetailsMaxLength, reportMessages.detailsTooLong).optional().default(""),
}).refine((body) => body.reason !== "other" || body.details.length > 0, {
  error: reportMessages.detailsRequired,
  path: ["details"],
});

export const reportPostParams = z.object({ postId: subjectId });
export const reportTopicParams = z.object({ id: subjectId });
export const reportedItemParams = z.object({ id: subjectId });

/** `GET /api/admin/reports`: reported items with open reports, the one waiting longest first. */
export const reportsQuery = z.object({
  page: z.coerce.number({ error: adminMessages.pageInvalid }).int(adminMessages.pageInvalid)
    .min(1, adminMessages.pageInvalid).max(1_000_000, adminMessages.pageInvalid).optional().default(1),
  limit: z.coerce.number({ error: adminMessages.limitInvalid }).int(adminMessages.limitInvalid)
    .min(1, adminMessages.limitInvalid).max(adminUsersMaxLimit, adminMessages.limitInvalid).optional()
    .default(adminListDefaultLimit),
});

/** `POST /api/admin/reports/{id}/resolve`: dismiss the reports, delete the item, or suspend its author. */
export const resolveReportsBody = z.object({
  action: z.enum(reportActions, { error: reportMessages.actionInvalid }),
  note: z.string({ error: adminMessages.noteTooLong }).overwrite(cleanBlock).trim().max(1000, adminMessages.noteTooLong)
    .optional(),
});

export type ReportBody = z.infer<typeof reportBody>;
export type ReportsQuery = z.infer<typeof reportsQuery>;
export type ResolveReportsBody = z.infer<typeof resolveReportsBody>;
