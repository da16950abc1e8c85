import type { ChartDatum } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import type { ChartKind } from "./chart-kind.ts";
import { formatValue } from "./chart-labels.ts";

/** What the columns of the data stand for, as the axes and the tooltip name them. */
export interface ChartAxes {
  name: string;
  value: string;
  uv?: string;
}

/** Where a drawing reports the point under the pointer or the focus: its datum and its place in the drawing. */
export interface ChartInteraction {
  show: (datum: ChartDatum, left: number, top: number) => void;
  hide: () => void;
}

/** A point's readings, one per line: its name, then each measure the drawing shows. */
export function describePoint(datum: ChartDatum, kind: ChartKind, axes: ChartAxes): string[] {
  const lines = [datum.name];
  if (kind === "scatter" && datum.x !== undefined) lines.push(`${axes.name}: ${formatValue(datum.x)}`);
  lines.push(`${axes.value}: ${formatValue(datum.value)}`);
  if (kind === "combo" && datum.uv !== undefined) {
    lines.push(`${axes.uv ?? copy.chartPreview.value}: ${formatValue(datum.uv)}`);
  }
  return lines;
}

/**
 * Each bar, slice or point is a keyboard stop named by its readings, and shows the tooltip on hover and on focus,
 * so the figures are reachable without a mouse and read out by screen readers.
 */
export function markProps(
  datum: ChartDatum,
  label: string,
  anchor: { left: number; top: number },
  interaction: ChartInteraction,
) {
  const show = () => interaction.show(datum, anchor.left, anchor.top);
  return {
    className: "chart-mark",
    tabIndex: 0,
    role: "img",
    "aria-label": label,
    onMouseEnter: show,
    onFocus: show,
    onMouseLeave: interaction.hide,
    onBlur: interaction.hide,
  };
}
