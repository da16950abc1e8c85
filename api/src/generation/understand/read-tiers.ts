import { type Binding, columnsNamed } from "./bind-columns.ts";
import type { Comparator, Tier, TierTest, Value } from "./frame.ts";
import { classesOf, lemma } from "./lexicon.ts";
import { criterionAt, isFiller, senseOf } from "./pieces.ts";
import type { Pieces } from "./read-pieces.ts";
import type { Unit } from "./read-units.ts";

/** A label for one row read from the request: its tiers in order, what every other row gets, and the units used. */
export interface TiersRead {
  row: number;
  /** The cell said ("the score in B34"), tested where a test names no column. */
  cell?: string;
  tiers: Tier[];
  otherwise: Value;
  units: number[];
}

/**
 * "size label for row 8: if the Amount in E is 4000 or more its Large, 2000 or more Medium, anything else Small",
 * "'reorder' if stock is below 50, 'ok' if below 200, else 'overstock'", "90+ A, 80+ B, below that F": clauses
 * split at commas and at "else", each a test (or tests joined by "and") and the label it gives, in the order said.
 * Null when the request does not read as labels for one row.
 */
export function readTiers(units: Unit[], pieces: Pieces, binding: Binding): TiersRead | null {
  const cell = units.findIndex((u) => u.kind === "cell");
  const said = pieces.rowsSaid.find((r) => !r.start);
  const cellRef = cell >= 0 ? /^([A-Z]+)(\d+)$/.exec(binding.cells[(units[cell] as { cell: number }).cell].ref) : null;
  const row = said?.row ?? (cellRef ? Number(cellRef[2]) : undefined);
  if (row === undefined || !units.some((u) => senseOf(u, "else"))) return null;
  const used = new Set<number>([...said?.units ?? [], ...(cell >= 0 ? [cell] : [])]);
  // "salary band: …, salary is D2": the cell's name, said elsewhere, names what the tiers test.
  const cellNames = cell >= 0 ? binding.cells[(units[cell] as { cell: number }).cell].names.flat() : [];
  units.forEach((u, k) => {
    if (u.kind === "word" && cellNames.includes(lemma(u.text))) used.add(k);
  });
  // The column of a test that names none: the one the previous test named, else the only one the request names.
  const columnsSaid = [...new Set(units.flatMap((u) => u.kind === "column" ? [u.column] : []))];
  let lastColumn: number | undefined = columnsSaid.length === 1 ? columnsSaid[0] : undefined;
  if (cellRef) {
    const owner = binding.columns.findIndex((c) => c.letter === cellRef[1]);
    lastColumn = owner >= 0 ? owner : undefined;
  }
  const tiers: Tier[] = [];
  let otherwise: Value | null = null;
  // "letter grade from the score in B2": the cell against itself is no test.
  const testIn = (k: number, clause: number[]) => {
    const test = testAt(units, k, clause);
    const self = test?.value.kind === "cell" && cellRef !== null &&
      binding.cells[test.value.cell].ref === cellRef[0];
    return self ? null : test;
  };
  for (const clause of clausesOf(units)) {
    const elseAt = clause.find((k) => senseOf(units[k], "else"));
    if (elseAt !== undefined) {
      // "otherwise leave it empty": the blank text.
      const blank = clause.find((k) =>
        senseOf(units[k], "cmp")?.value === "blank" && /\b(?:empty|blank)\b/i.test((units[k] as { text: string }).text)
      );
      if (blank !== undefined) {
        otherwise = { kind: "text", text: "" };
        clause.forEach((k) => used.add(k));
        continue;
      }
      const label = labelIn(units, clause.filter((k) => k !== elseAt), new Set());
      if (!label) return null;
      otherwise = label.value;
      [elseAt, ...label.units].forEach((k) => used.add(k));
      continue;
    }
    // "status for row 14:": the clause that says the row names what is worked out.
    const naming = said ? said.units.every((k) => clause.includes(k)) : clause.includes(cell);
    if (naming && !clause.some((k) => testIn(k, clause))) {
      clause.forEach((k) => used.add(k));
      continue;
    }
    const tests: TierTest[] = [];
    const testUnits = new Set<number>();
    for (const k of clause) {
      if (testUnits.has(k)) continue;
      const test = testIn(k, clause);
      if (!test) continue;
      // "at least 5% below B5": two tests not joined by "and" are one test this reading does not know.
      const joined = tests.length === 0 ||
        clause.some((j) => j < k && j > Math.max(...testUnits) && senseOf(units[j], "conj")?.value === "and");
      if (!joined) return null;
      // "is Closed": the column a known value belongs to; "worth more than 5000": the one a verb points at.
      const before = units[Math.min(...test.units) - 1];
      const hinted = before?.kind === "word"
        ? before.senses.filter((h) => h.kind === "hint").map((h) => lemma(h.value))
        : [];
      const known = test.value.kind === "text" ? classesOf(test.value.text) : hinted;
      const named = known.length > 0 ? columnsNamed(binding, known) : [];
      if (hinted.length > 0 && named.length === 1) test.units.push(Math.min(...test.units) - 1);
      const column = test.column ?? (named.length === 1 ? named[0] : lastColumn);
      if (column === undefined && !cellRef) return null;
      lastColumn = column;
      tests.push({ ...(column !== undefined ? { column } : {}), comparator: test.comparator, value: test.value });
      test.units.forEach((u) => testUnits.add(u));
    }
    if (tests.length === 0) continue;
    const label = labelIn(units, clause, testUnits);
    if (!label) return null;
    tiers.push({ tests, output: label.value });
    [...testUnits, ...label.units].forEach((k) => used.add(k));
    // "if", "and", "its", "say": the glue of the clause.
    clause.filter((k) => isFiller(units[k]) || senseOf(units[k], "conj")?.value === "and" || leading(units[k]))
      .forEach((k) => used.add(k));
  }
  if (tiers.length === 0 || otherwise === null) return null;
  return { row, ...(cellRef ? { cell: cellRef[0] } : {}), tiers, otherwise, units: [...used] };
}

/** The units of each clause: split at commas, semicolons and full stops, and before "else" and "otherwise". */
function clausesOf(units: Unit[]): number[][] {
  const clauses: number[][] = [[]];
  units.forEach((unit, k) => {
    if (unit.kind === "sign" && /^[,;.:]$/.test(unit.text)) {
      clauses.push([]);
      return;
    }
    if (senseOf(unit, "else") && clauses[clauses.length - 1].length > 0) clauses.push([]);
    clauses[clauses.length - 1].push(k);
  });
  return clauses.filter((c) => c.length > 0);
}

/** A test starting at unit k: "score >= 90", "is below 50", "2000 or more", "90+", "End is after the Due date". */
function testAt(
  units: Unit[],
  k: number,
  clause: number[],
): { column: number | null; comparator: Comparator; value: Value; units: number[] } | null {
  const unit = units[k];
  // "90+", "2000 or more": a number and the bound said after it.
  const next = units[k + 1];
  const bound = senseOf(next, "after")?.value ?? (next?.kind === "sign" && next.text === "+" ? "ge" : undefined);
  if (unit.kind === "number" && bound && ["ge", "le", "gt", "lt"].includes(bound) && clause.includes(k + 1)) {
    const value = unit.percent ? unit.value / 100 : unit.value;
    return { column: null, comparator: bound as Comparator, value: { kind: "number", value }, units: [k, k + 1] };
  }
  const compared = unit.kind === "column" || unit.kind === "number" || senseOf(unit, "cmp") ||
    (unit.kind === "sign" && /[<>=]/.test(unit.text));
  if (!compared) return null;
  const piece = criterionAt(units, k);
  if (!piece || !piece.units.every((u) => clause.includes(u))) return null;
  // A bare "is Large" is a label, not a test: a test compares, or names a value the lexicon knows ("is Closed").
  // "say yes", "put Done": a value after a word that leads to a label is the label.
  const known = piece.value.kind === "text" ? classesOf(piece.value.text).filter((c) => c !== "flag") : [];
  const labelled = piece.units.some((u) => senseOf(units[u], "show"));
  if (piece.comparator === "eq" && piece.value.kind === "text" && (known.length === 0 || labelled)) return null;
  if (!["gt", "ge", "lt", "le", "eq", "ne"].includes(piece.comparator) || piece.anyOf || piece.upTo) return null;
  return { column: piece.column, comparator: piece.comparator, value: piece.value, units: piece.units };
}

/** A word that only leads to the label or follows it: "say 'late'", "its Large", "pass only if". */
const leading = (unit: Unit): boolean => Boolean(senseOf(unit, "lead"));

/**
 * The label a clause gives: a quoted text, else the words outside its tests, less the glue around them ("its
 * Large", "show out of stock", "pass only if"). Null when there is none, when two runs of words could be it, or when
 * the words ask for a calculation ("calculate the tax") rather than name a label.
 */
function labelIn(units: Unit[], clause: number[], tested: Set<number>): { value: Value; units: number[] } | null {
  const free = clause.filter((k) => !tested.has(k));
  const quote = free.find((k) => units[k].kind === "quote");
  if (quote !== undefined) {
    return { value: { kind: "text", text: (units[quote] as { text: string }).text }, units: [quote] };
  }
  const runs: number[][] = [];
  const clauseWord = (k: number) => senseOf(units[k], "fill")?.value === "clause";
  for (const k of free) {
    const run = runs[runs.length - 1];
    // "Big if amount is 3000 or more": "if" ends the label, and what follows it is the test's subject.
    if (run && run[run.length - 1] === k - 1 && !clauseWord(k - 1)) run.push(k);
    else runs.push([k]);
  }
  const subject = (run: number[]) => clauseWord(run[0] - 1) && tested.has(run[run.length - 1] + 1);
  const labels = runs.filter((run) => !subject(run)).map((run) => {
    let [from, to] = [0, run.length];
    while (from < to && glue(units[run[from]])) from++;
    while (to > from && glue(units[run[to - 1]])) to--;
    // "label someone Senior": words that ask nothing before a capitalised label are not part of it.
    let name = from;
    while (name < to && isFiller(units[run[name]])) name++;
    if (name < to && name > from && /^[A-Z]/.test((units[run[name]] as { text?: string }).text ?? "")) from = name;
    return run.slice(from, to);
  }).filter((run) => run.length > 0);
  if (labels.length !== 1) return null;
  const label = labels[0];
  const plain = label.every((k) => {
    const unit = units[k];
    // "90+ A", "below that F": a single capital is a grade, though "a" is an article and F could be a column.
    if (unit.kind === "column") return /^[A-Z]$/.test(unit.text);
    // "multiply it by 2", "apply 10% discount": a calculation, not a label.
    const asks = unit.kind === "word" &&
      unit.senses.some((s) => ["calc", "cmp", "op", "math", "wrap"].includes(s.kind));
    return (unit.kind === "word" && !asks) || (unit.kind === "number" && !unit.percent);
  });
  if (!plain) return null;
  const only = units[label[0]];
  if (label.length === 1 && only.kind === "number") {
    return { value: { kind: "number", value: only.value }, units: label };
  }
  const text = label.map((k) => (units[k] as { text: string }).text).join(" ");
  return { value: { kind: "text", text }, units: label };
}

/** Glue around a label: brackets, "if", "its", "say", and the conjunctions and else-words of the clause. */
function glue(unit: Unit): boolean {
  return unit.kind === "sign" || leading(unit) || Boolean(senseOf(unit, "else") || senseOf(unit, "conj")) ||
    (unit.kind === "word" && /^(?:the|a|an)$/.test(unit.text));
}
