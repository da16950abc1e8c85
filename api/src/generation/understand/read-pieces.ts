import { type Binding, type ColumnKind, columnsNamed } from "./bind-columns.ts";
import type { Comparator, Operation, Value } from "./frame.ts";
import { classesOf, hintsOf, lemma, lookUp } from "./lexicon.ts";
import {
  criterionAt,
  type CriterionPiece,
  isFiller,
  namesRows,
  periodAt,
  type PeriodPiece,
  possessive,
  range,
  senseOf,
  valueAt,
  windowAt,
} from "./pieces.ts";
import type { Unit } from "./read-units.ts";

export interface Pieces {
  /** The units the criteria and periods took. */
  taken: Set<number>;
  criteria: CriterionPiece[];
  periods: PeriodPiece[];
  ops: { unit: number; op: Operation; weight: number }[];
  nth?: { units: number[]; n: number; from: "largest" | "smallest" };
  top?: { units: number[]; n: number; from: "largest" | "smallest" };
  iferror?: { units: number[]; value: Value };
  round?: { units: number[]; digits: number; how: "round" | "up" | "down" };
  dirs: { unit: number; dir: string }[];
  /** "in row 10", "data starts in row 2": rows said by number, and the units that said them. */
  rowsSaid: { row: number; start: boolean; units: number[] }[];
  /** "qty x unit price": two columns multiplied row by row, and the units that said it. */
  product?: { columns: [number, number]; units: number[] };
  /** "using the Weight column as the weights": the weights of a weighted average. */
  weights?: { column: number; units: number[] };
  /** Words that only describe a column (its values listed in brackets): explained whatever the reading. */
  glossed: number[];
  /** "comma and space": what goes between joined values, and the words that said it. */
  separator?: { text: string; units: number[] };
  /** "inside their own department": the column whose value in the row makes its group, and the units. */
  group?: { column: number; units: number[] };
  /** "drop the single highest and single lowest": the units that leave both extremes out of an average. */
  trim?: number[];
  /** "numbers stored as text (SUM gives me 0)": the measure's numbers are text, and the units that said it. */
  textNumbers?: number[];
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
  stdev: "stdev",
  frequent: "frequent",
  percentile: "percentile",
  join: "join",
  weighted: "weighted",
};

/** Whether a text value may belong to a column: not when its kind names another column ("lost" is a stage). */
function fitsColumn(criterion: CriterionPiece, column: number, binding: Binding): boolean {
  if (criterion.value.kind !== "text") return true;
  const kinds = classesOf(criterion.value.text);
  if (kinds.length === 0) return true;
  const named = columnsNamed(binding, kinds);
  return named.includes(column) || named.length === 0;
}

export function readPieces(units: Unit[], binding: Binding): Pieces {
  const taken = new Set<number>();
  const pieces: Pieces = { taken, criteria: [], periods: [], ops: [], dirs: [], glossed: [], rowsSaid: [] };
  // "status in F (Closed/Open/Pending)": the values a column holds, said to describe it, ask for nothing.
  units.forEach((unit, i) => {
    const [open, list, close] = [units[i + 1], units[i + 2], units[i + 3]];
    if (
      unit.kind === "column" && open?.kind === "sign" && open.text === "(" && list?.kind === "word" &&
      list.text.includes("/") && close?.kind === "sign" && close.text === ")"
    ) {
      [i + 1, i + 2, i + 3].forEach((k) => taken.add(k));
      pieces.glossed.push(i + 2);
    }
  });
  const free = (list: number[]) => list.every((k) => !taken.has(k));
  const examples = readExamples(units, pieces);
  readProduct(units, pieces);
  readRows(units, pieces);
  // The fallback first: "if not found just say 'no match'" says what to show, not what to test.
  readWraps(units, pieces, taken);
  for (let i = 0; i < units.length; i++) {
    if (taken.has(i)) continue;
    // "within 30 days after the date in G11": two bounds about a date in a cell.
    const window = windowAt(units, i);
    if (window) {
      pieces.criteria.push(window);
      window.units.forEach((k) => taken.add(k));
      i = Math.max(...window.units);
      continue;
    }
    // "started in 2022 or later": a year with a bound after it is a test on dates, not the year itself.
    const bound = yearBound(units, i);
    if (bound) {
      sayColumnBefore(units, bound, taken, binding);
      pieces.criteria.push(bound);
      bound.units.forEach((k) => taken.add(k));
      i = Math.max(...bound.units);
      continue;
    }
    const period = periodAt(units, i);
    if (period && free(period.units)) {
      // "orders in 2022 G2:G100": a column right after the period is the one it tests.
      const next = units[Math.max(...period.units) + 1];
      if (next?.kind === "column") {
        period.column = next.column;
        period.units.push(Math.max(...period.units) + 1);
      } else {
        // "where the Start was sometime in 2024": the column said before the period, a few words of glue apart.
        let k = Math.min(...period.units) - 1;
        while (
          k > i - 4 && units[k]?.kind === "word" && /^(?:was|is|were|are|sometime|in|during|the)$/i.test(units[k].text)
        ) k--;
        const before = units[k];
        if (before?.kind === "column" && !taken.has(k) && binding.columns[before.column].kind !== "number" && k < i) {
          period.column = before.column;
          period.units.unshift(...range(k, Math.min(...period.units)));
        }
      }
      pieces.periods.push(period);
      period.units.forEach((k) => taken.add(k));
      continue;
    }
    // "items taxed at 20%": a number after a verb that says its column.
    const verb = units[i - 1];
    const hinted = units[i].kind === "number" && verb?.kind === "word"
      ? verb.senses.filter((s) => s.kind === "hint").map((s) => lemma(s.value))
      : [];
    if (hinted.length > 0 && free([i - 1, i]) && units[i + 1]?.kind !== "column") {
      const said = units[i] as { value: number; percent?: boolean };
      pieces.criteria.push({
        units: [i - 1, i],
        column: null,
        comparator: "eq",
        value: { kind: "number", value: said.percent ? said.value / 100 : said.value },
        weight: 1,
        hint: hinted,
      });
      [i - 1, i].forEach((k) => taken.add(k));
      continue;
    }
    // "have a 5 rating", "the 30 year loans", "20 Years or longer": a number said right before the column of numbers
    // it is a value of, and the bound said after them.
    const numbered = units[i + 1];
    const bounded = senseOf(units[i + 2], "after");
    if (
      units[i].kind === "number" && !(units[i] as { percent?: boolean }).percent && numbered?.kind === "column" &&
      !["text", "date"].includes(binding.columns[numbered.column].kind) && free([i, i + 1]) &&
      (bounded || /^(?:a|an|have|has|with|of|the|are|is)$/i.test(units[i - 1]?.text ?? ""))
    ) {
      const value = (units[i] as { value: number }).value;
      const comparator = bounded && ["ge", "le", "gt", "lt"].includes(bounded.value)
        ? bounded.value as Comparator
        : "eq";
      const said = comparator === "eq" ? [i, i + 1] : [i, i + 1, i + 2];
      pieces.criteria.push({
        units: said,
        column: numbered.column,
        comparator,
        value: { kind: "number", value },
        weight: 1,
      });
      said.forEach((k) => taken.add(k));
      i = Math.max(...said);
      continue;
    }
    // "which category is P-1077 in": the column asked for is the answer, not the column tested.
    const asked = units[i].kind === "column" && senseOf(units[i - 1], "ask");
    const criterion = startsCriterion(units, i) && !asked ? criterionAt(units, i) : null;
    // "total amount between 3/1 and 6/30": a date cannot test the amount, so the column is what is totalled.
    if (criterion && criterion.column !== null && clashes(binding.columns[criterion.column].kind, criterion)) continue;
    if (criterion && free(criterion.units) && acceptable(units, i, criterion, examples)) {
      // "total of this year (col C) excluding the Salaries": the column an operation works on is not what a word is
      // tested against, unless it holds text.
      if (
        criterion.column !== null && criterion.value.kind === "text" && units[i].kind === "column" &&
        binding.columns[criterion.column].kind !== "text" && operatedOn(units, i)
      ) {
        criterion.column = null;
        criterion.units = criterion.units.filter((k) => k !== i);
      }
      // "the Lighting category", "amount excluding Closed status": a value right before its column's name belongs
      // to that column, unless the value is of a kind another column is named for ("lost deals" with a Stage).
      const last = Math.max(...criterion.units);
      // "rush in the notes", "more than 100 in Stock": the column said after "in" is where the value is tested.
      // "stock more than 0 (E2:E200)": so is a column in brackets right after the test.
      const inColumn = units[last + 1]?.kind === "word" && /^in$/i.test(units[last + 1].text) ||
        units[last + 1]?.kind === "sign" && units[last + 1].text === "(";
      const owned = inColumn && /^(?:their|its)$/i.test(units[last + 2]?.text ?? "");
      const skip = inColumn ? (/^(?:the|their|its)$/i.test(units[last + 2]?.text ?? "") ? 3 : 2) : 1;
      const after = units[last + skip];
      // A possessive owns the column after it: "Evans' department" asks for the department.
      if (
        after?.kind === "column" &&
        (["eq", "ne", "contains", "begins", "ends"].includes(criterion.comparator) &&
            criterion.value.kind === "text" ||
          inColumn && criterion.value.kind === "number" && (criterion.column === null || units[i].kind !== "column") ||
          // "longer than 15 yrs": a number followed by the column it counts in.
          !inColumn && criterion.value.kind === "number" && criterion.column === null &&
            binding.columns[after.column].kind !== "text") &&
        fitsColumn(criterion, after.column, binding) && !possessive(units[last]) &&
        // "the Storage products": a word for the rows names no column to test.
        !(namesRows(after) && /s$/i.test(after.text))
      ) {
        if (criterion.column !== null) criterion.units = criterion.units.filter((k) => k !== i);
        criterion.column = after.column;
        // "Ltd in their name": inside the column's text, not all of it.
        if (owned && criterion.comparator === "eq" && criterion.value.kind === "text") {
          criterion.comparator = "contains";
        }
        criterion.units.push(...range(last + 1, last + skip + 1));
      }
      let at = Math.min(...criterion.units) - 1;
      // "kids who passed (score 50 or more)": the verb before a bracketed test.
      if (units[at]?.kind === "sign" && units[at].text === "(") at--;
      const hint = units[at]?.kind === "word" ? hintsOf((units[at] as { text: string }).text) : [];
      if (criterion.column === null && hint.length > 0) {
        criterion.hint = hint;
        criterion.units.unshift(at);
      } else if (hint.length > 0 && columnsNamed(binding, hint).includes(criterion.column!)) {
        criterion.units.unshift(at);
      }
      // "over 90 on both score (B) and test 2 (E)": one test said of two columns.
      const twice = bothColumns(units, Math.max(...criterion.units) + 1, binding);
      if (criterion.column === null && twice) {
        const [first, second] = twice.columns;
        pieces.criteria.push(
          { ...criterion, column: first, units: [...criterion.units, ...twice.units] },
          { ...criterion, column: second, units: [] },
        );
        [...criterion.units, ...twice.units].forEach((k) => taken.add(k));
        i = Math.max(...twice.units);
        continue;
      }
      // "every customer Chloe sold to": the column before the name is what is listed; the name is the seller.
      if (
        units[i].kind === "column" && criterion.value.kind === "text" &&
        senseOf(units[Math.max(...criterion.units) + 1], "relative")
      ) {
        criterion.column = null;
        criterion.units = criterion.units.filter((k) => k !== i);
        criterion.units.push(Math.max(...criterion.units) + 1);
      }
      if (criterion.column === null) sayColumnBefore(units, criterion, taken, binding);
      boundAfterColumn(units, criterion, taken, binding);
      // "under 10 hrs", "over 5 yrs": the unit said after a number is part of its test.
      const unitWord = units[Math.max(...criterion.units) + 1];
      if (
        criterion.value.kind === "number" && unitWord?.kind === "word" &&
        unitWord.senses.some((s) => s.kind === "abbr" || s.kind === "type")
      ) {
        criterion.units.push(Math.max(...criterion.units) + 1);
      }
      if (criterion.value.kind === "text" && criterion.units.some((k) => possessive(units[k]))) criterion.base = true;
      pieces.criteria.push(criterion);
      criterion.units.forEach((k) => taken.add(k));
      i = Math.max(...criterion.units);
    }
  }
  units.forEach((unit, i) => {
    // "1 = highest paid", "1 = lowest": which end ranks first, said with the number first.
    const said = units[i + 2];
    if (
      unit.kind === "number" && unit.value === 1 && units[i + 1]?.kind === "sign" && units[i + 1].text === "=" &&
      said?.kind === "word" && ["max", "min"].includes(senseOf(said, "op")?.value ?? "")
    ) {
      pieces.dirs.push({ unit: i + 2, dir: senseOf(said, "op")!.value === "max" ? "desc" : "asc" });
      [i, i + 1, i + 2].forEach((k) => taken.add(k));
      pieces.glossed.push(i, i + 1);
    }
  });
  units.forEach((unit, i) => {
    if (taken.has(i) || unit.kind !== "word") return;
    for (const sense of unit.senses) {
      if (sense.kind === "op" && opNames[sense.value]) {
        pieces.ops.push({ unit: i, op: opNames[sense.value], weight: sense.weight });
      }
      if (sense.kind === "dir") pieces.dirs.push({ unit: i, dir: sense.value });
    }
  });
  startsLikeExamples(pieces, examples);
  // "sold at least one Gizmo": a count of one before a value is no test of its own.
  for (let k = pieces.criteria.length - 1; k >= 0; k--) {
    const c = pieces.criteria[k];
    const next = pieces.criteria.find((d) => d.units.includes(Math.max(...c.units) + 1));
    if (
      c.column === null && c.comparator === "ge" && c.value.kind === "number" && c.value.value === 1 &&
      next?.value.kind === "text"
    ) {
      pieces.glossed.push(...c.units);
      pieces.criteria.splice(k, 1);
    }
  }
  // "the Design tasks (task names start with Design)": a value said, then how it is tested, is one test.
  for (const pattern of pieces.criteria.filter((c) => ["begins", "contains", "ends"].includes(c.comparator))) {
    const text = pattern.value.kind === "text" ? pattern.value.text.toLowerCase() : null;
    const same = pieces.criteria.findIndex((c) =>
      c !== pattern && c.comparator === "eq" && !c.anyOf && c.value.kind === "text" &&
      c.value.text.toLowerCase() === text
    );
    if (same < 0) continue;
    pattern.units.push(...pieces.criteria[same].units);
    pieces.criteria.splice(same, 1);
  }
  // "anything but North? its the region column": a word for the kind of value a test has is part of that test.
  units.forEach((unit, i) => {
    if (taken.has(i) || unit.kind !== "word" || !unit.senses.every((s) => s.kind === "type")) return;
    const kind = lemma(unit.text);
    const test = pieces.criteria.find((c) => c.value.kind === "text" && classesOf(c.value.text).includes(kind));
    if (test) {
      test.units.push(i);
      taken.add(i);
    }
  });
  // "the design tasks (the Task name starts with Design)": a word said again of a value tested is that test.
  units.forEach((unit, i) => {
    if (taken.has(i) || unit.kind !== "word" || unit.senses.length > 0) return;
    const test = pieces.criteria.find((c) =>
      c.value.kind === "text" && c.value.text.toLowerCase() === unit.text.toLowerCase()
    );
    if (test) {
      test.units.push(i);
      taken.add(i);
    }
  });
  // "how many contracts…", "count the invoices": whatever the rows are called, right after the count.
  for (const op of pieces.ops.filter((o) => o.op === "count")) {
    let k = op.unit + 1;
    if (/^(?:the|all|of|my|our)$/i.test((units[k] as { text?: string })?.text ?? "")) k++;
    const noun = units[k];
    // "how many budget items": a word before the rows' own name only says which rows.
    const before = senseOf(units[k + 1], "rows") && noun?.kind === "word" && /^[a-z]+$/.test(noun.text);
    if (
      noun?.kind === "word" && noun.senses.length === 0 && !noun.misspelt && (/^[a-z]+s$/.test(noun.text) || before) &&
      !taken.has(k)
    ) {
      pieces.glossed.push(k);
    }
  }
  // "total sales for the west" with a Total column: the word that names the column also says what to do with it.
  if (pieces.ops.length === 0) {
    units.forEach((unit, i) => {
      if (unit.kind !== "column") return;
      const op = lookUp([unit.text])?.senses.find((s) => s.kind === "op" && opNames[s.value] && s.value !== "lookup");
      if (op) pieces.ops.push({ unit: i, op: opNames[op.value], weight: op.weight * 0.5 });
    });
  }
  readTrim(units, pieces);
  readSeparator(units, pieces);
  readTextNumbers(units, pieces);
  readGroup(units, pieces);
  readNth(units, pieces, taken);
  return pieces;
}

/**
 * "on both score (B) and test 2 (E)", "on BOTH tests" (with columns named "first test" and "test 2"): two columns a
 * test is said of, and the units that said them.
 */
function bothColumns(
  units: Unit[],
  k: number,
  binding: Binding,
): { columns: [number, number]; units: number[] } | null {
  let at = k;
  if (units[at]?.kind === "word" && /^(?:on|in|for)$/i.test((units[at] as { text: string }).text)) at++;
  if (!(units[at]?.kind === "word" && /^both$/i.test((units[at] as { text: string }).text))) return null;
  const used = range(k, at + 1);
  const noun = units[at + 1];
  if (noun?.kind === "word" || (noun?.kind === "column" && !/\s/.test(noun.text))) {
    const word = lemma(noun.text);
    const named = binding.columns.flatMap((c, index) => c.names.some((n) => n.includes(word)) ? [index] : []);
    if (named.length === 2) return { columns: [named[0], named[1]], units: [...used, at + 1] };
  }
  let next = at + 1;
  const columns: number[] = [];
  while (columns.length < 2 && units[next]) {
    const unit = units[next];
    if (unit.kind === "column") columns.push(unit.column);
    else if (!(unit.kind === "sign" && unit.text === ")") && senseOf(unit, "conj")?.value !== "and") break;
    used.push(next);
    next++;
  }
  return columns.length === 2 && columns[0] !== columns[1] ? { columns: [columns[0], columns[1]], units: used } : null;
}

/**
 * "loans that are 20 Years or longer": a number tested on the column said right after it (or already read with it)
 * takes the bound said after that column.
 */
function boundAfterColumn(units: Unit[], criterion: CriterionPiece, taken: Set<number>, binding: Binding): void {
  if (criterion.value.kind !== "number" || criterion.comparator !== "eq") return;
  let k = Math.max(...criterion.units) + 1;
  const next = units[k];
  const column = next?.kind === "column" && !taken.has(k) && binding.columns[next.column].kind !== "text" ? next : null;
  if (column) k++;
  else if (units[k - 1].kind !== "column") return;
  const bound = senseOf(units[k], "after");
  if (!bound || !["ge", "le", "gt", "lt"].includes(bound.value) || taken.has(k)) return;
  if (column) {
    criterion.column = column.column;
    criterion.units.push(k - 1);
  }
  criterion.comparator = bound.value as Comparator;
  criterion.units.push(k);
}

/** Whether the column at i is what an operation said just before it works on ("total of", "average"). */
function operatedOn(units: Unit[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && units[k].kind === "word" && /^(?:of|the|all|my)$/i.test(units[k].text)) k--;
  return Boolean(senseOf(units[k], "op"));
}

/**
 * "Start date is in 2020 or later", "Due was before 2024": a test that named no column takes the one said right before
 * it, when that column can hold its value.
 */
function sayColumnBefore(units: Unit[], criterion: CriterionPiece, taken: Set<number>, binding: Binding): void {
  const k = Math.min(...criterion.units) - 2;
  const verb = units[k + 1];
  if (!(verb?.kind === "word" && /^(?:is|was|are|were)$/i.test(verb.text)) || taken.has(k + 1)) return;
  // "which category is P-1077 in" asks for the column; "the deals are closed" names the rows.
  const unit = units[k];
  if (unit?.kind !== "column" || taken.has(k) || namesRows(unit) || senseOf(units[k - 1], "ask")) return;
  if (clashes(binding.columns[unit.column].kind, criterion)) return;
  criterion.column = unit.column;
  criterion.units.unshift(...range(k, Math.min(...criterion.units)));
}

function yearBound(units: Unit[], i: number): CriterionPiece | null {
  const unit = units[i];
  const after = senseOf(units[i + 1], "after");
  if (unit.kind !== "number" || unit.percent || !after || !Number.isInteger(unit.value)) return null;
  if (unit.value < 1990 || unit.value > 2100 || !["ge", "gt", "le", "lt"].includes(after.value)) return null;
  const start = after.value === "ge" || after.value === "lt";
  const value: Value = { kind: "date", year: unit.value, month: start ? 1 : 12, day: start ? 1 : 31 };
  const inWord = units[i - 1]?.kind === "word" && /^(?:in|from)$/i.test((units[i - 1] as { text: string }).text);
  return {
    units: [...(inWord ? [i - 1] : []), i, i + 1],
    column: null,
    comparator: after.value as Comparator,
    value,
    weight: 2,
  };
}

function startsCriterion(units: Unit[], i: number): boolean {
  const unit = units[i];
  return unit.kind === "column" || unit.kind === "quote" || (unit.kind === "sign" && /[<>=!]/.test(unit.text)) ||
    Boolean(senseOf(unit, "cmp") || senseOf(unit, "neg") || senseOf(unit, "sign")) ||
    (unit.kind === "word" && valueAt(units, i) !== null);
}

function clashes(kind: ColumnKind, criterion: CriterionPiece): boolean {
  const value = criterion.value.kind;
  return (value === "date" && (kind === "number" || kind === "text")) ||
    (value === "text" && (kind === "number" || kind === "date")) ||
    (value === "number" && criterion.comparator !== "eq" && (kind === "text" || kind === "date"));
}

/** Whether a read criterion is one: a column needs a comparison or a value right after it; a bare word needs a mark. */
function acceptable(units: Unit[], i: number, piece: CriterionPiece, examples: string[]): boolean {
  const first = units[i];
  const compared = piece.units.some((k) =>
    ["cmp", "neg", "sign", "after"].some((kind) => senseOf(units[k], kind)) || units[k].kind === "sign"
  );
  if (first.kind === "column") {
    if (compared) return true;
    // "a Rating of 5", "rating 4 or 5": a number said right after its column, or after it and "of".
    const glue = range(i + 1, Math.min(...piece.units.filter((k) => k !== i)));
    if (
      piece.value.kind === "number" &&
      glue.every((k) => /^(?:of|=)$/i.test((units[k] as { text?: string }).text ?? ""))
    ) {
      piece.units.push(...glue);
      return true;
    }
    const next = units[i + 1];
    return piece.units.includes(i + 1) &&
      (next?.kind === "quote" || /^[A-Z]/.test((next as { text?: string }).text ?? ""));
  }
  if (compared || first.kind === "quote") return true;
  if (first.kind !== "word") return false;
  // A bare word is a value when it is one the lexicon knows ("east"), capitalised as a name is ("Berlin"), or a word
  // the lexicon does not know right after "in", "for" or "from" ("people in london").
  const before = units[i - 1];
  const placed = first.senses.length === 0 && before?.kind === "word" &&
    /(?:^|\s)(?:in|for|from|at|by)$/i.test(before.text);
  // "oak products" where names are like 'Oak Chair': the word the examples start with.
  const word = first.text.toLowerCase();
  const one = word.replace(/s$/, "");
  const exemplified = examples.some((e) =>
    e.toLowerCase().startsWith(`${word} `) || e.toLowerCase().endsWith(` ${word}`) ||
    e.toLowerCase().endsWith(` ${one}`)
  );
  // "ellis": a first name is a value too.
  return exemplified || /^[A-Z0-9]/.test(first.text) || first.senses.some((s) => s.kind === "class") || placed ||
    classesOf(first.text).length > 0;
}

/**
 * "3rd highest", "second smallest", "the 2nd largest": which one, and from which end; "top 3", "the 5 cheapest":
 * how many from which end.
 */
function readNth(units: Unit[], pieces: Pieces, taken: Set<number>): void {
  units.forEach((unit, i) => {
    if (unit.kind !== "number" || unit.percent || taken.has(i)) return;
    const places = unit.ordinal ? [i + 1, i + 2, i - 1] : [i - 1, i + 1];
    for (const k of places) {
      const op = pieces.ops.find((o) => o.unit === k && (o.op === "max" || o.op === "min"));
      if (!op) continue;
      const from = op.op === "max" ? "largest" : "smallest";
      if (unit.ordinal) pieces.nth = { units: [i, k], n: unit.value, from };
      else if (Number.isInteger(unit.value) && unit.value >= 2 && unit.value <= 50) {
        pieces.top = { units: [i, k], n: unit.value, from };
      }
      return;
    }
  });
}

/** "in row 10", "for row 7", "data starts in row 2": a row said by number, the start of the data or the formula's row. */
function readRows(units: Unit[], pieces: Pieces): void {
  units.forEach((unit, i) => {
    const next = units[i + 1];
    if (unit.kind !== "word" || !/^row$/i.test(unit.text) || next?.kind !== "number" || next.percent) return;
    // "row 2:100" is a span of rows, not one.
    if (units[i + 2]?.kind === "sign" && /^[-–:]$/.test(units[i + 2].text) && units[i + 3]?.kind === "number") return;
    const before = units[i - 1];
    // "data starts in row 2", "starting on row 2", "start row 2".
    const starter = [i - 1, i - 2].find((k) =>
      units[k]?.kind === "word" && /\bstart/i.test((units[k] as { text: string }).text)
    );
    const start = starter !== undefined;
    pieces.rowsSaid.push({ row: next.value, start, units: [...(starter !== undefined ? [starter] : []), i, i + 1] });
    pieces.taken.add(i + 1);
    // "the player in row 8": whatever the rows are called, the word only says which row.
    const noun = units[i - 2];
    if (
      before?.kind === "word" && /^(?:in|on|at)$/i.test(before.text) && noun?.kind === "word" &&
      noun.senses.length === 0 && /^[a-z]+$/.test(noun.text) && /^(?:the|a)$/i.test(units[i - 3]?.text ?? "")
    ) {
      pieces.glossed.push(i - 2);
    }
  });
}

/** "qty x unit price", "(price * stock)", and "using Weight as the weights" or "weighted by Weight". */
function readProduct(units: Unit[], pieces: Pieces): void {
  units.forEach((unit, i) => {
    const before = units[i - 1];
    const after = units[i + 1];
    const times = senseOf(unit, "mul") || (unit.kind === "sign" && unit.text === "*");
    if (times && before?.kind === "column" && after?.kind === "column" && before.column !== after.column) {
      pieces.product = { columns: [before.column, after.column], units: [i - 1, i, i + 1] };
      [i - 1, i, i + 1].forEach((k) => pieces.taken.add(k));
    }
    if (senseOf(unit, "weight") && before?.kind === "column") {
      pieces.weights = { column: before.column, units: [i - 1, i] };
    }
    if (senseOf(unit, "op")?.value === "weighted" && /by$/i.test(unit.text) && after?.kind === "column") {
      pieces.weights = { column: after.column, units: [i + 1] };
    }
  });
}

/**
 * "task names look like 'Design 5'", "names are like 'Oak Chair', 'Build 1'": quoted examples of what a column holds,
 * which describe it rather than test it. Their units, with the words that introduce them, are explained whatever the
 * reading; the examples' texts are returned.
 */
function readExamples(units: Unit[], pieces: Pieces): string[] {
  const texts: string[] = [];
  units.forEach((unit, i) => {
    // "tax rate is stored as 0.2", "rates are decimals (0.07)": an example of how a column's numbers are kept.
    const bracket = unit.kind === "sign" && unit.text === "(" && units[i + 2]?.kind === "sign" &&
      units[i + 2].text === ")" && /^decimals?$/i.test((units[i - 1] as { text?: string })?.text ?? "");
    if (
      (bracket || (unit.kind === "word" && /^stored as$/i.test(unit.text))) && units[i + 1]?.kind === "number"
    ) {
      pieces.taken.add(i + 1);
      pieces.glossed.push(i, i + 1, ...(bracket ? [i - 1, i + 2] : []));
      return;
    }
    // "numbers stored as text ('19.99', '300')": quoted examples in brackets after saying how values are kept.
    const quoted = unit.kind === "sign" && unit.text === "(" && units[i + 1]?.kind === "quote" &&
      Boolean(senseOf(units[i - 1], "textnum"));
    if (!quoted && !(unit.kind === "word" && /^(?:like|e\.?g\.?|eg)$/i.test(unit.text))) return;
    // "codes look like EMP-8029-BER", "like SAL for Sales": a value given as an example, unquoted.
    const sample = units[i + 1];
    if (!quoted && sample?.kind === "word" && /^[A-Z][A-Z0-9-]+$/.test(sample.text) && sample.senses.length === 0) {
      const forWhat = /^for$/i.test((units[i + 2] as { text?: string })?.text ?? "") && units[i + 3]?.kind === "word";
      const said = [i, i + 1, ...(forWhat ? [i + 2, i + 3] : [])];
      said.forEach((k) => pieces.taken.add(k));
      pieces.glossed.push(...said);
      const lead = units[i - 1];
      if (lead?.kind === "word" && /^(?:look|looks|are|is)$/i.test(lead.text)) pieces.glossed.push(i - 1);
      return;
    }
    // "stored as decimals like 0.87": a number given as an example of the column's values.
    const number = units[i + 1];
    if (!quoted && number?.kind === "number" && !senseOf(units[i + 2], "after") && units[i + 2]?.kind !== "column") {
      pieces.taken.add(i + 1);
      pieces.glossed.push(i, i + 1);
      return;
    }
    if (units[i + 1]?.kind !== "quote") return;
    const said = [i];
    let k = i + 1;
    while (
      units[k]?.kind === "quote" ||
      (units[k]?.kind === "sign" && units[k].text === "," && units[k + 1]?.kind === "quote")
    ) {
      if (units[k].kind === "quote") texts.push(units[k].text);
      said.push(k++);
    }
    if (quoted && units[k]?.kind === "sign" && units[k].text === ")") said.push(k);
    // "names are like", "look like": the words that lead to the examples.
    for (let b = i - 1; b >= i - 2 && b >= 0; b--) {
      const before = units[b];
      if (before.kind !== "word" || !/^(?:look|looks|are|is|names?|values?|go)$/i.test(before.text)) break;
      said.push(b);
    }
    said.forEach((k) => pieces.taken.add(k));
    pieces.glossed.push(...said);
  });
  return texts;
}

/**
 * "design tasks" where the names look like 'Design 5': the word tested is how the values start; "chairs" where they
 * look like 'Red Chair': how they end.
 */
function startsLikeExamples(pieces: Pieces, examples: string[]): void {
  for (const criterion of pieces.criteria) {
    if (criterion.comparator !== "eq" || criterion.value.kind !== "text" || criterion.anyOf) continue;
    const said = criterion.value.text.toLowerCase();
    const first = examples.find((e) => e.toLowerCase().startsWith(`${said} `));
    const last = examples.find((e) => e.toLowerCase().endsWith(` ${said}`));
    if (first) {
      criterion.comparator = "begins";
      criterion.value = { kind: "text", text: first.slice(0, said.length) };
    } else if (last) {
      criterion.comparator = "ends";
      criterion.value = { kind: "text", text: last.slice(last.length - said.length) };
    }
  }
}

/** "drop the single highest and single lowest", "leaving out the highest and the lowest number". */
function readTrim(units: Unit[], pieces: Pieces): void {
  units.forEach((unit, i) => {
    const leaving = senseOf(unit, "neg") ||
      (unit.kind === "word" && /^(?:drop|dropping|remove|removing)$/i.test(unit.text));
    if (!leaving) return;
    const said: number[] = [i];
    const extremes = new Set<string>();
    for (let k = i + 1; k < units.length && k <= i + 8; k++) {
      const op = pieces.ops.find((o) => o.unit === k && (o.op === "max" || o.op === "min"));
      if (op) extremes.add(op.op);
      else if (
        !(isFiller(units[k]) || senseOf(units[k], "conj")?.value === "and" ||
          /^(?:single|number|value)s?$/i.test((units[k] as { text?: string }).text ?? ""))
      ) break;
      said.push(k);
      if (extremes.size === 2) {
        pieces.trim = said;
        return;
      }
    }
  });
}

/** "rank inside their own department", "within its own region": the group a rank is taken in. */
function readGroup(units: Unit[], pieces: Pieces): void {
  units.forEach((unit, i) => {
    if (!senseOf(unit, "group")) return;
    const k = units[i + 1]?.kind === "word" && /^(?:own|the)$/i.test((units[i + 1] as { text: string }).text)
      ? i + 2
      : i + 1;
    const column = units[k];
    if (column?.kind === "column") pieces.group = { column: column.column, units: range(i, k + 1) };
  });
}

/** "they are numbers stored as text so SUM gives me 0": the words that say so, and the 0 that shows it. */
function readTextNumbers(units: Unit[], pieces: Pieces): void {
  const said = units.flatMap((unit, i) => senseOf(unit, "textnum") ? [i] : []);
  if (said.length === 0) return;
  const shown = units.flatMap((unit, i) =>
    unit.kind === "number" && unit.value === 0 &&
      /^(?:gives?|giving|returns?|shows?|says?|me|just|only)$/i.test(units[i - 1]?.text ?? "")
      ? [i]
      : []
  );
  pieces.textNumbers = [...said, ...shown];
}

function readSeparator(units: Unit[], pieces: Pieces): void {
  const said = units.flatMap((unit, i) => {
    const sense = senseOf(unit, "sep");
    return sense ? [{ text: sense.value === "space" ? " " : sense.value, unit: i }] : [];
  });
  if (said.length === 0) return;
  // "comma + space between them": the word that says where the separator goes.
  const last = said[said.length - 1].unit;
  const between = senseOf(units[last + 1], "cmp")?.value === "between" ? [last + 1] : [];
  pieces.separator = { text: said.map((s) => s.text).join(""), units: [...said.map((s) => s.unit), ...between] };
}

const showing = (unit: Unit | undefined) => Boolean(senseOf(unit, "show"));

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
    // "if they aren't in the list just say 'no match' instead of the #N/A": one fallback, said twice.
    if (iferror && pieces.iferror) {
      pieces.iferror.units.push(i);
      return;
    }
    // "show Not found if there's nothing": the words of a missing match, written as the person wants them shown.
    if (iferror && unit.kind === "word" && /^[A-Z]/.test(unit.text) && showing(units[i - 1])) {
      pieces.iferror = { units: [i - 1, i], value: { kind: "text", text: unit.text } };
      pieces.iferror.units.forEach((u) => taken.add(u));
      return;
    }
    if (iferror) {
      for (const k of [i + 1, i + 2, i + 3, i - 1, i - 2, i - 3]) {
        const near = units[k];
        if (!near || taken.has(k)) continue;
        // "show Unknown if there's nothing": a capitalised word after "show" is the text to show.
        const shown = near.kind === "word" && /^[A-Z]/.test(near.text) && showing(units[k - 1])
          ? { kind: "text" as const, text: near.text }
          : undefined;
        const word = near.kind === "word" ? fallbackWords[near.text.toLowerCase()] ?? shown : undefined;
        if (near.kind === "quote" || near.kind === "number" || word) {
          const value: Value = word ??
            (near.kind === "quote"
              ? { kind: "text", text: near.text }
              : { kind: "number", value: (near as { value: number }).value });
          const between = k > i ? range(i + 1, k) : range(k + 1, i);
          // "just say", "show": the words between the condition and its value only lead to it.
          const leading = between.filter((b) => isFiller(units[b]) || senseOf(units[b], "cmp")?.value === "eq");
          pieces.iferror = { units: [i, k, ...leading], value };
          pieces.iferror.units.forEach((u) => taken.add(u));
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
      // "rounded to the nearest hundred": the places said as a word.
      const places = range(i + 1, i + 4).find((k) => senseOf(units[k], "places") && !taken.has(k));
      if (places !== undefined) {
        pieces.round = { units: [...used, places], digits: Number(senseOf(units[places], "places")!.value), how };
        return;
      }
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
