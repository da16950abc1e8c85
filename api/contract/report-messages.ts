import { reportDetailsMaxLength } from "./reports.ts";

/** The words of member reports and the moderators' queue, shown verbatim by the web and asserted by tests. */
export const reportMessages = {
  reasonInvalid: "Choose why you are reporting this: spam, abuse, off-topic or other.",
  detailsRequired: "Tell the moderators what is wrong with it.",
  detailsTooLong: `The details must be at most ${reportDetailsMaxLength} characters.`,
  ownPost: "You cannot report your own post.",
  alreadyReported: "You have already reported this post; the moderators will look at it.",
  notReported: "There are no open reports about this post.",
  actionInvalid: 'Send { "action": "dismiss" }, { "action": "delete" } or { "action": "suspend" }.',
  idInvalid: "That is not a post's or topic's id.",
  cannotSuspendModerator: "Only a superadmin can suspend a moderator.",
  hiddenPlaceholder: "This post is hidden while moderators review reports.",
} as const;
