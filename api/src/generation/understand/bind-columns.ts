import { readSheetLayout } from "../builtin/sheet-layout.ts";
import { fullLemma, isGlue, lemma, lookUp } from "./lexicon.ts";
import { findPlaces, letterOfPlace, type PlaceSaid, rowsOfPlace, rowsSaid } from "./places.ts";

/** What a column holds, as the words that name it say ("order date" → date, "amount" → number). */
export type ColumnKind = "number" | "date" | "text" | "unknown";

/** A column of the user's sheet as the request names it: its letter, its range, and the words it goes by. */
export interface NamedColumn {
  letter: string;
  range: string;
  /** How to show it: its header, else its range. */
  label: string;
  /** The words the request calls it by, as lemmas ("unit price" → ["unit", "price"]); empty when only a place. */
  names: string[][];
  kind: ColumnKind;
}

/** A single cell the request names ("H1"), with what it holds when said ("the date in H1"). */
export interface NamedCell {
  ref: string;
  names: string[][];
}

/** A span of the request that names a place: the column, cell or block it stands for. */
export interface PlaceSpan {
  start: number;
  end: number;
  refers: { column: number } | { cell: number } | { block: string } | { rows: true };
}

export interface Binding {
  columns: NamedColumn[];
  cells: NamedCell[];
  spans: PlaceSpan[];
  /** Where the data lies: said ("rows 2 to 40"), read from the ranges, from "Your columns", or unknown. */
  rows: { first: number; last: number; how: "said" | "ranges" | "assumed" } | null;
  /** True when the columns came from "Your columns". */
  fromField: boolean;
}

// Words that never name a column by themselves: what is asked of it, or glue.
function nameable(word: string): boolean {
  if (!/^[\p{L}][\p{L}'&-]*$/u.test(word)) return false;
  const match = lookUp([word]);
  if (!match || match.misspelt) return true;
  if (match.senses.some((s) => s.kind === "beyond")) return false;
  // "this year (col C)", "last year B2:B21": the words of a relative period name columns too.
  if (match.senses.some((s) => s.kind === "rel")) return true;
  // A value ("south") is not part of a name, unless it is a header word too; words for kinds of column are what headers are made of.
  // "sales" is both: a department and a header.
  if (match.senses.some((s) => s.kind === "class") && !match.senses.some((s) => s.kind === "type")) return false;
  // "this year (col C)", "last year B2:B21": words of dates name columns too.
  const asked = match.senses.filter((s) =>
    !["type", "rows", "class", "rel", "unit", "abbr", "hint", "lead", "show"].includes(s.kind)
  );
  if (asked.length === 0) return true;
  // "amount", "value", "date": filler in a sentence, but real headers when they name a place.
  return asked.every((s) => s.kind === "fill") && headerish.has(word.toLowerCase());
}

const headerish = new Set([
  "amount",
  "amounts",
  "value",
  "values",
  "number",
  "numbers",
  "data",
  "figure",
  "figures",
  "result",
  "results",
  "entries",
  "items",
  "records",
]);

/** A word the lexicon knows only as a kind of column ("Quantity", "Price"). */
function headerWord(word: string): boolean {
  const senses = lookUp([word])?.senses ?? [];
  return senses.some((s) => s.kind === "type") &&
    senses.every((s) => ["type", "hint", "abbr", "fill"].includes(s.kind));
}

/** The name said right before a place: "office is col B" → "office"; "total hours in D" → "hours". */
function nameBefore(text: string, start: number, bareLetter: boolean): { name: string; from: number } | null {
  const before = text.slice(0, start);
  const link = bareLetter
    ? /(?:\s+(?:is|are)\s+(?:in\s+|on\s+)?|\s+(?:in|on|at)\s+|\s*[=:(]\s*|\s*->\s*|\s+)$/i.exec(before)
    : /(?:\s+(?:is|are)\s+(?:in\s+|on\s+)?(?:the\s+)?|\s+(?:in|on|at|from)\s+(?:the\s+)?|\s*[=:(]\s*|\s*->\s*|\s+)$/i
      .exec(before);
  if (!link) return null;
  // "the Notes column (J)": the word "column" after a name is part of the link.
  const head = before.slice(0, link.index).replace(/\s+(?:column|col|field)$/i, "");
  const words = [...head.matchAll(/(?<![\p{L}\p{N}$])[\p{L}][\p{L}'&-]*(?![\p{L}\p{N}])/gu)].slice(-3);
  // Only words right before the link count: a comma or a full stop ends the name.
  const kept: RegExpMatchArray[] = [];
  let contiguous = true;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i];
    const gap = head.slice(word.index! + word[0].length, i === words.length - 1 ? head.length : words[i + 1].index);
    // "test 2 is col E": a header may end in a short number, right before the link.
    const numbered = i === words.length - 1 && /^\s+\d{1,2}\s*$/.test(gap);
    // A quote is a value said as an example ("like 'Oak Chair' in col A"), never a column's name.
    if (/[,;.!?()'"‘’“”]|\s[-–]\s/.test(gap) || (/\d/.test(gap) && !numbered) || !nameable(word[0])) break;
    if (insideQuotes(text, word.index!)) break;
    // "rep Gus (B2:B100)": a capitalised word after a lower-case one is a value, and the name is the word before.
    const previous = words[i - 1];
    if (
      kept.length === 0 && /^[A-Z]/.test(word[0]) && previous && /^[a-z]/.test(previous[0]) && nameable(previous[0]) &&
      !headerWord(word[0])
    ) {
      contiguous = false;
      continue;
    }
    // "the IT department": a capitalised word before a lower-case name is a value, not part of the name, unless it
    // is a word headers are made of ("the Quantity values from H2").
    if (/^[A-Z]/.test(word[0]) && kept.length > 0 && /^[a-z]/.test(kept[0][0]) && !headerWord(word[0])) break;
    if (/^[A-Z]/.test(word[0]) && kept.length === 0 && previous && /^(?:is|are|or|and|not|for)$/i.test(previous[0])) {
      break;
    }
    kept.unshift(word);
  }
  if (kept.length === 0) return null;
  // "rows that have Sprocket in D2:D100": one capitalised word no header is made of, after glue and before "in", is
  // a value.
  const [only] = kept;
  const glueBefore = words[words.findIndex((w) => w.index === only.index) - 1];
  if (
    kept.length === 1 && /^\s+in\s+$/.test(link[0]) && /^[A-Z][a-z]/.test(only[0]) && !headerWord(only[0]) &&
    glueBefore &&
    lookUp([glueBefore[0]])?.senses.every(isGlue)
  ) {
    return null;
  }
  // "the customer Zenith Co in column C": capitalised words after a lower-case name are a value said before the place.
  const firstValue = kept.findIndex((w, k) => k > 0 && /^[A-Z]/.test(w[0]) && /^[a-z]/.test(kept[k - 1][0]));
  if (firstValue > 0 && kept.slice(firstValue).every((w) => /^[A-Z]/.test(w[0]))) {
    kept.splice(firstValue);
    contiguous = false;
  }
  const last = kept[kept.length - 1];
  const number = /^\s+(\d{1,2})\s*$/.exec(head.slice(last.index! + last[0].length));
  const name = kept.map((w) => w[0]).join(" ") + (number ? ` ${number[1]}` : "");
  return { name, from: contiguous ? kept[0].index! : start };
}

/** The name said right after a column letter: "B = region", "B (region)", "col B has the category". */
function nameAfter(text: string, end: number): { name: string; to: number } | null {
  // "col E 'Amount text'": a header quoted right after its column is its name.
  const quoted = /^\s*(?:\(\s*)?(['"])([\p{L}][\p{L}\d '&-]{0,30})\1(?:\s*\))?/u.exec(text.slice(end));
  if (quoted) return { name: quoted[2].trim(), to: end + quoted[0].length };
  const m =
    /^\s*(?:=|:|is the|is|are|has the|has|holds the|holds|contains the|contains|\()\s*(?:the\s+)?([\p{L}][\p{L}'&-]*(?:\s+[\p{L}][\p{L}'&-]*)?)\s*\)?/u
      .exec(text.slice(end));
  if (!m) return null;
  const words = m[1].split(/\s+/);
  const dropped = words.length;
  while (words.length && !nameable(words[words.length - 1])) words.pop();
  if (words.length === 0 || !words.every(nameable)) return null;
  // "column E is numbers stored as text": the name ends where its last nameable word does.
  const to = words.length === dropped ? end + m[0].length : end + m.index + m[0].indexOf(m[1]) + words.join(" ").length;
  return { name: words.join(" "), to };
}

/** "G2:G100 dates, E2:E100 amounts", "B2:B40 are scores": a name right after a range, ending its clause. */
function nameTrailing(text: string, end: number): { name: string; to: number } | null {
  // After "is"/"are" only a lower-case word names the range: "B2:B20 is Gold" tests it.
  const m = /^\s+(?:(?:is|are)\s+(?:the\s+)?(?=[a-z]))?([\p{L}][\p{L}'&-]*)(?=\s*(?:[,;.)]|$|\s+and\b))/u.exec(
    text.slice(end),
  );
  return m && nameable(m[1]) && !lookUp([m[1]])?.senses.some((s) => !["type", "rows", "fill"].includes(s.kind))
    ? { name: m[1], to: end + m[0].length }
    : null;
}

/** A name as lemmas; a short form ("dept", "qty") also goes by the word it stands for. */
function namesOf(name: string): string[][] {
  const words = name.split(/\s+/);
  const said = words.map(lemma);
  const full = words.map(fullLemma);
  return full.join(" ") === said.join(" ") ? [said] : [said, full];
}

// A lone capital letter names a column where a name is linked to it: "hours in D,", "region = A", "(E)"; A and I,
// which are also words, only before a comma, a bracket or the end.
const loneLetter =
  /(?<=(?:\b(?:is|are)\s+(?:in\s+)?|\b(?:in|on|of)\s+|[=:(]\s*|->\s*))([B-HJ-Z]|[AI](?=\s*[,;)]|\s*$|\s+\())(?=\s*(?:[,;.)]|$|\s+(?:and|rows?|for|with|where|but|then|from|is|are|under|over|above|below|between|minus|plus|times|divided|vs|starting|beginning)\b|\s+\(|\s+[a-z]+\s+(?:in|is|=)\s))/g;
// "dates E, rows 2-300": a name and its letter side by side, in a list; A and I only where the list goes on with
// another such pair ("name A, salary D"), as "class A, ..." tests a class.
const letterAfterName =
  /(?<=\b(?!(?:is|as|at|in|on|of|to|or|by|be|if|an|so|no|do|go|up|we|me|my)\s)[a-z][\p{L}]{1,}\s+)([B-HJ-Z](?=\s*[,;.)=]|\s*$|\s+(?:and|where|for|is|if|when|with|by|of)\b|\s+\(|\s+(?!(?:to|thru|through|and|or)\b)[a-z][\p{L}]{2,}(?:\s+[a-z][\p{L}]*)?\s+[A-Z]\b)|[AI](?![\p{L}\d])(?=\s*=|\s+where\b)|[AI](?![\p{L}\d])(?=\s*[,;]?\s*(?!(?:to|thru|through|and|or)\b)[a-z][\p{L}]{2,}(?:\s+[a-z][\p{L}]*)?\s+[B-HJ-Z]\b))/gu;
// "names are in A and look like…": after "in", A is a column even before "and"; "price in I, region A,": in a list
// of names and letters, A ends one.
const letterIn = /((?<=\bin\s+)[AI](?=\s+and\b)|(?<=[,;]\s*[a-z][\p{L}]+\s+)[AI](?=\s*(?:[,;.)]|$)))/gu;
const letterFirst =
  /(?<=^|[,;(]\s*|[.?!]\s+|\b(?:and|if|where|when|but)\s+)([A-HJ-Z])(?=\s*(?:=|:|is the|is|has|holds|contains)\s)/g;

/**
 * Reads every way the request names its columns and cells (ranges, whole columns, "col B", lone letters linked to a
 * name, a name linked to a place in either order, "rows 2 to 40", "Your columns") into one table of named columns.
 */
export function bindColumns(text: string, field?: string): Binding {
  const places: PlaceSaid[] = findPlaces(text);
  const taken = (start: number, end: number) => places.some((p) => start < p.end && end > p.start);
  const layout = readSheetLayout(field);
  for (const pattern of [loneLetter, letterAfterName, letterFirst, letterIn]) {
    for (const m of text.matchAll(pattern)) {
      if (taken(m.index, m.index + 1) || insideQuotes(text, m.index)) continue;
      // "highest score in class C" with a Class header given: the letter after a header's name is its value.
      const word = /([\p{L}]+)\s+$/u.exec(text.slice(0, m.index))?.[1];
      if (pattern === letterAfterName && word && layout?.columns.some((c) => lemma(c.header) === lemma(word))) continue;
      // "else F", "otherwise say B": a letter after a word that gives a label is the label.
      if (
        pattern === letterAfterName && word && lookUp([word])?.senses.some((s) => ["show", "else"].includes(s.kind))
      ) {
        continue;
      }
      // "class f2:f40 = C": a letter a range is set equal to is the value tested, not a column.
      if (/[A-Za-z]+\d+\s*=\s*$/.test(text.slice(0, m.index))) continue;
      places.push({ kind: "column", text: `${m[1]}:${m[1]}`, start: m.index, end: m.index + 1 });
    }
  }
  places.sort((a, b) => a.start - b.start);

  const columns: NamedColumn[] = [];
  const cells: NamedCell[] = [];
  const spans: PlaceSpan[] = [];
  const explicit = new Map<string, string>();
  const said = rowsSaid(text);

  for (const place of places) {
    const letter = letterOfPlace(place);
    if (place.kind === "block" || !letter) {
      spans.push({ start: place.start, end: place.end, refers: { block: place.text } });
      continue;
    }
    const bareLetter = place.text === `${letter}:${letter}` && place.end - place.start <= 2;
    const before = nameBefore(text, place.start, bareLetter);
    const after = place.kind === "column"
      ? nameAfter(text, place.end)
      : place.kind === "range"
      ? nameTrailing(text, place.end)
      : null;
    const name = before?.name ?? after?.name;
    const start = before && !taken(before.from, place.start) ? before.from : place.start;
    const end = after && !before ? after.to : place.end;
    if (place.kind === "cell") {
      cells.push({ ref: place.text, names: name ? namesOf(name) : [] });
      spans.push({ start, end, refers: { cell: cells.length - 1 } });
      continue;
    }
    if (place.kind === "range" && !explicit.has(letter)) explicit.set(letter, place.text);
    let index = columns.findIndex((c) => c.letter === letter);
    if (index < 0) {
      const header = layout?.columns.find((c) => c.letter === letter)?.header;
      columns.push({ letter, range: "", label: name ?? header ?? "", names: [], kind: "unknown" });
      index = columns.length - 1;
    }
    if (name && !columns[index].names.some((n) => n.join(" ") === namesOf(name)[0].join(" "))) {
      columns[index].names.push(...namesOf(name));
      columns[index].label ||= name;
    }
    spans.push({ start, end, refers: { column: index } });
  }
  if (said) spans.push({ start: said.start, end: said.end, refers: { rows: true } });

  // Headers of "Your columns" the request did not bind by letter are named by their header words.
  for (const column of layout?.columns ?? []) {
    if (columns.some((c) => c.letter === column.letter)) {
      const known = columns.find((c) => c.letter === column.letter)!;
      known.names.push(...namesOf(column.header));
      known.label ||= column.header;
      continue;
    }
    columns.push({
      letter: column.letter,
      range: "",
      label: column.header,
      names: namesOf(column.header),
      kind: "unknown",
    });
  }

  const rows = said
    ? { first: said.first, last: said.last, how: "said" as const }
    : commonRows(places) ?? (layout ? { first: layout.firstRow, last: layout.lastRow, how: "assumed" as const } : null);
  for (const column of columns) {
    column.range = explicit.get(column.letter) ??
      (rows ? `${column.letter}${rows.first}:${column.letter}${rows.last}` : `${column.letter}:${column.letter}`);
    column.label ||= column.range;
    column.kind = kindOf(column.names);
  }
  return { columns, cells, spans: dropNested(spans), rows, fromField: Boolean(layout) };
}

/** The columns whose names hold one of these words (lemmas): where a value of that kind is tested. */
export function columnsNamed(binding: Binding, words: string[]): number[] {
  return binding.columns.flatMap((column, index) =>
    column.names.some((name) => words.some((word) => name.includes(word))) ? [index] : []
  );
}

/** The kind the strongest kind-word among the names gives; unknown when none says. */
function kindOf(names: string[][]): ColumnKind {
  let best: { kind: ColumnKind; weight: number } = { kind: "unknown", weight: 0 };
  for (const word of names.flat()) {
    const sense = lookUp([word])?.senses.find((s) => s.kind === "type");
    if (sense && sense.weight > best.weight) best = { kind: sense.value as ColumnKind, weight: sense.weight };
  }
  return best.kind;
}

function insideQuotes(text: string, at: number): boolean {
  return [...text.matchAll(/"[^"]*"|(?<![\p{L}])'[^']*'(?![\p{L}])/gu)].some((m) =>
    at > m.index && at < m.index + m[0].length
  );
}

/** The rows most of the written ranges share: the data's rows when nobody said them. */
function commonRows(places: PlaceSaid[]): Binding["rows"] {
  const counts = new Map<string, number>();
  for (const place of places) {
    const rows = rowsOfPlace(place);
    if (rows && place.kind !== "block") counts.set(rows.join(":"), (counts.get(rows.join(":")) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) {
    // "data is A1:J100 with headers": a block from row 1 holds its headers there and its data below.
    const block = places.find((p) => p.kind === "block" && rowsOfPlace(p)?.[0] === 1);
    const rows = block && rowsOfPlace(block);
    return rows && rows[1] > 2 ? { first: 2, last: rows[1], how: "ranges" } : null;
  }
  const [first, last] = best[0].split(":").map(Number);
  return { first, last, how: "ranges" };
}

/** A name's span may have grown over a neighbouring place; the earlier, longer span keeps the words. */
function dropNested(spans: PlaceSpan[]): PlaceSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PlaceSpan[] = [];
  for (const span of sorted) {
    const last = kept[kept.length - 1];
    if (last && span.start < last.end) {
      // Overlap: the later one keeps only what the earlier does not cover.
      if (span.end <= last.end) continue;
      kept.push({ ...span, start: last.end });
      continue;
    }
    kept.push(span);
  }
  return kept;
}
