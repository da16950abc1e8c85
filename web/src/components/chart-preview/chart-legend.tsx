import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { type ChartKind, pieColourClass } from "./chart-kind.ts";
import { formatValue } from "./chart-labels.ts";
import type { ChartAxes } from "./chart-marks.ts";
import { seriesColourClass } from "./chart-series.ts";

interface ChartLegendProps {
  kind: ChartKind;
  data: ChartDatum[];
  axes: ChartAxes;
  series?: ChartSeriesInfo;
}

/**
 * What the colours mean, where it is not written on the drawing: every slice of a pie or donut with its share,
 * the two series of a combo, or each series of a chart of several (a line swatch for lines). A pie's or combo's
 * legend is hidden from screen readers, which read each mark's own label instead; a list of series is named after
 * what tells them apart ("Category"), so it says which series there are before their figures are read.
 */
export function ChartLegend({ kind, data, axes, series }: ChartLegendProps) {
  if (series) {
    const swatch = kind === "line" ? "chart-swatch chart-swatch-series-line" : "chart-swatch";
    return (
      <ul className="chart-legend chart-legend-series" aria-label={series.by}>
        {series.names.map((name, index) => (
          <li key={index} className={seriesColourClass(index, name)}>
            <span className={swatch} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    );
  }
  if (kind === "pie" || kind === "donut") {
    const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
    return (
      <ul className="chart-legend" aria-hidden="true">
        {data.map((datum, index) => (
          <li key={index}>
            <span className={`chart-swatch ${pieColourClass(index)}`} />
            {datum.name}{" "}
            <span className="chart-legend-value">
              {formatValue(datum.value)} ({total > 0 ? Math.round((Math.max(0, datum.value) / total) * 100) : 0}%)
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (kind === "combo" && data.some((datum) => datum.uv !== undefined)) {
    return (
      <ul className="chart-legend" aria-hidden="true">
        <li>
          <span className="chart-swatch chart-swatch-bar" />
          {axes.value}
        </li>
        <li>
          <span className="chart-swatch chart-swatch-line" />
          {axes.uv}
        </li>
      </ul>
    );
  }
  return null;
}
