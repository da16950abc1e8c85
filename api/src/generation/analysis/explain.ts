import { comparisonWords } from "../comparison-words.ts";
import type { Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import { plural } from "./describe.ts";
import { formatGiven } from "./format.ts";
import { isoDay, periodIndex, periodName, periodStart } from "./periods.ts";
import type { Ask, Filter } from "./question-types.ts";
import type { Threshold } from "./question-values.ts";

/** "Region is East", "Status is not Cancelled", "Amount greater than 500", "Date in March 2024". */
export function filterWords(filter: Filter, infos: ColumnInfo[]): string {
  const name = infos[filter.column].name;
  if (filter.kind === "equals") {
    const is = filter.negated ? "is not" : "is";
    if (filter.value === "") return `${name} ${is} blank`;
    return typeof filter.value === "boolean"
      ? `${name} ${is} ${filter.value ? "TRUE" : "FALSE"}`
      : `${name} ${is} ${filter.value}`;
  }
  if (filter.kind === "compare") return `${name} ${comparisonWords[filter.operator]} ${formatGiven(filter.value)}`;
  if (filter.kind === "versus") {
    // Dates come after or before each other: "Handed In after Due".
    const words = infos[filter.column].type === "date" ? dateComparisonWords : comparisonWords;
    return `${name} ${words[filter.operator]} ${versusOther(filter, infos)}`;
  }
  return /^(?:from|after|before|up to|the)\b/.test(filter.label)
    ? `${name} ${filter.label}`
    : `${name} in ${filter.label}`;
}

const dateComparisonWords: Record<Threshold["operator"], string> = {
  ">": "after",
  ">=": "on or after",
  "<": "before",
  "<=": "on or before",
};

/** What a column is held against: "Lines Picked", or "1% of Lines Picked". */
export function versusOther(filter: Extract<Filter, { kind: "versus" }>, infos: ColumnInfo[]): string {
  const other = infos[filter.other].name;
  return filter.scale === undefined ? other : `${formatGiven(Math.round(filter.scale * 1e6) / 1e4)}% of ${other}`;
}

/** " where Region is East and Amount greater than 500", or "" without filters. */
export function whereWords(filters: Filter[], infos: ColumnInfo[]): string {
  if (!filters.length) return "";
  return ` where ${filters.map((filter) => filterWords(filter, infos)).join(" and ")}`;
}

/**
 * When the question asks for a period the data does not reach, what the table lacks, with the span it has: said
 * instead of an answer, so nobody reads a total of zero as one.
 */
/**
 * "Compare 2023 with 2024" where the data holds 2024 only: a point compared that the data does not reach is what it
 * lacks, said instead of comparing 2024 with itself.
 */
export function growthOutsideData(ask: Ask, infos: ColumnInfo[]): string | undefined {
  if (ask.kind !== "growth" || !ask.by.period) return undefined;
  const span = infos[ask.by.column].profile.dates;
  if (!span) return undefined;
  for (const point of [ask.from, ask.to]) {
    if (typeof point !== "number") continue;
    const index = periodIndex(point, ask.by.period);
    if (periodStart(index + 1, ask.by.period) > span.first && point <= span.last) continue;
    const name = infos[ask.by.column].name;
    return `The table has no rows in ${periodName(index, ask.by.period)}: its ${name} runs from ${
      isoDay(span.first)
    } to ${isoDay(span.last)}.`;
  }
  return undefined;
}

export function periodOutsideData(filters: Filter[], infos: ColumnInfo[]): string | undefined {
  for (const filter of filters) {
    const span = filter.kind === "dates" ? infos[filter.column].profile.dates : undefined;
    if (filter.kind !== "dates" || !span) continue;
    const before = filter.to !== undefined && filter.to <= span.first;
    const after = filter.from !== undefined && filter.from > span.last;
    if (!before && !after) continue;
    const label = filter.label.replace(/^(?:in|the)\s+/, "");
    const name = infos[filter.column].name;
    return `The table has no rows in ${label}: its ${name} runs from ${isoDay(span.first)} to ${isoDay(span.last)}.`;
  }
  return undefined;
}

/** "A, B and C". */
export const list = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * What was read, in the explanation: rows and columns, the sheet and the sheets left unread, the reader's own notes,
 * the rows the question's filters kept, and how the question was read where it was ambiguous.
 */
export function readWords(
  table: Table,
  infos: ColumnInfo[],
  filters: Filter[],
  kept: number,
  readings: string[],
): string[] {
  // The table as read; a helper column the analysis added is said by its own reading.
  const columns = infos.slice(0, table.columns.length).map((info) => `${info.name} (${info.type})`);
  const source = table.sheet ? ` from the sheet "${table.sheet}"` : "";
  const words = [
    `Read ${plural(table.rowCount, "row", "rows")} and ${plural(columns.length, "column", "columns")}${source}: ${
      list(columns)
    }.`,
  ];
  if (table.otherSheets?.length) {
    words.push(
      `The workbook's other sheets (${
        list(table.otherSheets)
      }) were not read; name the one you mean if your data is there.`,
    );
  }
  words.push(...table.notes);
  if (filters.length) {
    words.push(`Only the ${plural(kept, "row", "rows")}${whereWords(filters, infos)} were used.`);
  }
  words.push(...readings);
  return words;
}
