import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import type { ChartKind } from "./chart-kind.ts";
import { formatValue } from "./chart-labels.ts";
import type { ChartAxes } from "./chart-marks.ts";
import { seriesValues } from "./chart-series.ts";

interface ChartDataTableProps {
  kind: ChartKind;
  data: ChartDatum[];
  axes: ChartAxes;
  series?: ChartSeriesInfo;
}

/** A column of figures: its heading and each point's figure in it (nothing where there is none). */
interface FigureColumn {
  heading: string;
  figure: (datum: ChartDatum) => number | null | undefined;
}

/**
 * The columns beside each point's name: a column per series then the total, for several series; else the value,
 * with the x before it for a scatter and the second measure after it for a combo.
 */
function figureColumns({ kind, data, axes, series }: ChartDataTableProps): { first: string; columns: FigureColumn[] } {
  if (series) {
    const parts = series.names.map((heading, s) => ({
      heading,
      figure: (d: ChartDatum) => seriesValues(d, series)[s],
    }));
    const total = series.total ? [{ heading: series.total, figure: (d: ChartDatum) => d.value }] : [];
    return { first: axes.name, columns: [...parts, ...total] };
  }
  const withX = kind === "scatter" && data.some((datum) => datum.x !== undefined);
  const withUv = kind === "combo" && data.some((datum) => datum.uv !== undefined);
  return {
    first: withX ? copy.chartPreview.name : axes.name,
    columns: [
      ...(withX ? [{ heading: axes.name, figure: (d: ChartDatum) => d.x }] : []),
      { heading: axes.value, figure: (d: ChartDatum) => d.value },
      ...(withUv ? [{ heading: axes.uv ?? copy.chartPreview.value, figure: (d: ChartDatum) => d.uv }] : []),
    ],
  };
}

/** The drawing's figures as a table, on request: exact values, and a way to read the chart without seeing it. */
export function ChartDataTable(props: ChartDataTableProps) {
  const { first, columns } = figureColumns(props);
  return (
    <details className="chart-data">
      <summary>{copy.chartPreview.dataTable}</summary>
      <div className="chart-data-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {columns.map((column, index) => <th key={index} scope="col">{column.heading}</th>)}
            </tr>
          </thead>
          <tbody>
            {props.data.map((datum, index) => (
              <tr key={index}>
                <th scope="row">{datum.name}</th>
                {columns.map((column, c) => {
                  const figure = column.figure(datum);
                  return <td key={c}>{figure === null || figure === undefined ? "" : formatValue(figure)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
