import { adminUsersMaxLimit } from "./admin.ts";

/** The admin endpoints' own words, shown verbatim by the web and asserted by tests. */
export const adminMessages = {
  userNotFound: "User not found.",
  userIdInvalid: "That is not a user's id.",
  cannotSuspendSuperadmin: "Superadmin accounts cannot be suspended.",
  cannotChangeSuperadmin: "A superadmin's role cannot be changed.",
  roleChangedMeanwhile: "Another superadmin changed this user's role just now. Reload the list and try again.",
  blockedRequired: 'Send { "blocked": true } to suspend the user or { "blocked": false } to activate them.',
  pageInvalid: "page must be a whole number from 1.",
  limitInvalid: `limit must be a whole number from 1 to ${adminUsersMaxLimit}.`,
  searchTooLong: "The search must be at most 100 characters.",
  flagIdInvalid: "That is not a flag's id.",
  flagNotFound: "Flag not found.",
  flagAlreadyResolved: "This flag has already been resolved.",
  flagActionInvalid: 'Send { "action": "dismiss" } or { "action": "suspend" }.',
  flagStatusInvalid: "status must be open, resolved or all.",
  noteTooLong: "The note must be at most 1,000 characters.",
  postNotByUser: "That reply was written by someone else: flag its author instead.",
} as const;
