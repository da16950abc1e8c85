import type { UserRow } from "../../../../db/schema/users.ts";
import type { AdminUser } from "../../../contract/admin.ts";

/** A user as the User Management table shows them: never a hash, Google subject or token version. */
export function toAdminUser(user: Pick<UserRow, keyof AdminUser | "createdAt">): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    apiCalls: user.apiCalls,
    blocked: user.blocked,
    createdAt: user.createdAt.toISOString(),
  };
}
