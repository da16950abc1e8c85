import { Axis, Group, Responsive, Scale, Shape } from "@visx/visx";
import type { UsageDay } from "../../../../api/contract/admin.ts";
import { copy } from "../../copy.ts";
import { readerLocale } from "../../lib/format-time.ts";

const text = copy.admin.chart;
const height = 180;
const margin = { top: 12, right: 24, bottom: 28, left: 36 };

/** "2026-11-23" → "23 Nov", read in UTC as the server counts days. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(readerLocale(), { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Calls per day as bars, sized to its container so it fits a phone. The figures are also a visually hidden table,
 * which is what a screen reader reads; the drawing itself is hidden from it.
 */
export function UsageChart({ days }: { days: UsageDay[] }) {
  const { parentRef, width } = Responsive.useParentSize({ debounceTime: 50, initialSize: { width: 0, height } });
  const total = days.reduce((sum, day) => sum + day.calls, 0);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = Scale.scaleBand<string>({ domain: days.map((day) => day.date), range: [0, innerWidth], padding: 0.25 });
  const most = Math.max(1, ...days.map((day) => day.calls));
  const y = Scale.scaleLinear<number>({ domain: [0, most], range: [innerHeight, 0], nice: true });
  // Every seventh day is labelled: 30 labels do not fit a phone.
  const ticks = days.filter((_, index) => (days.length - 1 - index) % 7 === 0).map((day) => day.date);

  return (
    <figure className="usage-chart">
      <figcaption>
        <span className="usage-chart-title">{text.title}</span>
        <span className="usage-chart-summary">{text.summary(total, days.length)}</span>
      </figcaption>
      <div ref={parentRef} className="usage-chart-canvas">
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" focusable="false">
            <Group.Group left={margin.left} top={margin.top}>
              {days.map((day) => {
                const barHeight = innerHeight - (y(day.calls) ?? innerHeight);
                return (
                  <Shape.Bar
                    key={day.date}
                    className="usage-chart-bar"
                    x={x(day.date)}
                    y={innerHeight - barHeight}
                    width={x.bandwidth()}
                    height={barHeight}
                    rx={2}
                  />
                );
              })}
              <Axis.AxisLeft
                scale={y}
                numTicks={3}
                tickFormat={(value) => String(value)}
                stroke="var(--color-border)"
                tickStroke="var(--color-border)"
                tickLabelProps={{ fill: "var(--color-muted)", fontSize: 11 }}
              />
              <Axis.AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={ticks}
                tickFormat={dayLabel}
                stroke="var(--color-border)"
                tickStroke="var(--color-border)"
                tickLabelProps={{ fill: "var(--color-muted)", fontSize: 11, textAnchor: "middle" }}
              />
            </Group.Group>
          </svg>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{text.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.calls}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.calls}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
