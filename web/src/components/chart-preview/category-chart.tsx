import { Axis, Curve, Grid, Group, Scale, Shape } from "@visx/visx";
import type { ChartDatum } from "../../../../api/contract/data.ts";
import { CategoryAxisBottom, categoryAxisLayout } from "./category-axis.tsx";
import { axisStyle, valueDomain } from "./chart-axes.ts";
import { formatTick } from "./chart-labels.ts";
import { type ChartAxes, type ChartInteraction, describePoint, markProps } from "./chart-marks.ts";

interface CategoryChartProps {
  kind: "column" | "line" | "area" | "combo";
  data: ChartDatum[];
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/**
 * The drawings with the categories along the bottom: upright columns, a line, an area, and the combo (columns for
 * `value` on the left scale, a line for `uv` on its own scale at the right).
 */
export function CategoryChart({ kind, data, axes, width, height, interaction }: CategoryChartProps) {
  const names = data.map((datum) => datum.name);
  const keys = data.map((_, index) => String(index));
  const withLine = kind === "combo" && data.some((datum) => datum.uv !== undefined);
  const margin = { top: 16, right: withLine ? 56 : 16, left: 56 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const bottomAxis = categoryAxisLayout(names, innerWidth);
  const bottom = bottomAxis.bottom;
  const innerHeight = Math.max(0, height - margin.top - bottom);

  // Keyed by position, not name: two points may share a name, which would merge their bands.
  const x = kind === "line" || kind === "area"
    ? Scale.scalePoint<string>({ domain: keys, range: [0, innerWidth], padding: 0.5 })
    : Scale.scaleBand<string>({ domain: keys, range: [0, innerWidth], padding: 0.25 });
  const center = (index: number) => (x(String(index)) ?? 0) + x.bandwidth() / 2;
  const y = Scale.scaleLinear<number>({
    domain: valueDomain(data.map((datum) => datum.value)),
    range: [innerHeight, 0],
    nice: true,
  });
  const uvPoints = data.flatMap((datum, index) => (datum.uv === undefined ? [] : [{ index, uv: datum.uv }]));
  const yRight = Scale.scaleLinear<number>({
    domain: valueDomain(uvPoints.map((point) => point.uv)),
    range: [innerHeight, 0],
    nice: true,
  });
  const label = (datum: ChartDatum) => describePoint(datum, kind, axes).join(", ");

  return (
    <Group.Group left={margin.left} top={margin.top}>
      <Grid.GridRows scale={y} width={innerWidth} numTicks={5} className="chart-grid" />
      {(kind === "column" || kind === "combo") && data.map((datum, index) => {
        const top = y(Math.max(0, datum.value));
        return (
          <Shape.Bar
            key={index}
            {...markProps(
              datum,
              label(datum),
              { left: margin.left + center(index), top: margin.top + top },
              interaction,
            )}
            className="chart-mark chart-bar"
            x={x(String(index))}
            y={top}
            width={x.bandwidth()}
            height={Math.abs(y(datum.value) - y(0))}
            rx={2}
          />
        );
      })}
      {kind === "area" && (
        <Shape.AreaClosed<ChartDatum>
          data={data}
          x={(_, index) => center(index)}
          y={(datum) => y(datum.value)}
          yScale={y}
          curve={Curve.curveMonotoneX}
          className="chart-area"
        />
      )}
      {(kind === "line" || kind === "area") && (
        <Shape.LinePath<ChartDatum>
          data={data}
          x={(_, index) => center(index)}
          y={(datum) => y(datum.value)}
          curve={Curve.curveMonotoneX}
          className="chart-line"
        />
      )}
      {(kind === "line" || kind === "area") && data.map((datum, index) => (
        <circle
          key={index}
          {...markProps(
            datum,
            label(datum),
            { left: margin.left + center(index), top: margin.top + y(datum.value) },
            interaction,
          )}
          className="chart-mark chart-point"
          cx={center(index)}
          cy={y(datum.value)}
          r={5}
        />
      ))}
      {withLine && (
        <>
          <Shape.LinePath
            data={uvPoints}
            x={(point) => center(point.index)}
            y={(point) => yRight(point.uv)}
            curve={Curve.curveMonotoneX}
            className="chart-line chart-line-second"
          />
          {/* The bar beneath already carries this point's readings for keyboards and screen readers. */}
          {uvPoints.map((point) => (
            <circle
              key={point.index}
              className="chart-point chart-point-second"
              cx={center(point.index)}
              cy={yRight(point.uv)}
              r={4}
              aria-hidden="true"
            />
          ))}
        </>
      )}
      {/* The axes are for the eyes: each mark's own label names its category and figures. */}
      <g aria-hidden="true">
        <Axis.AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={formatTick}
          label={axes.value}
          {...axisStyle}
          labelOffset={36}
        />
        {withLine && (
          <Axis.AxisRight
            left={innerWidth}
            scale={yRight}
            numTicks={5}
            tickFormat={formatTick}
            label={axes.uv}
            {...axisStyle}
            labelOffset={26}
          />
        )}
        <CategoryAxisBottom scale={x} names={names} layout={bottomAxis} top={innerHeight} label={axes.name} />
      </g>
    </Group.Group>
  );
}
