import { Axis, Grid, Group, Scale } from "@visx/visx";
import type { ChartDatum } from "../../../../api/contract/data.ts";
import { axisStyle, valueDomain } from "./chart-axes.ts";
import { formatTick } from "./chart-labels.ts";
import { type ChartAxes, type ChartInteraction, describePoint, markProps } from "./chart-marks.ts";

interface ScatterChartProps {
  data: ChartDatum[];
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/** Points at (`x`, `value`): how one measure moves with another. A point without `x` takes its position. */
export function ScatterChart({ data, axes, width, height, interaction }: ScatterChartProps) {
  const margin = { top: 16, right: 20, bottom: 48, left: 56 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xOf = (datum: ChartDatum, index: number) => datum.x ?? index + 1;
  const xs = data.map(xOf);
  const low = Math.min(...xs);
  const high = Math.max(...xs);
  const x = Scale.scaleLinear<number>({
    domain: low === high ? [low - 1, high + 1] : [low, high],
    range: [0, innerWidth],
    nice: true,
  });
  const y = Scale.scaleLinear<number>({
    domain: valueDomain(data.map((datum) => datum.value)),
    range: [innerHeight, 0],
    nice: true,
  });
  const xTicks = Math.max(2, Math.min(6, Math.floor(innerWidth / 70)));

  return (
    <Group.Group left={margin.left} top={margin.top}>
      <Grid.Grid
        xScale={x}
        yScale={y}
        width={innerWidth}
        height={innerHeight}
        numTicksRows={5}
        numTicksColumns={xTicks}
        className="chart-grid"
      />
      {data.map((datum, index) => (
        <circle
          key={index}
          {...markProps(
            datum,
            describePoint(datum, "scatter", axes).join(", "),
            { left: margin.left + x(xOf(datum, index)), top: margin.top + y(datum.value) },
            interaction,
          )}
          className="chart-mark chart-point chart-point-scatter"
          cx={x(xOf(datum, index))}
          cy={y(datum.value)}
          r={6}
        />
      ))}
      {/* The axes are for the eyes: each mark's own label names its category and figures. */}
      <g aria-hidden="true">
        <Axis.AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={formatTick}
          label={axes.value}
          labelOffset={36}
          {...axisStyle}
        />
        <Axis.AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={xTicks}
          tickFormat={formatTick}
          label={axes.name}
          labelOffset={12}
          {...axisStyle}
          tickLabelProps={{ ...axisStyle.tickLabelProps, textAnchor: "middle" }}
        />
      </g>
    </Group.Group>
  );
}
