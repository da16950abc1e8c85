import { useLayoutEffect, useRef, useState } from "react";

interface ChartTooltipProps {
  /** The point's place in the drawing, in px from its top left corner. */
  left: number;
  top: number;
  /** The drawing's width: the tooltip stays inside it, even beside a point at a phone's edge. */
  width: number;
  /** The point's name first, then its figures. */
  lines: string[];
}

/** Space between the point and the tooltip. */
const gap = 12;

/**
 * The figures of the point under the pointer or the focus, centred above it (below it when there is no room
 * above), and moved sideways as far as needed to stay inside the drawing. The focused mark's own label already says
 * this to screen readers, so the tooltip is for the eyes only.
 */
export function ChartTooltip({ left, top, width, lines }: ChartTooltipProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  const text = lines.join("\n");
  // Measured before paint, so it never shows in the wrong place first; again whenever the text changes.
  useLayoutEffect(() => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setSize({ width: rect.width, height: rect.height });
  }, [text]);

  const x = size ? Math.max(0, Math.min(left - size.width / 2, width - size.width)) : left;
  const y = size && top - size.height - gap < 0 ? top + gap : top - (size?.height ?? 0) - gap;
  return (
    <div
      ref={box}
      className="chart-tooltip"
      aria-hidden="true"
      style={{ left: x, top: y, visibility: size ? "visible" : "hidden" }}
    >
      {lines.map((line, index) => index === 0 ? <strong key={index}>{line}</strong> : <span key={index}>{line}</span>)}
    </div>
  );
}
