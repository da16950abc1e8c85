import { Axis } from "@visx/visx";
import { axisStyle } from "./chart-axes.ts";
import { categoryTicks, truncate } from "./chart-labels.ts";

/**
 * Room under a category (or time) axis: turned labels need room in proportion to their length. `ticks` says which
 * names are written and how.
 */
export function categoryAxisLayout(names: string[], innerWidth: number) {
  const ticks = categoryTicks(names, innerWidth);
  const bottom = ticks.rotate
    ? 44 + Math.round(Math.min(ticks.maxChars, Math.max(...names.map((n) => n.length))) * 4.5)
    : 48;
  return { ticks, bottom };
}

interface CategoryAxisBottomProps {
  /** The scale keyed by each point's position (two points may share a name). */
  scale: Parameters<typeof Axis.AxisBottom>[0]["scale"];
  names: string[];
  layout: ReturnType<typeof categoryAxisLayout>;
  top: number;
  label: string;
}

/** The names along the bottom, upright when they fit, else turned and cut short, and every n-th when crowded. */
export function CategoryAxisBottom({ scale, names, layout, top, label }: CategoryAxisBottomProps) {
  const { ticks, bottom } = layout;
  return (
    <Axis.AxisBottom
      top={top}
      scale={scale}
      tickValues={ticks.indices.map(String)}
      tickFormat={(key) => truncate(names[Number(key)], ticks.maxChars)}
      label={label}
      labelOffset={ticks.rotate ? bottom - 40 : 12}
      {...axisStyle}
      tickLabelProps={ticks.rotate
        ? { ...axisStyle.tickLabelProps, angle: -40, textAnchor: "end", verticalAnchor: "middle", dx: "-0.2em" }
        : { ...axisStyle.tickLabelProps, textAnchor: "middle" }}
    />
  );
}
