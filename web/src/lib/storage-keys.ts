/** Product-specific keys so Sheetsmith never collides with other apps on the same origin. */
export const storageKeys = {
  token: "sheetsmith.token",
  session: "sheetsmith.session",
  /** "Your columns" of the formula and VBA generators: one sheet described once serves both. */
  columns: "sheetsmith.columns",
} as const;
