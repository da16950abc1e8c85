import { Group, Shape } from "@visx/visx";
import type { ChartDatum } from "../../../../api/contract/data.ts";
import { pieColourClass } from "./chart-kind.ts";
import { charsThatFit, truncate } from "./chart-labels.ts";
import { type ChartAxes, type ChartInteraction, describePoint, markProps } from "./chart-marks.ts";

interface PieChartProps {
  donut: boolean;
  data: ChartDatum[];
  axes: ChartAxes;
  width: number;
  height: number;
  interaction: ChartInteraction;
}

/** Slices narrower than this (in radians) carry no label: it would not fit; the legend and tooltip name them. */
const labelledAngle = 0.35;

/** A pie, or a donut with a hole, in the spec's four colours; slices are labelled where the label fits. */
export function PieChart({ donut, data, axes, width, height, interaction }: PieChartProps) {
  const radius = Math.max(0, Math.min(width, height) / 2 - 8);
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
  return (
    <Group.Group top={height / 2} left={width / 2}>
      <Shape.Pie<ChartDatum>
        data={data}
        // A share cannot be negative; such a point draws no slice.
        pieValue={(datum) => Math.max(0, datum.value)}
        // In the data's order, so the colours follow the legend.
        pieSortValues={null}
        outerRadius={radius}
        innerRadius={donut ? radius * 0.58 : 0}
        padAngle={0.005}
      >
        {(pie) =>
          pie.arcs.map((arc) => {
            const [labelX, labelY] = pie.path.centroid(arc);
            const share = total > 0 ? Math.round((Math.max(0, arc.data.value) / total) * 100) : 0;
            const label = `${describePoint(arc.data, donut ? "donut" : "pie", axes).join(", ")} (${share}%)`;
            return (
              <g key={arc.index}>
                <path
                  {...markProps(
                    arc.data,
                    label,
                    { left: width / 2 + labelX, top: height / 2 + labelY },
                    interaction,
                  )}
                  className={`chart-mark chart-slice ${pieColourClass(arc.index)}`}
                  d={pie.path(arc) ?? ""}
                />
                {arc.endAngle - arc.startAngle >= labelledAngle && (
                  <text
                    className="chart-slice-label"
                    x={labelX}
                    y={labelY}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    aria-hidden="true"
                  >
                    {truncate(arc.data.name, charsThatFit(radius * (donut ? 0.5 : 0.7)))}
                  </text>
                )}
              </g>
            );
          })}
      </Shape.Pie>
    </Group.Group>
  );
}
