import { Responsive } from "@visx/visx";
import { useState } from "react";
import type { ChartDatum, ChartFamily, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { ChartCanvas, seriesKindOf } from "./chart-canvas.tsx";
import { chooseChartKind } from "./chart-kind.ts";
import { ChartDataTable } from "./chart-data-table.tsx";
import { ChartLegend } from "./chart-legend.tsx";
import { type ChartAxes, describePoint } from "./chart-marks.ts";
import { describeSeriesPoint } from "./chart-series.ts";
import { ChartTooltip } from "./chart-tooltip.tsx";
import "./chart-preview.css";

/** The spec's chart preview height. */
export const chartPreviewHeight = 400;

interface ChartPreviewProps {
  chartType: string;
  family?: ChartFamily;
  data: ChartDatum[];
  /** The columns `name`, `value` and `uv` come from; the axes and tooltips are named after them. */
  axes?: ChartAxes;
  /** Several series (one per category or measure): each datum's `series` holds their figures. */
  series?: ChartSeriesInfo;
}

/**
 * A preview of the recommended chart, drawn with visx at the width of its container (so it fits a phone) and the
 * spec's 400 px height. Bars, slices and points take the keyboard focus and show their figures in a tooltip; the
 * same figures are also a table under the drawing. Only the chart generator's lazy page imports it, so the drawing
 * code (visx) is downloaded by the pages that draw and by no other.
 */
export function ChartPreview({ chartType, family, data, axes, series }: ChartPreviewProps) {
  const kind = chooseChartKind(chartType, family);
  // Series only where the drawing can show them; a pie or a combo keeps its own reading of the data.
  const drawnSeries = seriesKindOf(kind, series) ? series : undefined;
  const named: ChartAxes = axes ?? { name: copy.chartPreview.name, value: copy.chartPreview.value };
  const { parentRef, width } = Responsive.useParentSize({
    debounceTime: 50,
    initialSize: { width: 0, height: chartPreviewHeight },
  });
  const [pointed, setPointed] = useState<{ datum: ChartDatum; left: number; top: number } | null>(null);

  if (data.length === 0) return <p className="chart-preview-empty">{copy.chartPreview.noData}</p>;

  return (
    <figure className="chart-preview" data-kind={kind}>
      <ChartLegend kind={kind} data={data} axes={named} series={drawnSeries} />
      <div ref={parentRef} className="chart-preview-canvas" style={{ height: chartPreviewHeight }}>
        {width > 0 && (
          <ChartCanvas
            kind={kind}
            label={copy.chartPreview.label(chartType)}
            data={data}
            axes={named}
            series={drawnSeries}
            width={width}
            height={chartPreviewHeight}
            interaction={{
              show: (datum, left, top) => setPointed({ datum, left, top }),
              hide: () => setPointed(null),
            }}
          />
        )}
        {pointed && (
          <ChartTooltip
            left={pointed.left}
            top={pointed.top}
            width={width}
            lines={drawnSeries
              ? describeSeriesPoint(pointed.datum, drawnSeries, named)
              : describePoint(pointed.datum, kind, named)}
          />
        )}
      </div>
      <ChartDataTable kind={kind} data={data} axes={named} series={drawnSeries} />
    </figure>
  );
}
