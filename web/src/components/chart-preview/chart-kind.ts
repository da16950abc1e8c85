import type { ChartFamily } from "../../../../api/contract/data.ts";

/** The drawings the preview knows: the spec's six plus the family's column and scatter. */
export type ChartKind = "bar" | "column" | "line" | "area" | "pie" | "donut" | "combo" | "scatter";

// The most particular name wins: a "Combo Bar and Line Chart" is a combo, a "Stacked Area Chart" an area.
const namedKinds: [RegExp, ChartKind][] = [
  [/combo|composed/, "combo"],
  [/donut|doughnut/, "donut"],
  [/pie/, "pie"],
  [/area/, "area"],
  [/line/, "line"],
  [/bar/, "bar"],
];

/**
 * The spec: the drawing is chosen from the chartType text (bar, line, pie or donut, area, combo or composed;
 * anything else becomes bar). The server's family, when it sends one, tells apart what the text cannot: a column
 * chart is drawn upright rather than as horizontal bars, and a scatter as points.
 */
export function chooseChartKind(chartType: string, family?: ChartFamily): ChartKind {
  if (family === "scatter") return "scatter";
  const text = chartType.toLowerCase();
  const named = namedKinds.find(([pattern]) => pattern.test(text))?.[1] ?? "bar";
  return named === "bar" && family === "column" ? "column" : named;
}

/**
 * The spec's pie palette of four colours, drawn by class so each theme gives its own (--chart-1 to --chart-4 in
 * palette.css, where every colour keeps the slice labels readable); the fifth slice takes the first colour again.
 */
export function pieColourClass(index: number): string {
  return `chart-colour-${(index % 4) + 1}`;
}
