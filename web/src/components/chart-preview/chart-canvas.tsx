import type { ChartDatum } from "../../../../api/contract/data.ts";
import { BarChart } from "./bar-chart.tsx";
import { CategoryChart } from "./category-chart.tsx";
import type { ChartKind } from "./chart-kind.ts";
import type { ChartAxes, ChartInteraction } from "./chart-marks.ts";
import { PieChart } from "./pie-chart.tsx";
import { ScatterChart } from "./scatter-chart.tsx";

interface ChartCanvasProps {
  kind: ChartKind;
  /** Names the drawing for assistive technology, e.g. "Line Chart preview". */
  label: string;
  data: ChartDatum[];
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/** The drawing at a given size: one svg, holding the kind of chart chosen. */
export function ChartCanvas({ kind, label, width, height, ...drawing }: ChartCanvasProps) {
  const size = { width, height };
  return (
    <svg width={width} height={height} role="group" aria-label={label} data-kind={kind} className="chart-canvas">
      {kind === "bar" && <BarChart {...drawing} {...size} />}
      {(kind === "column" || kind === "line" || kind === "area" || kind === "combo") && (
        <CategoryChart kind={kind} {...drawing} {...size} />
      )}
      {(kind === "pie" || kind === "donut") && <PieChart donut={kind === "donut"} {...drawing} {...size} />}
      {kind === "scatter" && <ScatterChart {...drawing} {...size} />}
    </svg>
  );
}
