import type { Platform } from "./account.ts";
import type { ProviderName } from "./generation.ts";

/**
 * The data analyzer's and chart generator's part of the REST contract (zod-free, so the web imports it without zod).
 * Both calls are multipart: `description`, then `file` (image, csv, excel) or `clipboardData` (clipboard), with the
 * header `X-Content-Type` naming which.
 */
export const dataSources = ["image", "csv", "excel", "clipboard"] as const;
export type DataSource = (typeof dataSources)[number];

export const dataDescriptionLimit = 1000;
/** Uploads larger than this are refused with 413 before they are read. */
export const dataUploadLimitBytes = 10 * 1024 * 1024;
/** Rows of the parsed table sent back, so people see what was read before they trust the answer. */
export const previewRowLimit = 20;

export const columnTypes = ["number", "date", "text", "boolean"] as const;
export type ColumnType = (typeof columnTypes)[number];
/** A cell as sent to the web: dates as ISO dates (`2024-03-31`, with a time only when there is one). */
export type PreviewCell = string | number | boolean | null;

export interface TablePreview {
  columns: { name: string; type: ColumnType }[];
  /** The first rows, at most previewRowLimit. */
  rows: PreviewCell[][];
  /** Every row that was read. */
  rowCount: number;
  /** The sheet read, for a workbook; the others are named in the explanation. */
  sheet?: string;
  otherSheets?: string[];
}

/** One computed figure of an analysis: what it is and its exact value. */
export interface Figure {
  label: string;
  value: number | string;
}

/** `data` of POST /api/analyze-data: the spec's analysis result, plus what was read and the figures. */
export interface AnalysisResult {
  id: string;
  analysis: string;
  explanation: string;
  steps: string[];
  /** ISO time the server made it; also the id the web rates it by. */
  timestamp: string;
  platform: Platform;
  figures: Figure[];
  table: TablePreview;
  provider: ProviderName;
}

export const chartFamilies = ["bar", "column", "line", "area", "pie", "donut", "combo", "scatter"] as const;
export type ChartFamily = (typeof chartFamilies)[number];

/**
 * A point of the preview: `name` the category or x label, `value` the measure. A combo chart adds `uv` (the second
 * measure, drawn as a line on its own scale) and `cnt` (how many rows the point aggregates); a scatter gives `x`.
 * A chart of several series gives each series' value under its name in `series` (null: nothing to show there, a
 * gap in its line), and `value` stays the point's own figure: all its rows together (a month's total over every
 * category), or the first measure's when the series are measures.
 */
export interface ChartDatum {
  name: string;
  value: number;
  uv?: number;
  cnt?: number;
  x?: number;
  series?: Record<string, number | null>;
}

/** How a chart's series stand: side by side (lines, clustered columns), on each other, or on each other to 100 %. */
export const chartStackings = ["none", "stacked", "percent"] as const;
export type ChartStacking = (typeof chartStackings)[number];

/** The series of a chart that draws more than one: one per category (a line each), or one per measure. */
export interface ChartSeriesInfo {
  /** What tells them apart: the column split by ("Category"), or "Measure". */
  by: string;
  /** In legend and stacking order (the first at the bottom of a stack); each datum's `series` has these keys. */
  names: string[];
  stacking: ChartStacking;
  /** What `value` is called beside the series ("Total Revenue"); absent when the series are measures. */
  total?: string;
}

/** `data` of POST /api/generate-chart: the spec's chart result, plus the family, axis names and what was read. */
export interface ChartResult {
  id: string;
  /** The chart's name as people say it, e.g. "Line Chart"; the spec's preview picks its drawing from this text. */
  chartType: string;
  family: ChartFamily;
  explanation: string;
  steps: string[];
  timestamp: string;
  platform: Platform;
  chartData: ChartDatum[];
  /** What `name` and `value` (and `uv`) stand for: the columns they come from. */
  axes: { name: string; value: string; uv?: string };
  /** Present when the chart draws several series: their names and how they stand. */
  series?: ChartSeriesInfo;
  table: TablePreview;
  provider: ProviderName;
}
