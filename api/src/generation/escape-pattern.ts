/** Text to find as it is inside a regular expression: every character that means something there is escaped. */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
