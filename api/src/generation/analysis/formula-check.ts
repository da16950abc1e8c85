import type { Platform } from "../../../contract/account.ts";
import type { Table } from "../inputs/table.ts";
import type { TableValue } from "../verifier/cell-content.ts";
import { type EvaluatedValue, evaluateFormulas, notEvaluatedError } from "../verifier/evaluate.ts";
import { placeOf } from "./sheet-ranges.ts";
import { type Check, isValidFormula } from "./step-text.ts";

/**
 * What a step's formula gave on the user's own table: the figure it should (agrees), another value (differs),
 * nothing HyperFormula can stand in for the platform on (QUERY, GROUPBY, SORTBY…: not evaluated), or a formula the
 * platform would reject (invalid).
 */
export type CheckStatus = "agrees" | "differs" | "not-evaluated" | "invalid" | "unchecked";

export interface CheckOutcome {
  check: Check;
  status: CheckStatus;
  got?: EvaluatedValue;
}

/** The table on a grid as the user's sheet holds it: header at the origin, data below, dates as dates. */
export function sheetGrid(table: Table): TableValue[][] {
  const left = table.origin.column - 1;
  const pad = (cells: TableValue[]) => [...Array<TableValue>(left).fill(null), ...cells];
  const grid: TableValue[][] = Array.from({ length: table.origin.row - 1 }, () => []);
  grid.push(pad(table.columns.map((column) => column.name)));
  for (let row = 0; row < table.rowCount; row++) {
    grid.push(pad(table.columns.map((column) => {
      const cell = column.values[row];
      return column.type === "date" && typeof cell === "number" ? new Date(cell) : cell;
    })));
  }
  return grid;
}

function agrees(got: EvaluatedValue, expected: number | string): boolean {
  if ("error" in got) return false;
  if (typeof expected === "string") return String(got.value).toLowerCase() === expected.toLowerCase();
  if (typeof got.value !== "number") return false;
  return Math.abs(got.value - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

/**
 * Evaluates every formula of the steps on the table itself with HyperFormula (one instance per platform) and
 * compares each with the figure it should give. The grid has one sheet, so the formulas' sheet name is dropped.
 * For the tests and the eval: building the grid costs far more than answering, so requests never do this.
 */
export function evaluateChecks(table: Table, checks: Check[]): CheckOutcome[] {
  const { prefix } = placeOf(table);
  const grid = sheetGrid(table);
  const outcomes: CheckOutcome[] = checks.map((check) => ({
    check,
    status: isValidFormula(check.formula, check.platform) ? "unchecked" : "invalid",
  }));
  for (const platform of ["excel", "sheets"] as Platform[]) {
    const pending = outcomes.filter((outcome) => outcome.check.platform === platform && outcome.status === "unchecked");
    if (!pending.length) continue;
    const formulas = pending.map(({ check }) => (prefix ? check.formula.replaceAll(prefix, "") : check.formula));
    const values = evaluateFormulas(grid, formulas, { platform });
    pending.forEach((outcome, i) => {
      const got = values[i];
      outcome.got = got;
      // HyperFormula reads no "" inside a string ("Say ""hi"""), which both platforms do: a formula the verifier's
      // parser accepts but HyperFormula cannot read is HyperFormula's limit, not the formula's fault.
      const unreadable = "error" in got && got.error === "#ERROR!" && /not a formula/i.test(got.message ?? "");
      if ("error" in got && (got.error === notEvaluatedError || unreadable)) outcome.status = "not-evaluated";
      // A helper formula reads cells the user fills in first (a list of groups): it can only be checked for validity.
      else if (outcome.check.expected === undefined) outcome.status = "unchecked";
      else outcome.status = agrees(got, outcome.check.expected) ? "agrees" : "differs";
    });
  }
  return outcomes;
}
