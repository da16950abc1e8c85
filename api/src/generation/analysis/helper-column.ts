import type { Table } from "../inputs/table.ts";
import { letterOf, type Place } from "./sheet-ranges.ts";
import type { Step } from "./step-text.ts";

/**
 * A column the analysis adds after the table's own (the days between two dates, a survey answer's NPS points): the
 * table with it, the step that has the person add it too, and what it holds, said.
 */
export interface HelperColumn {
  table: Table;
  step: (place: Place) => Step;
  words: string;
}

/**
 * "Add a helper column: in H1 type …, in H2 type … and fill it down": the step for the table's last column, its
 * formula checked on the first row that has a value.
 */
export function helperStep(table: Table, place: Place, formula: (row: number) => string, after = ""): Step {
  const column = table.columns[table.columns.length - 1];
  const helper = letterOf(place, table.columns.length - 1);
  const first = column.values.findIndex((value) => value !== null);
  const check = formula(place.firstRow + first);
  const expected = column.values[first] as number;
  return {
    text:
      `Add a helper column: in ${helper}${place.headerRow} type ${column.name}, in ${helper}${place.firstRow} type ${
        formula(place.firstRow)
      } and fill it down to row ${place.lastRow}.${after}`,
    checks: [
      { formula: check, platform: "excel", expected },
      { formula: check, platform: "sheets", expected },
    ],
  };
}
