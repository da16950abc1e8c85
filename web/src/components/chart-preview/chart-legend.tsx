import type { ChartDatum } from "../../../../api/contract/data.ts";
import { type ChartKind, pieColourClass } from "./chart-kind.ts";
import { formatValue } from "./chart-labels.ts";
import type { ChartAxes } from "./chart-marks.ts";

/**
 * What the colours mean, where it is not written on the drawing: every slice of a pie or donut with its share,
 * or the two series of a combo. Hidden from screen readers, which read each mark's own label instead.
 */
export function ChartLegend({ kind, data, axes }: { kind: ChartKind; data: ChartDatum[]; axes: ChartAxes }) {
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
