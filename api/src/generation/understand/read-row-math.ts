import type { Binding } from "./bind-columns.ts";
import type { RowMath } from "./frame.ts";
import { senseOf } from "./pieces.ts";
import type { Pieces } from "./read-pieces.ts";
import type { Unit } from "./read-units.ts";

/** Two cells of one row worked together, and the units that said it. */
export interface RowMathRead {
  math: RowMath;
  units: number[];
}

/**
 * "how much did the student in row 6 improve from Score (B) to Test 2 (E)", "% change from Score to Test 2 for row 2",
 * "ratio of Test 2 to score for row 5", "end date C3 minus start B3": two cells of one row, said as columns with a row
 * or as cells, subtracted, divided, or as the change from the first to the second. Null otherwise.
 */
export function readRowMath(units: Unit[], pieces: Pieces, binding: Binding): RowMathRead | null {
  const said = units.flatMap((u, i) => senseOf(u, "math") ? [{ i, how: senseOf(u, "math")!.value }] : []);
  if (said.length !== 1) return null;
  const row = pieces.rowsSaid.find((r) => !r.start);
  const places = units.flatMap((u, i) =>
    u.kind === "cell"
      ? [{ i, ref: binding.cells[u.cell].ref }]
      : u.kind === "column" && row
      ? [{ i, ref: `${binding.columns[u.column].letter}${row.row}` }]
      : []
  );
  // The first two places said, each once: "Score (B)" and its letter are one place.
  const distinct = places.filter((p, k) => places.findIndex((q) => q.ref === p.ref) === k);
  if (distinct.length !== 2) return null;
  const [first, second] = distinct;
  const how = said[0].how;
  const math: RowMath = how === "minus"
    ? { op: "minus", left: first.ref, right: second.ref }
    : how === "ratio"
    ? { op: "ratio", left: first.ref, right: second.ref }
    : how === "change"
    ? { op: "change", left: second.ref, right: first.ref }
    : { op: "minus", left: second.ref, right: first.ref };
  // "how many days does it take", "for Dia (row 5)": the question's words, the unit, and whose row it is.
  const asked = units.flatMap((u, i) =>
    /^how (?:much|many)$/i.test((u as { text?: string }).text ?? "") || senseOf(u, "unit")?.value === "day" ? [i] : []
  );
  const whose = row
    ? units.flatMap((u, i) =>
      u.kind === "word" && /^[A-Z]/.test(u.text) && u.senses.length === 0 && i < row.units[0] &&
        row.units[0] - i <= 2
        ? [i]
        : []
    )
    : [];
  return { math, units: [said[0].i, ...places.map((p) => p.i), ...row?.units ?? [], ...asked, ...whose] };
}
