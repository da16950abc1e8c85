import type { PublicUser } from "../../../../api/contract/account.ts";

/** Spec §6: moderators and superadmins see the delete and flag buttons; the server enforces the same rule. */
export function isModerator(role: PublicUser["role"] | undefined): boolean {
  return role === "moderator" || role === "superadmin";
}
