/** Checks for the server's answers: a page reads them defensively and shows an error rather than crash on a bad one. */
export const isText = (value: unknown): value is string => typeof value === "string";
export const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
