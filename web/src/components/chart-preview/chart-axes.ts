/** The axes' look, shared by every drawing: the page's border and muted text colours. */
export const axisStyle = {
  stroke: "var(--color-border-strong)",
  tickStroke: "var(--color-border-strong)",
  tickLabelProps: { fill: "var(--color-muted)", fontSize: 11 },
  labelProps: { fill: "var(--color-text)", fontSize: 12, fontWeight: 600, textAnchor: "middle" as const },
};

/** A value axis always shows zero, so bar lengths compare truly; a flat series still gets a scale. */
export function valueDomain(values: number[]): [number, number] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return low === high ? [0, 1] : [low, high];
}
