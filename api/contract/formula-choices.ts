/**
 * What a person picks a formula's setting from: the program, the Excel version (newest first) and the error it
 * shows. Kept apart from the zod schemas, so the browser imports these lists themselves rather than copies.
 */
export const platforms = ["excel", "sheets"] as const;
export type Platform = (typeof platforms)[number];

/** What each lacks, the generator and explainer avoid. */
export const excelVersions = ["365", "2021", "2019", "2016"] as const;
export type ExcelVersion = (typeof excelVersions)[number];

/** The errors a person can ask about: why does this formula show it? */
export const formulaErrors = ["#N/A", "#VALUE!", "#REF!", "#DIV/0!", "#NAME?", "#SPILL!"] as const;
export type FormulaError = (typeof formulaErrors)[number];
