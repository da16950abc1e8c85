import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { BarChart } from "./bar-chart.tsx";
import { CategoryChart } from "./category-chart.tsx";
import type { ChartKind } from "./chart-kind.ts";
import type { ChartAxes, ChartInteraction } from "./chart-marks.ts";
import { PieChart } from "./pie-chart.tsx";
import { ScatterChart } from "./scatter-chart.tsx";
import { SeriesChart, type SeriesKind } from "./series-chart.tsx";

interface ChartCanvasProps {
  kind: ChartKind;
  /** Names the drawing for assistive technology, e.g. "Line Chart preview". */
  label: string;
  data: ChartDatum[];
  axes: ChartAxes;
  /** Several series: drawn as lines, areas or columns over the points. */
  series?: ChartSeriesInfo;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/**
 * How several series are drawn for a kind: as lines, areas, or upright columns (a bar or column chart over time
 * keeps time along the bottom); a pie, a scatter and a combo have their own drawings and draw no series.
 */
export function seriesKindOf(kind: ChartKind, series?: ChartSeriesInfo): SeriesKind | undefined {
  if (!series || series.names.length === 0) return undefined;
  if (kind === "line" || kind === "area") return kind;
  return kind === "bar" || kind === "column" ? "column" : undefined;
}

/** The drawing at a given size: one svg, holding the kind of chart chosen. */
export function ChartCanvas({ kind, label, width, height, series, ...drawing }: ChartCanvasProps) {
  const size = { width, height };
  const seriesKind = seriesKindOf(kind, series);
  return (
    <svg
      width={width}
      height={height}
      role="group"
      aria-label={label}
      data-kind={kind}
      data-stacking={seriesKind ? series!.stacking : undefined}
      className="chart-canvas"
    >
      {seriesKind && <SeriesChart kind={seriesKind} series={series!} {...drawing} {...size} />}
      {!seriesKind && kind === "bar" && <BarChart {...drawing} {...size} />}
      {!seriesKind && (kind === "column" || kind === "line" || kind === "area" || kind === "combo") && (
        <CategoryChart kind={kind} {...drawing} {...size} />
      )}
      {(kind === "pie" || kind === "donut") && <PieChart donut={kind === "donut"} {...drawing} {...size} />}
      {kind === "scatter" && <ScatterChart {...drawing} {...size} />}
    </svg>
  );
}
