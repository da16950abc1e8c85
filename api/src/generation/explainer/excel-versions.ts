import type { ExcelVersion, Platform } from "../../../contract/account.ts";
import { catalogName, lookupFunction } from "../formula/function-catalog.ts";
import { functionDocs } from "./function-docs.ts";

const age: Record<ExcelVersion, number> = { "2016": 0, "2019": 1, "2021": 2, "365": 3 };

/** The oldest Excel version with the function, or undefined when Excel lacks it. */
export function excelSince(name: string): ExcelVersion | undefined {
  return functionDocs.get(catalogName(name))?.excel;
}

/** Whether a program (and, for Excel, a version) has the function. Unknown functions are nobody's. */
export function hasFunction(name: string, platform: Platform, version: ExcelVersion = "365"): boolean {
  const entry = lookupFunction(name);
  if (!entry?.platforms.includes(platform)) return false;
  if (platform === "sheets") return true;
  const since = excelSince(name);
  return since !== undefined && age[since] <= age[version];
}

export const programName = (platform: Platform, version: ExcelVersion = "365") =>
  platform === "sheets" ? "Google Sheets" : version === "365" ? "Excel 365" : `Excel ${version}`;
