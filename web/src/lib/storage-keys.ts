/** Product-specific keys so Sheetsmith never collides with other apps on the same origin. */
export const storageKeys = {
  token: "sheetsmith.token",
  session: "sheetsmith.session",
  /** "Your columns" of the formula and VBA generators: one sheet described once serves both. */
  columns: "sheetsmith.columns",
  /** Unsent forum replies and new topics, per member, until posted (bounded by age and count). */
  forumDrafts: "sheetsmith.forumDrafts",
  /** Why the server ended the session (a suspension), kept for the sign-in page until dismissed. */
  signedOutNotice: "sheetsmith.signedOutNotice",
  /** The reader's "light" or "dark"; absent while the page follows the system's setting. */
  theme: "sheetsmith.theme",
} as const;
