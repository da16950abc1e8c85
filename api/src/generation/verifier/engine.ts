import { type ConfigParams, HyperFormula, type RawCellContent } from "hyperformula";
import { registerCustomFunctions } from "./custom-functions/register.ts";

/** The sheet name formulas may refer to (`Sheet1!A1`), as in a new workbook on both platforms. */
export const sheetName = "Sheet1";

// Array arithmetic on: Excel 365 and Sheets both evaluate SUMPRODUCT((A1:A9>2)*B1:B9) and FILTER conditions as
// arrays; with it off HyperFormula answers 0 there, which neither platform does. Excel's row count, so A2:A100000
// is a range and not HyperFormula's #NAME? (its default stops at 40000 rows). Text dates are read as en-US Excel
// and Sheets read them (YEAR("2023-07-01"), "7/1/2023"), not in HyperFormula's default day-first order.
const config: Partial<ConfigParams> = {
  licenseKey: "gpl-v3",
  useArrayArithmetic: true,
  maxRows: 1_048_576,
  maxColumns: 18_278,
  dateFormats: ["YYYY-MM-DD", "MM/DD/YYYY", "MM/DD/YY"],
};

// HyperFormula knows TRUE() and FALSE() but not the bare words both platforms accept (VLOOKUP(…, FALSE)).
const booleanNames = [{ name: "TRUE", expression: "=TRUE()" }, { name: "FALSE", expression: "=FALSE()" }];

export interface Engine {
  hf: HyperFormula;
  sheetId: number;
}

/**
 * A HyperFormula instance with one sheet named Sheet1 and, when given, the extra sheets (empty); it knows the
 * functions of custom-functions/ besides HyperFormula's own.
 */
export function createEngine(content: RawCellContent[][] = [], extraSheets: string[] = []): Engine {
  registerCustomFunctions();
  const sheets: Record<string, RawCellContent[][]> = { [sheetName]: content };
  for (const name of extraSheets) if (name.toLowerCase() !== sheetName.toLowerCase()) sheets[name] = [];
  const hf = HyperFormula.buildFromSheets(sheets, config, booleanNames);
  return { hf, sheetId: hf.getSheetId(sheetName)! };
}
