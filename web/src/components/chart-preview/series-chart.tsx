import { Axis, Curve, Grid, Group, Scale, Shape } from "@visx/visx";
import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { CategoryAxisBottom, categoryAxisLayout } from "./category-axis.tsx";
import { axisStyle, valueDomain } from "./chart-axes.ts";
import { formatTick } from "./chart-labels.ts";
import { type ChartAxes, type ChartInteraction, markProps } from "./chart-marks.ts";
import { describeSeriesPoint, drawnValues, formatPercentTick, seriesColourClass, stackOf } from "./chart-series.ts";

/** The drawings of several series: a line each, areas, or columns stacked, stacked to 100 % or side by side. */
export type SeriesKind = "line" | "area" | "column";

interface SeriesChartProps {
  kind: SeriesKind;
  data: ChartDatum[];
  series: ChartSeriesInfo;
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/** A series' place in one point's drawing: from and to on the value scale (to alone for a line), or nothing. */
type Segment = { from: number; to: number } | null;

/**
 * Several series over the same points (months along the bottom, in order): a line for each, areas, or columns
 * stacked, stacked to 100 % or clustered. Each point (a month) is one keyboard stop whose label reads every series'
 * figure and the total, so twelve months of eight series are twelve stops rather than ninety-six.
 */
export function SeriesChart({ kind, data, series, axes, width, height, interaction }: SeriesChartProps) {
  const names = data.map((datum) => datum.name);
  const keys = data.map((_, index) => String(index));
  const stacked = series.stacking !== "none";
  const percent = series.stacking === "percent";
  // Measures (revenue and cost) share the value axis: it names them all, where `value` names only the first.
  const valueTitle = series.total === undefined ? series.names.join(", ") : axes.value;
  const margin = { top: 16, right: 16, left: 56 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const bottomAxis = categoryAxisLayout(names, innerWidth);
  const innerHeight = Math.max(0, height - margin.top - bottomAxis.bottom);

  const drawn = data.map((datum) => drawnValues(datum, series));
  const segments: Segment[][] = drawn.map((values) =>
    stacked
      ? stackOf(values).map((part, s) => (values[s] === null ? null : part))
      : values.map((value) => value === null ? null : { from: 0, to: value })
  );
  const tops = segments.flat().flatMap((segment) => (segment ? [segment.to] : []));
  const x = kind === "column"
    ? Scale.scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.2 })
    : Scale.scalePoint<string>({ domain: keys, range: [0, innerWidth], padding: 0.5 });
  const step = x.step();
  const center = (index: number) => (x(String(index)) ?? 0) + x.bandwidth() / 2;
  const y = Scale.scaleLinear<number>({
    domain: percent ? [0, 100] : valueDomain(tops),
    range: [innerHeight, 0],
    nice: !percent,
  });
  // Clustered columns: a slot for each series within the point's band.
  const cluster = Scale.scaleBand<number>({
    domain: series.names.map((_, s) => s),
    range: [0, kind === "column" ? x.bandwidth() : 0],
    padding: 0.08,
  });
  const colour = (s: number) => seriesColourClass(s, series.names[s]);
  const describe = (datum: ChartDatum) => describeSeriesPoint(datum, series, axes);

  return (
    <Group.Group left={margin.left} top={margin.top}>
      <Grid.GridRows scale={y} width={innerWidth} numTicks={5} className="chart-grid" />
      {kind === "column" && data.map((_, index) =>
        series.names.map((name, s) => {
          const segment = segments[index][s];
          if (!segment) return null;
          const left = (x(String(index)) ?? 0) + (stacked ? 0 : cluster(s) ?? 0);
          const top = y(Math.max(segment.from, segment.to));
          return (
            <Shape.Bar
              key={`${index}-${name}`}
              className={`chart-series-bar ${colour(s)}`}
              x={left}
              y={top}
              width={stacked ? x.bandwidth() : cluster.bandwidth()}
              height={Math.abs(y(segment.to) - y(segment.from))}
              aria-hidden="true"
            />
          );
        })
      )}
      {kind === "area" && series.names.map((name, s) => (
        <Shape.Area<Segment>
          key={name}
          data={segments.map((parts) => parts[s])}
          defined={(segment) => segment !== null}
          x={(_, index) => center(index)}
          y0={(segment) => y(segment!.from)}
          y1={(segment) => y(segment!.to)}
          curve={Curve.curveMonotoneX}
          className={`chart-series-area ${colour(s)}`}
          aria-hidden="true"
        />
      ))}
      {kind !== "column" &&
        series.names.map((name, s) => (
          <g key={name} className={`chart-series ${colour(s)}`} data-series={name} aria-hidden="true">
            <Shape.LinePath<Segment>
              data={segments.map((parts) =>
                parts[s]
              )}
              defined={(segment) =>
                segment !== null}
              x={(_, index) =>
                center(index)}
              y={(segment) => y(segment!.to)}
              curve={Curve.curveMonotoneX}
              className="chart-series-line"
            />
            {segments.map((parts, index) =>
              parts[s] && (
                <circle key={index} className="chart-series-point" cx={center(index)} cy={y(parts[s]!.to)} r={3} />
              )
            )}
          </g>
        ))}
      {/* One stop per point, as wide as its slot: hovering anywhere over a month shows that month's figures. */}
      {data.map((datum, index) => {
        const highest = Math.min(...segments[index].flatMap((segment) => (segment ? [y(segment.to)] : [innerHeight])));
        return (
          <rect
            key={index}
            {...markProps(
              datum,
              describe(datum).join(", "),
              { left: margin.left + center(index), top: margin.top + highest },
              interaction,
            )}
            className="chart-mark chart-slot"
            x={center(index) - step / 2}
            y={0}
            width={step}
            height={innerHeight}
          />
        );
      })}
      {/* The axes are for the eyes: each point's own label names its period and figures. */}
      <g aria-hidden="true">
        <Axis.AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={percent ? formatPercentTick : formatTick}
          label={percent ? `${axes.value} (%)` : valueTitle}
          {...axisStyle}
          labelOffset={36}
        />
        <CategoryAxisBottom scale={x} names={names} layout={bottomAxis} top={innerHeight} label={axes.name} />
      </g>
    </Group.Group>
  );
}
