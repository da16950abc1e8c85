/**
 * The generators' limits, shared by the request schemas and the web's fields. Kept free of zod so the browser
 * bundle can import them without it.
 */
export const descriptionLimit = 500;
/** Room for a pasted header row of a wide sheet; a description of columns longer than this is not one. */
export const columnsLimit = 2_000;
