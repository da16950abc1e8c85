import type { Binding } from "./bind-columns.ts";
import type { Frame } from "./frame.ts";
import { senseOf } from "./pieces.ts";
import type { Pieces } from "./read-pieces.ts";
import type { Unit } from "./read-units.ts";

/** The label of the row that moved most between two columns, and the units that said it. */
export interface ChangeRead {
  frame: Frame;
  opUnit: number;
  units: number[];
}

/**
 * "how many items went up from last year": the count of rows whose second column is above the first.
 * "which item had the biggest increase from last year (B) to this year (C)", "which item dropped the most": the label
 * of the row whose second column less its first is largest (a rise) or smallest (a fall). The two columns are the
 * first two of numbers said, in the order said; the label is a column of text said besides them. Null otherwise.
 */
export function readChange(units: Unit[], pieces: Pieces, binding: Binding): ChangeRead | null {
  const moves = units.flatMap((u, i) => senseOf(u, "move") ? [{ i, way: senseOf(u, "move")!.value }] : []);
  if (moves.length !== 1) return null;
  const extremes = pieces.ops.filter((o) => o.op === "max" || o.op === "min");
  // "dropped the most" is the largest fall; "the smallest increase" the least rise.
  const least = extremes.some((o) => o.op === "min");
  const said = [...new Set(units.flatMap((u) => u.kind === "column" ? [u.column] : []))];
  const numbers = said.filter((c) => binding.columns[c].kind !== "text" && binding.columns[c].kind !== "date");
  // "went up compared to last year" with the columns given: the other column of the same kind of name ("This year").
  if (numbers.length === 1 && binding.fromField) {
    const last = binding.columns[numbers[0]].names[0]?.at(-1);
    const others = binding.columns.flatMap((c, index) =>
      index !== numbers[0] && c.kind !== "text" && c.names.some((n) => n.at(-1) === last) ? [index] : []
    );
    if (others.length === 1) numbers.push(others[0]);
  }
  const labels = said.filter((c) => binding.columns[c].kind === "text");
  const counting = pieces.ops.find((o) => o.op === "count");
  if (numbers.length !== 2 || (labels.length !== 1 && !counting)) return null;
  // "(this year minus last year)": the change said as a subtraction, whatever order the columns came in before.
  const minus = units.findIndex((u, i) =>
    senseOf(u, "math")?.value === "minus" && units[i - 1]?.kind === "column" && units[i + 1]?.kind === "column"
  );
  const column = (i: number) => (units[i] as Extract<Unit, { kind: "column" }>).column;
  // "this year vs last year": the first said is the newer, compared against the second.
  const firstAt = (c: number) => units.findIndex((u) => u.kind === "column" && u.column === c);
  const versus = units.findIndex((u, i) =>
    u.kind === "word" && /^(?:vs\.?|versus|v)$/i.test(u.text) && i > firstAt(numbers[0]) && i < firstAt(numbers[1])
  );
  const [from, to] = minus >= 0
    ? [column(minus + 1), column(minus - 1)]
    : versus >= 0
    ? [numbers[1], numbers[0]]
    : numbers;
  if (from === to || !numbers.includes(from) || !numbers.includes(to)) return null;
  const rising = moves[0].way === "up";
  // "how many items went up from last year": the rows whose second column is above (or below) the first.
  if (counting && extremes.length === 0) {
    const comparator = rising ? "gt" : "lt";
    return {
      frame: { op: "count", criteria: [{ column: to, comparator, value: { kind: "column", column: from } }], wrap: {} },
      opUnit: counting.unit,
      units: [moves[0].i],
    };
  }
  if (labels.length !== 1) return null;
  const frame: Frame = {
    op: "extremeLabel",
    criteria: [],
    wrap: {},
    measure: to,
    less: from,
    label: { column: labels[0], extreme: rising !== least ? "max" : "min" },
  };
  // "which item": the asking word is answered by the label.
  const asking = pieces.ops.filter((o) => o.op === "lookup" && senseOf(units[o.unit], "ask")).map((o) => o.unit);
  return {
    frame,
    opUnit: moves[0].i,
    units: [
      ...extremes.map((o) => o.unit),
      ...asking,
      ...(minus >= 0 ? [minus] : []),
      ...(versus >= 0 ? [versus] : []),
    ],
  };
}
