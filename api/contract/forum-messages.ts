/** The forum's own words: the spec's texts verbatim, and the server's, shown by the web and asserted by tests. */
export const forumMessages = {
  fillAllFields: "Please fill in all fields.",
  topicLanguage: "Please remove any inappropriate language from your topic.",
  replyLanguage: "Please remove any inappropriate language from your reply.",
  replyEmpty: "Reply content cannot be empty.",
  flagReasonRequired: "Please provide a reason for flagging this user.",

  titleLength: "The title must be 3 to 200 characters.",
  contentTooLong: "The topic must be at most 20,000 characters.",
  replyTooLong: "The reply must be at most 10,000 characters.",
  flagReasonTooLong: "The reason must be at most 1,000 characters.",
  categoryUnknown: "Choose one of the forum's categories.",
  categoryNameRequired: "Please enter a category name.",
  categoryNameTooLong: "The category name must be at most 60 characters.",
  slugInvalid:
    "The slug may use lower-case letters, digits and single dashes, up to 60 characters (e.g. data-analysis).",
  categoryDescriptionTooLong: "The description must be at most 300 characters.",
  slugTaken: "A category with this slug already exists.",
  topicNotFound: "Topic not found.",
  postNotFound: "Post not found.",
  userNotFound: "User not found.",
  searchTooLong: "The search must be at most 200 characters.",
  userSearchTooLong: "The name to look for must be at most 50 characters.",
  pageInvalid: "Page must be a whole number from 1.",
  idInvalid: "That is not a valid id.",
  notificationIdsInvalid: "Give the ids of 1 to 50 notifications to mark as read.",
  tooManyTopicRooms: "Too many topics are open on this connection; leave one first.",
  postingTooFast: (_minutes: number, seconds: number) =>
    `You are posting too fast. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  postingTooOften: (minutes: number) =>
    `You have posted a lot in a short while. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  postingDuplicate: (minutes: number) =>
    `You just posted the same words. Change your post, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyMentions: (max: number) => `A post can mention at most ${max} people. Remove some @mentions and try again.`,
} as const;
