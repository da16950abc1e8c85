import type { Binding } from "./bind-columns.ts";
import { columnsUsed, type Frame } from "./frame.ts";
import { lookUp } from "./lexicon.ts";
import { isFiller, possessive, senseOf } from "./pieces.ts";
import type { Unit } from "./read-units.ts";
import type { Pieces } from "./read-pieces.ts";
import type { Reading } from "./read-frames.ts";

/** How much of the request a frame explains: the senses it used, less what it leaves unexplained or misuses. */
export function scoreFrame(
  frame: Frame,
  opUnit: number,
  usedUnits: number[],
  units: Unit[],
  binding: Binding,
  pieces: Pieces,
  opWeight: number,
): Reading {
  const used = new Set([opUnit, ...usedUnits, ...pieces.glossed]);
  const columns = columnsUsed(frame);
  let total = opWeight;
  const unexplained: string[] = [];
  // "average sale for Dev": a word for the kind of thing measured, right after the operation, names the measure.
  const measured = frame.measure !== undefined ? binding.columns[frame.measure].kind : undefined;
  const namesMeasure = (unit: Unit, i: number) =>
    opUnit >= 0 && i > opUnit && i <= opUnit + 2 && unit.kind === "word" && measured !== undefined &&
    unit.senses.some((s) => s.kind === "type" && (s.value === measured || measured === "unknown")) &&
    !unit.senses.some((s) => s.kind === "op") &&
    units.slice(opUnit + 1, i).every((u) => isFiller(u));
  // "which rep shows up the most" on column B: the word after "which" names the column answered with.
  const answered = frame.op === "extremeLabel" || frame.op === "groupExtreme" ? frame.label?.column : frame.measure;
  const namesAnswer = (unit: Unit, i: number) => {
    if (answered === undefined || unit.kind !== "word" || !senseOf(units[i - 1], "ask")) return false;
    const column = binding.columns[answered];
    // A word the lexicon does not know names a column that has no name of its own ("which agent … column C").
    if (unit.senses.length === 0) return column.names.length === 0 && /^[a-z]+$/.test(unit.text);
    return unit.senses.some((s) => s.kind === "type" && ["text", "unknown"].includes(column.kind)) &&
      unit.senses.every((s) => s.kind === "type" || s.kind === "rows");
  };
  units.forEach((unit, i) => {
    if (!used.has(i) && (namesMeasure(unit, i) || namesAnswer(unit, i))) used.add(i);
    if (used.has(i)) {
      total += unit.kind === "word" ? Math.max(0, ...unit.senses.map((s) => s.weight)) * 0.5 : 1;
      return;
    }
    const cost = costOf(unit, columns, pieces, i);
    if (cost > 0) {
      total -= cost;
      if (cost >= 0.3) unexplained.push(unit.text);
    }
  });
  total -= typeCost(frame, binding);
  // The lowest of a column of names is no answer to "cheapest": a reading that does arithmetic on text explains
  // nothing.
  const arithmetic = ["sum", "average", "median", "max", "min", "nth", "stdev", "percentile", "weighted"];
  const summed = frame.op === "groupExtreme" && frame.label?.per !== "count";
  if (
    frame.measure !== undefined && (arithmetic.includes(frame.op) || summed) &&
    binding.columns[frame.measure].kind === "text" && !frame.textNumbers
  ) {
    unexplained.push("(a column of text)");
  }
  // "the most recent order": an extreme said as a date is not of amounts.
  const dated = units[opUnit]?.kind === "word" && senseOf(units[opUnit], "type")?.value === "date";
  if (dated && frame.measure !== undefined && binding.columns[frame.measure].kind !== "date") total -= 1;
  // "closed deals for gus and the open ones for ben": one cell cannot equal two values, so these are two questions.
  const equal = frame.either ? [] : frame.criteria.filter((c) => c.comparator === "eq" && !c.anyOf);
  if (equal.some((c, k) => equal.slice(k + 1).some((d) => d.column === c.column))) {
    total -= 2;
    unexplained.push("(two values for one column)");
  }
  total += measureFollowsOperation(frame, units, opUnit) + measureOwned(frame, units) + columnAsked(frame, units);
  return { frame, score: total, unexplained };
}

function costOf(unit: Unit, columns: Set<number>, pieces: Pieces, i: number): number {
  switch (unit.kind) {
    case "column":
      // "the lost deals" where Deal is a header: a word for the rows themselves, which asks for nothing.
      return columns.has(unit.column) || Boolean(lookUp([unit.text])?.senses.some((s) => s.kind === "rows")) ? 0 : 1;
    case "rows":
    case "block":
      return 0;
    case "sign":
      return /[<>]/.test(unit.text) ? 1 : 0;
    case "word": {
      if (unit.senses.length === 0) return 1;
      if (isFiller(unit)) return 0;
      const strongest = Math.max(...unit.senses.filter((s) => s.kind !== "fill").map((s) => s.weight));
      const kinds = new Set(unit.senses.map((s) => s.kind));
      // A word that is glue as often as it is a comparison ("is", "of") costs nothing when left alone.
      if (kinds.has("fill")) return 0;
      if (kinds.has("neg")) return 1.5;
      if (kinds.has("beyond")) return 2;
      // "for sales before 2023": a word the rows go by asks nothing, whatever else it may mean.
      if (kinds.has("rows") && !kinds.has("op")) return 0;
      // An "or" no reading used would turn a choice into "and": it must be accounted for.
      if (kinds.has("conj")) return unit.senses.some((s) => s.value === "or") ? 1 : 0;
      // A word for a kind of column ("sales", "weighted") that no column took: a word the answer leaves out.
      if ([...kinds].every((k) => k === "type" || k === "rows")) return kinds.has("rows") ? 0 : 0.5;
      if (kinds.has("dir") && !pieces.dirs.some((d) => d.unit === i && ["asc", "desc"].includes(d.dir))) return 0.2;
      return kinds.has("op") ? 0.6 * strongest : strongest;
    }
    default:
      return 1;
  }
}

/** "find the price of…", "sum col E if…": the column named right after the operation's word is what it works on. */
function measureFollowsOperation(frame: Frame, units: Unit[], opUnit: number): number {
  if (frame.measure === undefined || opUnit < 0) return 0;
  for (let k = opUnit + 1; k < units.length && k <= opUnit + 4; k++) {
    const unit = units[k];
    // "average deal Value": a column word before another only says whose; the second is worked on.
    const next = units[k + 1];
    if (unit.kind === "column" && next?.kind === "column" && next.column !== unit.column) {
      return next.column === frame.measure ? 0.3 : 0;
    }
    if (unit.kind === "column") return unit.column === frame.measure ? 0.3 : 0;
    if (unit.kind !== "word" || !isFiller(unit)) return 0;
  }
  return 0;
}

/** "which category is P-1077 in", "which owner has…": the column an asking word names is the answer's column. */
function columnAsked(frame: Frame, units: Unit[]): number {
  const answer = frame.op === "extremeLabel" || frame.op === "groupExtreme" ? frame.label?.column : frame.measure;
  if (answer === undefined) return 0;
  for (let k = 0; k < units.length; k++) {
    if (
      units[k].kind !== "word" || !(units[k] as Extract<Unit, { kind: "word" }>).senses.some((s) => s.kind === "ask")
    ) {
      continue;
    }
    const next = units[k + 1];
    if (next?.kind === "column") return next.column === answer ? 0.5 : 0;
  }
  return 0;
}

/** "Liam Evans' department": the column a possessive owns is what is asked for. */
function measureOwned(frame: Frame, units: Unit[]): number {
  if (frame.measure === undefined) return 0;
  // "i need its price": "its" owns the column too.
  return units.some((unit, k) =>
      (possessive(unit) || (unit.kind === "word" && /^(?:its|their)$/i.test(unit.text))) &&
      units[k + 1]?.kind === "column" &&
      (units[k + 1] as Extract<Unit, { kind: "column" }>).column === frame.measure
    )
    ? 0.5
    : 0;
}

function typeCost(frame: Frame, binding: Binding): number {
  if (frame.measure === undefined) return 0;
  const measured = binding.columns[frame.measure].kind;
  const numeric = [
    "sum",
    "average",
    "median",
    "nth",
    "running",
    "rank",
    "max",
    "min",
    "extremeLabel",
    "stdev",
    "percentile",
  ]
    .includes(
      frame.op,
    );
  let cost = (numeric || frame.op === "share") && measured === "text" ? 2.5 : 0;
  // "which rep has the highest amount" names a person, but "the amount of the most recent order" may name a number.
  if (
    frame.op === "extremeLabel" && frame.label && binding.columns[frame.label.column].kind === "number" &&
    binding.columns[frame.measure].kind !== "date"
  ) {
    cost += 1;
  }
  if (frame.period && binding.columns[frame.period.column].kind !== "date") cost += 0.5;
  for (const criterion of frame.criteria) {
    const type = binding.columns[criterion.column].kind;
    const kind = criterion.value.kind;
    // "Berlin" tested on hours, 500 compared with a name: a value of the wrong kind for its column.
    if (type === "number" && kind === "text") cost += 1;
    if (type === "text" && (kind === "date" || (kind === "number" && criterion.comparator !== "eq"))) cost += 1;
    if (type === "date" && kind === "text") cost += 1;
  }
  return cost;
}
