import { Axis, Grid, Group, Scale, Shape } from "@visx/visx";
import type { ChartDatum } from "../../../../api/contract/data.ts";
import { axisStyle, valueDomain } from "./chart-axes.ts";
import { charsThatFit, formatTick, truncate } from "./chart-labels.ts";
import { type ChartAxes, type ChartInteraction, describePoint, markProps } from "./chart-marks.ts";

interface BarChartProps {
  data: ChartDatum[];
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/** Horizontal bars: the names read along the left, where long ones have room, even on a phone. */
export function BarChart({ data, axes, width, height, interaction }: BarChartProps) {
  const names = data.map((datum) => datum.name);
  // The names take up to a third of the width; the rest is for the bars.
  const nameWidth = Math.round(Math.min(140, Math.max(56, width * 0.3)));
  const margin = { top: 8, right: 20, bottom: 48, left: nameWidth + 26 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const keys = data.map((_, index) => String(index));
  const y = Scale.scaleBand<string>({ domain: keys, range: [0, innerHeight], padding: 0.2 });
  const x = Scale.scaleLinear<number>({
    domain: valueDomain(data.map((datum) => datum.value)),
    range: [0, innerWidth],
    nice: true,
  });
  // Names closer than a line apart would overlap: then only every n-th is written.
  const every = Math.max(1, Math.ceil(14 / Math.max(1, y.step())));
  const nameTicks = keys.filter((_, index) => index % every === 0);

  return (
    <Group.Group left={margin.left} top={margin.top}>
      <Grid.GridColumns
        scale={x}
        height={innerHeight}
        numTicks={Math.max(2, Math.floor(innerWidth / 80))}
        className="chart-grid"
      />
      {data.map((datum, index) => {
        const left = x(Math.min(0, datum.value));
        const length = Math.abs(x(datum.value) - x(0));
        const top = y(String(index)) ?? 0;
        return (
          <Shape.Bar
            key={index}
            {...markProps(
              datum,
              describePoint(datum, "bar", axes).join(", "),
              { left: margin.left + left + length, top: margin.top + top + y.bandwidth() / 2 },
              interaction,
            )}
            className="chart-mark chart-bar"
            x={left}
            y={top}
            width={length}
            height={y.bandwidth()}
            rx={2}
          />
        );
      })}
      {/* The axes are for the eyes: each mark's own label names its category and figures. */}
      <g aria-hidden="true">
        <Axis.AxisLeft
          scale={y}
          tickValues={nameTicks}
          tickFormat={(key) => truncate(names[Number(key)], charsThatFit(nameWidth))}
          label={axes.name}
          labelOffset={nameWidth + 2}
          {...axisStyle}
          hideTicks
        />
        <Axis.AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={Math.max(2, Math.floor(innerWidth / 80))}
          tickFormat={formatTick}
          label={axes.value}
          labelOffset={12}
          {...axisStyle}
          tickLabelProps={{ ...axisStyle.tickLabelProps, textAnchor: "middle" }}
        />
      </g>
    </Group.Group>
  );
}
