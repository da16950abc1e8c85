import { currencyOf } from "./measure-kinds.ts";
import type { Figure } from "../../../contract/data.ts";
import type { Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import { formatMeasure, formatNumber, formatPercent, type MeasureStyle, measureStyle } from "./format.ts";
import type { Metric } from "./question-types.ts";
import { isoDay } from "./periods.ts";
import { type Place, sheetRow } from "./sheet-ranges.ts";

/** An answer's words and numbers: the sentences stating figures, what they mean, and every figure stated. */
export interface Described {
  analysis: string[];
  meaning: string[];
  figures: Figure[];
}

/** What the sentences need to name things: columns, what a count counts, and how to point at a row. */
export interface Naming {
  table: Table;
  infos: ColumnInfo[];
  /** The question's own noun for rows ("orders") when it gave one, else "rows". */
  noun: string;
  /** The column that names a row (Product, Name), if any. */
  label?: number;
  place: Place;
}

/** "row 15 (Order 1015, 2024-03-02)": a data row by its row on the sheet, with its label and date when it has them. */
export function rowName(row: number, naming: Naming): string {
  const text = `row ${sheetRow(naming.place, row)}`;
  const parts: string[] = [];
  if (naming.label !== undefined) {
    const label = naming.table.columns[naming.label].values[row];
    if (label !== null && label !== "") parts.push(String(label));
  }
  const date = naming.table.columns.find((column) => column.type === "date")?.values[row];
  if (typeof date === "number") parts.push(isoDay(date));
  return parts.length ? `${text} (${parts.join(", ")})` : text;
}

const aggregateNames: Record<Metric["aggregate"], string> = {
  sum: "total",
  average: "average",
  count: "number of",
  min: "lowest",
  max: "highest",
  median: "median",
  stdev: "standard deviation of",
  distinct: "number of different",
};

/** "total Sales", "average Price", "number of orders", "number of different Customer values". */
export function metricName(metric: Metric, naming: Naming): string {
  if (metric.label) return metric.label;
  if (metric.aggregate === "count") return `number of ${naming.noun}`;
  const column = naming.infos[metric.column!].name;
  if (metric.aggregate === "distinct") return `number of different ${column} values`;
  const word = aggregateNames[metric.aggregate];
  // A "Total Sales" column summed is still "Total Sales", not "total Total Sales".
  if (column.toLowerCase().startsWith(`${word} `) || (word === "average" && /^avg\b/i.test(column))) return column;
  return `${word} ${column}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A metric's value in words: counts as plain numbers, the rest with the measure column's currency. */
export function metricValue(value: number | null, metric: Metric, naming: Naming): string {
  if (value === null) return "no value (no numbers to work on)";
  if (metric.percent) return formatPercent(value);
  if (metric.aggregate === "count" || metric.aggregate === "distinct") return formatNumber(value);
  // Qty × Price ($) is money: said in the currency of whichever of the two is money.
  const money = metric.times !== undefined && currencyOf(naming.infos[metric.times]) ? metric.times : metric.column!;
  return formatMeasure(value, columnStyle(money, naming));
}

/** How a measure column's amounts are written: its currency, and cents when its money has them. */
export function columnStyle(column: number, naming: Naming): MeasureStyle {
  return measureStyle(naming.infos[column].name, naming.table.columns[column].values);
}

/** A figure for a share: the percentage stated, and the fraction it comes from, so either reading is found. */
export function shareFigures(label: string, fraction: number): Figure[] {
  return [
    { label: `${label} (%)`, value: fraction * 100 },
    { label: `${label} (fraction)`, value: fraction },
  ];
}

/** A metric's figure: its value, and for a rate said in percent (a margin) the percentage beside the fraction. */
export function metricFigures(label: string, value: number | null, metric: Metric): Figure[] {
  if (value === null) return [{ label, value: "none" }];
  return metric.percent ? shareFigures(label, value) : [{ label, value }];
}

/** "A, B and C"; past `limit` items, the first ones and how many more. */
export function listWords(items: string[], limit = 12): string {
  if (items.length > limit) return `${items.slice(0, limit).join("; ")}; and ${items.length - limit} more`;
  return items.join("; ");
}

/** "+12.5%" or "-3%": a change rate with its sign. */
export function rateText(rate: number): string {
  const text = formatPercent(rate);
  return rate > 0 ? `+${text}` : text;
}

/** "+1,200" or "-300". */
export function changeText(change: number, metric: Metric, naming: Naming): string {
  const text = metricValue(change, metric, naming);
  return change > 0 ? `+${text}` : text;
}

export const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
