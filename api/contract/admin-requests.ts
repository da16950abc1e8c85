import { z } from "zod";
import { cleanBlock } from "./clean-text.ts";
import { adminListDefaultLimit, adminUsersDefaultLimit, adminUsersMaxLimit, flagActions } from "./admin.ts";
import { adminMessages } from "./admin-messages.ts";

const page = z.coerce.number({ error: adminMessages.pageInvalid }).int(adminMessages.pageInvalid)
  .min(1, adminMessages.pageInvalid).max(1_000_000, adminMessages.pageInvalid).optional().default(1);
const limit = (fallback: number) =>
  z.coerce.number({ error: adminMessages.limitInvalid }).int(adminMessages.limitInvalid)
    .min(1, adminMessages.limitInvalid).max(adminUsersMaxLimit, adminMessages.limitInvalid).optional()
    .default(fallback);

/** GET /api/admin/users: newest first; `q` matches the start of a name, of any word in it, or of an e-mail. */
export const adminUsersQuery = z.object({
  page,
  limit: limit(adminUsersDefaultLimit),
  q: z.string({ error: adminMessages.searchTooLong }).trim().max(100, adminMessages.searchTooLong).optional(),
});

export const adminUserParams = z.object({
  id: z.string({ error: adminMessages.userIdInvalid }).trim().min(1, adminMessages.userIdInvalid)
    .max(64, adminMessages.userIdInvalid),
});
export const adminHistoryParams = z.object({ userId: adminUserParams.shape.id });

export const blockUserBody = z.object({ blocked: z.boolean({ error: adminMessages.blockedRequired }) });

/** GET /api/admin/flags: open flags by default, oldest first, so the longest-waiting is handled first. */
export const flagsQuery = z.object({
  status: z.enum(["open", "resolved", "all"], { error: adminMessages.flagStatusInvalid }).optional().default("open"),
  page,
  limit: limit(adminListDefaultLimit),
});

export const flagParams = z.object({
  id: z.string({ error: adminMessages.flagIdInvalid }).trim().min(1, adminMessages.flagIdInvalid)
    .max(64, adminMessages.flagIdInvalid),
});

/** POST /api/admin/flags/{id}/resolve: dismiss the flag, or suspend its user (which closes their other flags too). */
export const resolveFlagBody = z.object({
  action: z.enum(flagActions, { error: adminMessages.flagActionInvalid }),
  note: z.string({ error: adminMessages.noteTooLong }).overwrite(cleanBlock).trim().max(1000, adminMessages.noteTooLong)
    .optional(),
});

export const auditQuery = z.object({ page, limit: limit(adminListDefaultLimit) });

export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
export type FlagsQuery = z.infer<typeof flagsQuery>;
export type ResolveFlagBody = z.infer<typeof resolveFlagBody>;
