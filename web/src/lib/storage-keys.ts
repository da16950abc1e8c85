/** Product-specific keys so Sheetsmith never collides with other apps on the same origin. */
export const storageKeys = {
  token: "sheetsmith.token",
  session: "sheetsmith.session",
} as const;
