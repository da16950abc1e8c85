import type { ChartDatum } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import type { ChartKind } from "./chart-kind.ts";
import { formatValue } from "./chart-labels.ts";
import type { ChartAxes } from "./chart-marks.ts";

/** The drawing's figures as a table, on request: exact values, and a way to read the chart without seeing it. */
export function ChartDataTable({ kind, data, axes }: { kind: ChartKind; data: ChartDatum[]; axes: ChartAxes }) {
  const withX = kind === "scatter" && data.some((datum) => datum.x !== undefined);
  const withUv = kind === "combo" && data.some((datum) => datum.uv !== undefined);
  return (
    <details className="chart-data">
      <summary>{copy.chartPreview.dataTable}</summary>
      <div className="chart-data-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{withX ? copy.chartPreview.name : axes.name}</th>
              {withX && <th scope="col">{axes.name}</th>}
              <th scope="col">{axes.value}</th>
              {withUv && <th scope="col">{axes.uv ?? copy.chartPreview.value}</th>}
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={index}>
                <th scope="row">{datum.name}</th>
                {withX && <td>{datum.x === undefined ? "" : formatValue(datum.x)}</td>}
                <td>{formatValue(datum.value)}</td>
                {withUv && <td>{datum.uv === undefined ? "" : formatValue(datum.uv)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
