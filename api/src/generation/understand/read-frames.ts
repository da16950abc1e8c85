import type { Binding } from "./bind-columns.ts";
import type { Frame, Operation } from "./frame.ts";
import type { Unit } from "./read-units.ts";
import { framesFor, impliedOps } from "./candidate-frames.ts";
import { readPieces } from "./read-pieces.ts";
import { readChange } from "./read-change.ts";
import { readTransform } from "./read-transform.ts";
import { readRowMath } from "./read-row-math.ts";
import { readTiers } from "./read-tiers.ts";
import { scoreFrame } from "./score-frame.ts";

/** A candidate frame with how well it explains the request, and the words it leaves unexplained. */
export interface Reading {
  frame: Frame;
  score: number;
  unexplained: string[];
}

/** Every candidate frame the pieces allow, scored; best first. Empty when no operation can be read. */
export function readFrames(units: Unit[], binding: Binding): Reading[] {
  const pieces = readPieces(units, binding);
  const readings: Reading[] = [];
  const ops = pieces.ops.length > 0 ? pieces.ops : impliedOps(units, pieces);
  for (const op of ops) {
    for (const frame of framesFor(op.op, pieces, units, binding)) {
      // "how many different": the count words are part of a distinct count, as "highest" is of "3rd highest".
      // "countifs… how many": every word of the same operation is explained by it.
      const alike = pieces.ops.filter((o) => o.op === op.op || (kindred[frame.frame.op] ?? []).includes(o.op))
        .map((o) => o.unit);
      const reading = scoreFrame(frame.frame, op.unit, [...alike, ...frame.units], units, binding, pieces, op.weight);
      // A value whose column was picked among several with nothing to go by is not understood.
      if (frame.unsaidMeasure) reading.score -= 0.7;
      if (frame.guesses) {
        reading.score -= frame.guesses;
        reading.unexplained.push("(which column)");
      }
      readings.push(reading);
    }
  }
  // "improve from Score (B) to Test 2 (E) for row 6": two cells of a row worked together.
  const rowMath = readRowMath(units, pieces, binding);
  if (rowMath) {
    const frame: Frame = { op: "rowMath", criteria: [], wrap: {}, math: rowMath.math };
    const round = pieces.round ? { round: { digits: pieces.round.digits, how: pieces.round.how } } : {};
    readings.push(
      scoreFrame(
        { ...frame, wrap: round },
        -1,
        [...rowMath.units, ...pieces.round?.units ?? []],
        units,
        binding,
        pieces,
        1,
      ),
    );
  }
  // "the part of the email in B5 before the @, in proper case": one cell changed step by step.
  const transform = readTransform(units, pieces, binding);
  if (transform) {
    readings.push(scoreFrame(transform.frame, transform.opUnit, transform.units, units, binding, pieces, 1));
  }
  // "which item had the biggest increase from last year to this year": the row that moved most.
  const change = readChange(units, pieces, binding);
  if (change) readings.push(scoreFrame(change.frame, change.opUnit, change.units, units, binding, pieces, 1));
  // "size label for row 8: … 4000 or more Large, 2000 or more Medium, anything else Small": labels by tiers.
  const tiers = readTiers(units, pieces, binding);
  if (tiers) {
    const frame: Frame = { op: "label", criteria: [], wrap: {}, tiers };
    readings.push(scoreFrame(frame, -1, tiers.units, units, binding, pieces, 1));
  }
  return readings.sort((a, b) => b.score - a.score);
}

/** Operations whose words another operation also accounts for. */
const kindred: Partial<Record<Operation, Operation[]>> = {
  distinct: ["count", "unique"],
  share: ["count", "sum"],
  extremeLabel: ["lookup", "max", "min"],
  groupExtreme: ["lookup", "max", "min", "frequent"],
  nth: ["max", "min"],
  list: ["lookup", "list"],
  unique: ["list", "distinct"],
  running: ["sum"],
  join: ["list"],
  weighted: ["average"],
  lookup: ["lookup"],
};
