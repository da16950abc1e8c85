import type { Period } from "./periods.ts";
import type { Aggregate } from "./question-types.ts";
import { type Step, textStep } from "./step-text.ts";

/** What a pivot table shows: rows of one column's values (or its dates' periods), a measure summarised, filters. */
export interface Pivot {
  /** The table's cells, header included: 'Sales 2024'!A1:D121. */
  range: string;
  rows: string;
  /** The first data cell of the rows column ("A2"), for a helper formula. */
  rowsCell: string;
  /** A second column laid across, for a grouping by two columns. */
  columns?: string;
  /** The measure column, or the rows column itself for a count. */
  values: string;
  aggregate: Aggregate;
  period?: Period;
  /** Column names the question filtered on, with the value kept, in words. */
  filters: string[];
  /** Values shown as a share of the grand total, or as a running total down the rows. */
  showAs?: "percent" | "running";
}

const excelNames: Partial<Record<Aggregate, string>> = {
  sum: "Sum",
  average: "Average",
  count: "Count",
  min: "Min",
  max: "Max",
  stdev: "StdDev",
};
const sheetsNames: Record<Aggregate, string> = {
  sum: "SUM",
  average: "AVERAGE",
  count: "COUNTA",
  min: "MIN",
  max: "MAX",
  stdev: "STDEV",
  median: "MEDIAN",
  distinct: "COUNTUNIQUE",
};
const excelGroups: Record<Period, string> = {
  day: "Days",
  week: "Days, with Number of days set to 7",
  month: "Months and Years",
  quarter: "Quarters and Years",
  year: "Years",
};
const sheetsGroups: Partial<Record<Period, string>> = { month: "Year-Month", quarter: "Year-Quarter", year: "Year" };

function excelPivot(pivot: Pivot): Step | undefined {
  const name = pivot.aggregate === "distinct" ? "Distinct Count" : excelNames[pivot.aggregate];
  // Excel's pivot tables have no median; the formula steps cover it.
  if (!name) return undefined;
  const parts = [
    `select ${pivot.range}, then Insert > PivotTable${
      pivot.aggregate === "distinct" ? ' (tick "Add this data to the Data Model")' : ""
    } > OK.`,
    `Drag ${pivot.rows} to Rows${pivot.columns ? `, ${pivot.columns} to Columns` : ""} and ${pivot.values} to Values${
      name === "Sum" ? "" : `, then Value Field Settings > ${name}`
    }.`,
  ];
  if (pivot.period) parts.push(`Right-click a date in the PivotTable > Group > ${excelGroups[pivot.period]}.`);
  for (const filter of pivot.filters) parts.push(`Drag ${filter} to Filters and keep only that.`);
  if (pivot.showAs === "percent") parts.push("Right-click a value > Show Values As > % of Grand Total.");
  if (pivot.showAs === "running") {
    parts.push(`Right-click a value > Show Values As > Running Total In > ${pivot.rows}.`);
  }
  return textStep("excel", parts.join(" "));
}

function sheetsPivot(pivot: Pivot): Step {
  const parts = [
    `select ${pivot.range}, then Insert > Pivot table > Create.`,
    `In the Pivot table editor add ${pivot.rows} under Rows${
      pivot.columns ? `, ${pivot.columns} under Columns` : ""
    } and ${pivot.values} under Values, summarised by ${sheetsNames[pivot.aggregate]}.`,
  ];
  if (pivot.period) {
    const group = sheetsGroups[pivot.period];
    parts.push(
      group
        ? `Right-click a date in the pivot table > Create pivot date group > ${group}.`
        : pivot.period === "week"
        ? `For weeks, add a column with =${pivot.rowsCell}-WEEKDAY(${pivot.rowsCell},3) filled down (the Monday of each date) and put it under Rows instead.`
        : "Keep the dates as they are: each date is one row of the pivot table.",
    );
  }
  for (const filter of pivot.filters) parts.push(`Add ${filter} under Filters and keep only that.`);
  if (pivot.showAs === "percent") parts.push("Under Values, set Show as > % of grand total.");
  if (pivot.showAs === "running") {
    parts.push("For the running total, add a column beside the pivot table that adds each value to the one above it.");
  }
  return textStep("sheets", parts.join(" "));
}

/**
 * How to build the same summary as a pivot table, in Excel and in Google Sheets; none for a measure the question
 * derives (a pivot table would need a calculated field: the formulas say it more plainly).
 */
export function pivotSteps(pivot: Pivot | undefined): Step[] {
  if (!pivot) return [];
  const excel = excelPivot(pivot);
  return excel ? [excel, sheetsPivot(pivot)] : [sheetsPivot(pivot)];
}
