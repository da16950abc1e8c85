import type { Binding, ColumnKind } from "./bind-columns.ts";
import type { Criterion, Frame, Operation, Value } from "./frame.ts";
import { lookUp } from "./lexicon.ts";
import { criterionAt, type CriterionPiece, isFiller, periodAt, type PeriodPiece, senseOf, valueAt } from "./pieces.ts";
import type { Unit } from "./read-units.ts";

/** A candidate frame with how well it explains the request, and the words it leaves unexplained. */
export interface Reading {
  frame: Frame;
  score: number;
  unexplained: string[];
}

interface Pieces {
  /** The units the criteria and periods took. */
  taken: Set<number>;
  criteria: CriterionPiece[];
  periods: PeriodPiece[];
  ops: { unit: number; op: Operation; weight: number }[];
  nth?: { units: number[]; n: number; from: "largest" | "smallest" };
  iferror?: { units: number[]; value: Value };
  round?: { units: number[]; digits: number; how: "round" | "up" | "down" };
  dirs: { unit: number; dir: string }[];
}

const opNames: Record<string, Operation> = {
  sum: "sum",
  count: "count",
  average: "average",
  median: "median",
  max: "max",
  min: "min",
  distinct: "distinct",
  share: "share",
  rank: "rank",
  lookup: "lookup",
  list: "list",
  unique: "unique",
  running: "running",
  sort: "list",
};

/** Whether a text value may belong to a column: not when its kind names another column ("lost" is a stage). */
function fitsColumn(criterion: CriterionPiece, column: number, binding: Binding): boolean {
  if (criterion.value.kind !== "text") return true;
  const kind = lookUp([criterion.value.text])?.senses.find((s) => s.kind === "class")?.value;
  if (!kind) return true;
  const named = (index: number) => binding.columns[index].names.some((n) => n.includes(kind));
  return named(column) || !binding.columns.some((_, index) => named(index));
}

function readPieces(units: Unit[], binding: Binding): Pieces {
  const taken = new Set<number>();
  const pieces: Pieces = { taken, criteria: [], periods: [], ops: [], dirs: [] };
  const free = (list: number[]) => list.every((k) => !taken.has(k));
  for (let i = 0; i < units.length; i++) {
    if (taken.has(i)) continue;
    const period = periodAt(units, i);
    if (period && free(period.units)) {
      pieces.periods.push(period);
      period.units.forEach((k) => taken.add(k));
      continue;
    }
    const criterion = startsCriterion(units, i) ? criterionAt(units, i) : null;
    if (criterion && free(criterion.units) && acceptable(units, i, criterion)) {
      // "the Lighting category", "amount excluding Closed status": a value right before its column's name belongs
      // to that column, unless the value is of a kind another column is named for ("lost deals" with a Stage).
      const last = Math.max(...criterion.units);
      const after = units[last + 1];
      if (
        after?.kind === "column" && ["eq", "ne"].includes(criterion.comparator) && criterion.value.kind === "text" &&
        fitsColumn(criterion, after.column, binding)
      ) {
        if (criterion.column !== null) criterion.units = criterion.units.filter((k) => k !== i);
        criterion.column = after.column;
        criterion.units.push(last + 1);
      }
      pieces.criteria.push(criterion);
      criterion.units.forEach((k) => taken.add(k));
      i = Math.max(...criterion.units);
    }
  }
  units.forEach((unit, i) => {
    if (taken.has(i) || unit.kind !== "word") return;
    for (const sense of unit.senses) {
      if (sense.kind === "op" && opNames[sense.value]) {
        pieces.ops.push({ unit: i, op: opNames[sense.value], weight: sense.weight });
      }
      if (sense.kind === "dir") pieces.dirs.push({ unit: i, dir: sense.value });
    }
  });
  readNth(units, pieces, taken);
  readWraps(units, pieces, taken);
  return pieces;
}

function startsCriterion(units: Unit[], i: number): boolean {
  const unit = units[i];
  return unit.kind === "column" || unit.kind === "quote" || (unit.kind === "sign" && /[<>=!]/.test(unit.text)) ||
    Boolean(senseOf(unit, "cmp") || senseOf(unit, "neg")) || (unit.kind === "word" && valueAt(units, i) !== null);
}

/** Whether a read criterion is one: a column needs a comparison or a value right after it; a bare word needs a mark. */
function acceptable(units: Unit[], i: number, piece: CriterionPiece): boolean {
  const first = units[i];
  const compared = piece.units.some((k) =>
    senseOf(units[k], "cmp") || senseOf(units[k], "neg") || units[k].kind === "sign"
  );
  if (first.kind === "column") {
    if (compared) return true;
    const next = units[i + 1];
    return piece.units.includes(i + 1) &&
      (next?.kind === "quote" || /^[A-Z]/.test((next as { text?: string }).text ?? ""));
  }
  if (compared || first.kind === "quote") return true;
  if (first.kind !== "word") return false;
  // A bare word is a value when it is one the lexicon knows ("east") or capitalised as a name is ("Berlin").
  return /^[A-Z0-9]/.test(first.text) || first.senses.some((s) => s.kind === "class");
}

/** "3rd highest", "second smallest", "the 2nd largest": which one, and from which end. */
function readNth(units: Unit[], pieces: Pieces, taken: Set<number>): void {
  units.forEach((unit, i) => {
    if (unit.kind !== "number" || !unit.ordinal || taken.has(i)) return;
    for (const k of [i + 1, i + 2, i - 1]) {
      const op = pieces.ops.find((o) => o.unit === k && (o.op === "max" || o.op === "min"));
      if (op) {
        pieces.nth = { units: [i, k], n: unit.value, from: op.op === "max" ? "largest" : "smallest" };
        return;
      }
    }
  });
}

const fallbackWords: Record<string, Value> = {
  blank: { kind: "text", text: "" },
  empty: { kind: "text", text: "" },
  nothing: { kind: "text", text: "" },
  zero: { kind: "number", value: 0 },
};

/** "if not found show 'missing'", "instead of #N/A show 0", "rounded to 2 decimals", "round up". */
function readWraps(units: Unit[], pieces: Pieces, taken: Set<number>): void {
  units.forEach((unit, i) => {
    if (taken.has(i)) return;
    const iferror = senseOf(unit, "wrap")?.value === "iferror";
    if (iferror && !pieces.iferror) {
      for (const k of [i + 1, i + 2, i + 3, i - 1, i - 2, i - 3]) {
        const near = units[k];
        if (!near || taken.has(k)) continue;
        const word = near.kind === "word" ? fallbackWords[near.text.toLowerCase()] : undefined;
        if (near.kind === "quote" || near.kind === "number" || word) {
          const value: Value = word ??
            (near.kind === "quote"
              ? { kind: "text", text: near.text }
              : { kind: "number", value: (near as { value: number }).value });
          const between = k > i ? range(i + 1, k) : range(k + 1, i);
          pieces.iferror = { units: [i, k, ...between.filter((b) => isFiller(units[b]))], value };
          return;
        }
      }
      pieces.iferror = { units: [i], value: { kind: "text", text: "" } };
      return;
    }
    const round = senseOf(unit, "wrap");
    if (round && round.value.startsWith("round") && !pieces.round) {
      const how = round.value === "roundup" ? "up" : round.value === "rounddown" ? "down" : "round";
      const used = [i];
      let digits = 0;
      for (let k = i - 2; k <= i + 4; k++) {
        const near = units[k];
        if (near?.kind === "number" && !near.percent && near.value <= 10 && Number.isInteger(near.value)) {
          const after = units[k + 1];
          if (senseOf(after, "wrap")?.value === "round" || k > i) {
            digits = near.value;
            used.push(k);
            if (senseOf(after, "wrap")) used.push(k + 1);
            break;
          }
        }
      }
      pieces.round = { units: used, digits, how };
    }
  });
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** Every candidate frame the pieces allow, scored; best first. Empty when no operation can be read. */
export function readFrames(units: Unit[], binding: Binding): Reading[] {
  const pieces = readPieces(units, binding);
  const readings: Reading[] = [];
  const ops = pieces.ops.length > 0 ? pieces.ops : impliedOps(units, pieces);
  for (const op of ops) {
    for (const frame of framesFor(op.op, pieces, units, binding)) {
      // "how many different": the count words are part of a distinct count, as "highest" is of "3rd highest".
      const alike = pieces.ops.filter((o) => (kindred[frame.frame.op] ?? []).includes(o.op)).map((o) => o.unit);
      const reading = score(frame.frame, [op.unit, ...alike, ...frame.units], units, binding, pieces, op.weight);
      // A value whose column was picked among several with nothing to go by is not understood.
      if (frame.guesses) {
        reading.score -= frame.guesses;
        reading.unexplained.push("(which column)");
      }
      readings.push(reading);
    }
  }
  return readings.sort((a, b) => b.score - a.score);
}

/** Operations whose words another operation also accounts for. */
const kindred: Partial<Record<Operation, Operation[]>> = {
  distinct: ["count", "unique"],
  share: ["count", "sum"],
  extremeLabel: ["lookup", "max", "min"],
  nth: ["max", "min"],
  list: ["lookup", "list"],
  unique: ["list", "distinct"],
  running: ["sum"],
  lookup: ["lookup"],
};

/** With no word of operation, a key and a column to return read as a lookup ("price for Widget"). */
function impliedOps(units: Unit[], pieces: Pieces): Pieces["ops"] {
  const hasKey = pieces.criteria.some((c) => c.comparator === "eq") || units.some((u) => u.kind === "cell");
  return hasKey ? [{ unit: -1, op: "lookup", weight: 0 }] : [];
}

interface Built {
  frame: Frame;
  units: number[];
  /** Criteria whose column was a guess among several. */
  guesses?: number;
}

function framesFor(op: Operation, pieces: Pieces, units: Unit[], binding: Binding): Built[] {
  const columnsSaid = [...new Set(units.flatMap((u) => u.kind === "column" ? [u.column] : []))];
  const built: Built[] = [];
  const wrapUnits = [...pieces.iferror?.units ?? [], ...pieces.round?.units ?? []];
  const wrap: Frame["wrap"] = {
    ...(pieces.iferror ? { iferror: pieces.iferror.value } : {}),
    ...(pieces.round ? { round: { digits: pieces.round.digits, how: pieces.round.how } } : {}),
  };
  const cellsSaid = units.flatMap((u, i) => u.kind === "cell" ? [i] : []);
  const orUnits = units.flatMap((u, i) => senseOf(u, "conj")?.value === "or" && !pieces.taken.has(i) ? [i] : []);
  for (const measure of [...columnsSaid, undefined]) {
    for (const settled of settleCriteria(pieces, binding, measure, op)) {
      const criteriaColumns = new Set(settled.criteria.map((c) => c.column));
      // "North or F2:F100 is Open": an "or" left between two tests joins them, rather than being dropped.
      const either = settled.criteria.length + (settled.period ? 1 : 0) > 1 ? orUnits : [];
      const base: Frame = {
        op,
        criteria: settled.criteria,
        wrap,
        ...(settled.period ? { period: settled.period } : {}),
        ...(either.length > 0 ? { either: true } : {}),
      };
      const before = built.length;
      const used = [...settled.units, ...wrapUnits, ...either];
      const others = columnsSaid.filter((c) => c !== measure && !criteriaColumns.has(c));
      switch (op) {
        case "sum":
        case "average":
        case "median":
        case "running":
        case "unique":
        case "distinct":
          if (measure === undefined) break;
          built.push({ frame: { ...base, measure }, units: used });
          break;
        case "max":
        case "min":
          if (measure === undefined) break;
          if (pieces.nth && op === (pieces.nth.from === "largest" ? "max" : "min")) {
            const nth = { n: pieces.nth.n, from: pieces.nth.from };
            built.push({ frame: { ...base, op: "nth", measure, nth }, units: [...used, ...pieces.nth.units] });
          } else built.push({ frame: { ...base, measure }, units: used });
          for (const label of others) {
            built.push({
              frame: { ...base, op: "extremeLabel", measure, label: { column: label, extreme: op } },
              units: used,
            });
          }
          break;
        case "count":
          // With tests, a count counts rows: a column it named but did not test would be silently dropped.
          if (measure === undefined || !(settled.criteria.length > 0 || settled.period)) {
            built.push({ frame: measure === undefined ? base : { ...base, measure }, units: used });
          }
          break;
        case "share":
          // "share of students who…" is a share of rows: a count, whatever column the test is on.
          if (measure !== undefined && !units.some((u) => u.kind === "word" && senseOf(u, "rows"))) {
            built.push({ frame: { ...base, measure }, units: used });
          }
          built.push({ frame: base, units: used });
          break;
        case "list":
          if (measure === undefined) break;
          built.push({
            frame: { ...base, measure, ...sortOf(pieces) },
            units: [...used, ...pieces.dirs.map((d) => d.unit)],
          });
          break;
        case "rank":
          if (measure === undefined) break;
          for (const at of cellsSaid) {
            const cell = (units[at] as Extract<Unit, { kind: "cell" }>).cell;
            if (settled.criteria.some((c) => c.value.kind === "cell" && c.value.cell === cell)) continue;
            const asc = pieces.dirs.find((d) => d.dir === "asc");
            const dirs = asc ? [asc.unit] : [];
            for (const order of asc ? ["asc" as const] : ["desc" as const, "asc" as const]) {
              built.push({ frame: { ...base, measure, rank: { cell, order } }, units: [...used, at, ...dirs] });
            }
          }
          break;
        case "lookup": {
          if (measure === undefined) break;
          const keyed = settled.criteria.length > 0 ? settled : keyFromCell(units, binding, measure, settled);
          if (!keyed || keyed.criteria.length === 0 || keyed.criteria.some((c) => c.comparator !== "eq")) break;
          const last = pieces.dirs.find((d) => d.dir === "last");
          built.push({
            frame: { ...base, criteria: keyed.criteria, measure, lookup: { from: last ? "last" : "first" } },
            units: [...keyed.units, ...wrapUnits, ...(last ? [last.unit] : [])],
          });
          break;
        }
      }
      for (const frame of built.slice(before)) frame.guesses = settled.guesses ?? 0;
    }
  }
  return built;
}

function sortOf(pieces: Pieces): Pick<Frame, "sort"> {
  const dir = pieces.dirs.find((d) => d.dir === "asc" || d.dir === "desc");
  const sorting = pieces.ops.some((o) => o.op === "list") && pieces.dirs.length > 0;
  return sorting && dir ? { sort: dir.dir as "asc" | "desc" } : {};
}

/** "the price for the product in H2": the cell holds the key, for the column named like it. */
function keyFromCell(units: Unit[], binding: Binding, measure: number, settled: Settled): Settled | null {
  const at = units.findIndex((u) => u.kind === "cell");
  if (at < 0) return null;
  const cell = (units[at] as Extract<Unit, { kind: "cell" }>).cell;
  const names = binding.cells[cell].names.map((n) => n.join(" "));
  const keyColumns = binding.columns.flatMap((c, index) =>
    c.names.some((n) => names.includes(n.join(" "))) ? [index] : []
  );
  // The cell says what it holds: the column of that name is the key, never the one returned.
  if (keyColumns.includes(measure)) return null;
  const saidColumns = [...new Set(units.flatMap((u) => u.kind === "column" && u.column !== measure ? [u.column] : []))];
  const key = keyColumns[0] ?? (saidColumns.length === 1 ? saidColumns[0] : undefined);
  if (key === undefined) return null;
  return {
    ...settled,
    criteria: [{ column: key, comparator: "eq", value: { kind: "cell", cell } }],
    units: [...settled.units, at],
  };
}

interface Settled {
  /** Criteria whose column was chosen among several with nothing to go by: each costs, as a guess. */
  guesses?: number;
  criteria: Criterion[];
  period?: Frame["period"];
  units: number[];
}

/**
 * Each way of giving the criteria that named no column a column: by the value's kind ("east" is a region), by the
 * column's kind (a date for a date), else any column but the measure. At most 24 ways.
 */
function settleCriteria(pieces: Pieces, binding: Binding, measure: number | undefined, op: Operation): Settled[] {
  let ways: Settled[] = [{ criteria: [], units: [] }];
  for (const piece of pieces.criteria) {
    const options = piece.column !== null ? [piece.column] : columnsFor(piece, binding, measure, op);
    const guess = options.length > 1 ? 1 : 0;
    const next: Settled[] = [];
    for (const way of ways) {
      for (const column of options) {
        const criterion: Criterion = {
          column,
          comparator: piece.comparator,
          value: piece.value,
          ...(piece.anyOf ? { anyOf: piece.anyOf } : {}),
          ...(piece.upTo ? { upTo: piece.upTo } : {}),
        };
        next.push({
          ...way,
          guesses: (way.guesses ?? 0) + guess,
          criteria: [...way.criteria, criterion],
          units: [...way.units, ...piece.units],
        });
      }
      // A piece may also be left out: the score then counts its words as unexplained.
      next.push(way);
    }
    ways = next.slice(0, 24);
  }
  const periods = pieces.periods;
  if (periods.length === 0) return ways;
  const dates = binding.columns.flatMap((_, index) => binding.columns[index].kind === "date" ? [index] : []);
  const dateColumns = dates.length > 0 ? dates : binding.columns.map((_, index) => index).filter((c) => c !== measure);
  const withPeriod: Settled[] = [];
  const period = periods[0];
  const guess = dateColumns.length > 1 ? 1 : 0;
  for (const way of ways) {
    for (const column of dateColumns) {
      withPeriod.push({
        ...way,
        guesses: (way.guesses ?? 0) + guess,
        period: { column, ...pick(period) },
        units: [...way.units, ...period.units],
      });
    }
    withPeriod.push(way);
  }
  return withPeriod.slice(0, 48);
}

function pick(period: PeriodPiece): Omit<NonNullable<Frame["period"]>, "column"> {
  return {
    ...(period.year ? { year: period.year } : {}),
    ...(period.month ? { month: period.month } : {}),
    ...(period.quarter ? { quarter: period.quarter } : {}),
  };
}

function columnsFor(piece: CriterionPiece, binding: Binding, measure: number | undefined, op: Operation): number[] {
  const all = binding.columns.map((_, index) => index);
  const classWord = piece.value.kind === "text"
    ? lookUp([piece.value.text])?.senses.find((s) => s.kind === "class")
    : undefined;
  if (classWord) {
    const named = all.filter((c) => binding.columns[c].names.some((n) => n.includes(classWord.value)));
    if (named.length > 0) return named;
  }
  const kind = piece.value.kind;
  const numeric = (kind === "number" || kind === "cell") && piece.comparator !== "eq";
  // "sum of sales over 100": a bound on the measure itself, where the operation reads the measure's values.
  if (numeric && measure !== undefined && ["sum", "average", "median", "max", "min"].includes(op)) return [measure];
  const others = all.filter((c) => c !== measure);
  const wanted: ColumnKind = kind === "date" ? "date" : numeric || kind === "number" ? "number" : "text";
  const typed = others.filter((c) => binding.columns[c].kind === wanted);
  if (typed.length > 0) return typed;
  const open = others.filter((c) => binding.columns[c].kind === "unknown");
  return open.length > 0 ? open : others;
}

/** How much of the request a frame explains: the senses it used, less what it leaves unexplained or misuses. */
function score(
  frame: Frame,
  usedUnits: number[],
  units: Unit[],
  binding: Binding,
  pieces: Pieces,
  opWeight: number,
): Reading {
  const used = new Set(usedUnits);
  const columns = new Set([
    ...(frame.measure !== undefined ? [frame.measure] : []),
    ...frame.criteria.map((c) => c.column),
    ...(frame.period ? [frame.period.column] : []),
    ...(frame.label ? [frame.label.column] : []),
  ]);
  let total = opWeight;
  const unexplained: string[] = [];
  units.forEach((unit, i) => {
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
  total += measureFollowsOperation(frame, units, usedUnits[0]);
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
    if (unit.kind === "column") return unit.column === frame.measure ? 0.3 : 0;
    if (unit.kind !== "word" || !isFiller(unit)) return 0;
  }
  return 0;
}

function typeCost(frame: Frame, binding: Binding): number {
  if (frame.measure === undefined) return 0;
  const measured = binding.columns[frame.measure].kind;
  const numeric = ["sum", "average", "median", "nth", "running", "rank", "max", "min", "extremeLabel"].includes(
    frame.op,
  );
  let cost = (numeric || frame.op === "share") && measured === "text" ? 1.5 : 0;
  if (frame.op === "extremeLabel" && frame.label && binding.columns[frame.label.column].kind === "number") cost += 1;
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
