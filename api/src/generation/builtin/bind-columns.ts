import { columnRange, type SheetColumn, type SheetLayout } from "./sheet-layout.ts";
import { fixSpelling } from "./spelling.ts";
import { escapePattern as escape } from "../escape-pattern.ts";

/** A column the request named by its header, and the place in the sheet that now stands for it. */
export interface Binding {
  column: SheetColumn;
  place: string;
}

// Headers that read as the request's own verbs ("look up the price"): binding them would turn a verb into a range.
const verbHeaders = /^(?:look ?up|lookup|find|search|code to find|get|return)$/i;

const opHeaders = /^(?:total|sum|count|average|max|min)$/i;

const rowNoun =
  /^(?:deal|order|task|item|project|ticket|invoice|record|entry|transaction|sale|student|employee|member|person|player|worker)$/i;

// Columns whose values many rows share: "for each region" groups the rows, never names one of them.
const groupNoun =
  /^(?:regions?|status(?:es)?|departments?|dept|categor(?:y|ies)|teams?|class(?:es)?|city|cities|countr(?:y|ies)|states?|stages?|types?|months?|years?|quarters?|reps?|owners?|stores?|branch(?:es)?|channels?|sources?|vendors?|suppliers?|brands?|customers?|clients?)$/i;

const superlativeBefore =
  /\b(?:biggest|largest|highest|smallest|lowest|best|worst|top|most expensive|cheapest|priciest|max(?:imum)?|min(?:imum)?|average|avg|mean|median|total)\s+(?:\d+\s+)?(?:[a-z]+\s+)?$/i;

/** "Unit price" → a pattern for "unit price", "unit prices", "Unit Price's"; "Sales" also matches "sale". */
function headerPattern(words: string[]): RegExp {
  const body = words.map(escape).join("\\s+");
  const last = words[words.length - 1];
  const stem = /s$/i.test(last) && last.length > 3
    ? `|${escape(words.slice(0, -1).concat(last.slice(0, -1)).join(" ")).replace(/ /g, "\\s+")}`
    : "";
  return new RegExp(`(?<![\\w'])(?:${body}(?:e?s)?(?:'s)?${stem})(?![\\w])`, "gi");
}

/** Spans of text in double quotes: the user's own values, never a column's name. */
function quotedSpans(text: string): [number, number][] {
  return [...text.matchAll(/"[^"]*"/g)].map((m) => [m.index!, m.index! + m[0].length]);
}

interface Hit {
  start: number;
  end: number;
  column: SheetColumn;
}

/**
 * Where the request names the layout's columns: the whole header wins ("unit price"); a header's last word alone
 * ("name" for "Full name") only when no other header has that word.
 */
function findHeaders(text: string, layout: SheetLayout): Hit[] {
  const blocked = quotedSpans(text);
  const hits: Hit[] = [];
  const free = (start: number, end: number) =>
    !blocked.some(([a, b]) => start < b && end > a) && !hits.some((h) => start < h.end && end > h.start);
  // The request was respelt ("qty" → "quantity"), so a header is looked for as it is respelt too.
  const candidates = layout.columns.filter((c) => !verbHeaders.test(c.header))
    .flatMap((column) => {
      const respelt = fixSpelling(column.header);
      const spellings = respelt === column.header ? [column.header] : [column.header, respelt];
      return spellings.map((header) => ({ column, words: header.split(/\s+/) }));
    })
    .sort((a, b) => b.column.header.length - a.column.header.length);
  for (const { column, words } of candidates) {
    for (const m of text.matchAll(headerPattern(words))) {
      // "closed deals" counts rows; a header "Deal" holds their names, and a plural of it means the rows themselves.
      // "different students" are still the column's values, to count once each.
      if (
        words.length === 1 && rowNoun.test(words[0]) && /s$/i.test(m[0]) && !/s$/i.test(words[0]) &&
        !/\b(?:different|distinct|unique)\s+$/i.test(text.slice(0, m.index!))
      ) continue;
      // "the biggest deal", "largest open deal" is the row with the largest value, not the column of deal names.
      if (words.length === 1 && rowNoun.test(words[0]) && superlativeBefore.test(text.slice(0, m.index!))) continue;
      // "total sales": an operation said before what it works on, not the column headed Total.
      if (
        opHeaders.test(words.join(" ")) &&
        /^\s+(?!where\b|for\b|in\b|of\b|is\b|by\b|and\b)[a-z]/i.test(text.slice(m.index! + m[0].length))
      ) {
        continue;
      }
      // "the first task", "each sale": the rows themselves, named by the header of their first column; "for each
      // region", "per status" name a column of groups.
      if (
        /\b(?:first|each|every|per|last|next)\s+(?:data\s+)?$/i.test(text.slice(0, m.index!)) &&
        (column === layout.columns[0] || rowNoun.test(words[words.length - 1])) &&
        !groupNoun.test(words[words.length - 1])
      ) continue;
      if (free(m.index!, m.index! + m[0].length)) hits.push({ start: m.index!, end: m.index! + m[0].length, column });
    }
  }
  for (const { column, words } of candidates) {
    if (words.length < 2 || hits.some((h) => h.column === column)) continue;
    const head = words[words.length - 1];
    if (head.length < 3 || /^\d+$/.test(head)) continue;
    const shared = layout.columns.some((other) =>
      other !== column && other.header.toLowerCase().split(/\s+/).includes(head.toLowerCase())
    );
    if (shared) continue;
    for (const m of text.matchAll(headerPattern([head]))) {
      if (free(m.index!, m.index! + m[0].length)) hits.push({ start: m.index!, end: m.index! + m[0].length, column });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * The request with each header it names followed by that column's place: "total sales where region is north" →
 * "total sales C2:C100 where region A2:A100 is north" as ranges, or "… C2 … A2" as the cells of one row. The rest
 * of the engine then reads it like a request that named its ranges.
 */
export function bindColumns(
  text: string,
  layout: SheetLayout,
  shape: "range" | "cell",
  row = layout.firstRow,
): { text: string; bindings: Binding[] } | null {
  const hits = findHeaders(text, layout);
  if (hits.length === 0) return null;
  let out = "";
  let at = 0;
  const bindings: Binding[] = [];
  for (const hit of hits) {
    const place = shape === "range" ? columnRange(hit.column, layout) : `${hit.column.letter}${row}`;
    out += `${text.slice(at, hit.end)} ${place}`;
    at = hit.end;
    if (!bindings.some((b) => b.column === hit.column)) bindings.push({ column: hit.column, place });
  }
  return { text: out + text.slice(at), bindings };
}
