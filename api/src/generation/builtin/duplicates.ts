import type { Builder, PlanContext } from "./plan-context.ts";
import { absolute, firstCell, type Ref, rowOf } from "./references.ts";

/** Words that say a value is in a list more than once: "duplicate", "repeat", "shows up twice or more". */
const repeated =
  /\bdup(?:e|licate|licated)?s?\b|\brepeat(?:s|ed|ing)?\b|\bmore than (?:once|one time)\b|\b(?:twice|two times) or more\b|\bat least (?:twice|two times)\b|\b(?:multiple|several) times\b|\b(?:anywhere|somewhere) else\b|\bagain\b/;

/** Words that say a value is in a list exactly once: "only once", "no duplicates at all", "appears just once". */
const once =
  /\b(?:only|just|exactly)\b(?:\s+[\w']+){0,3}?\s+once\b|\bonce only\b|\b(?:only|just|exactly) one time\b|\bnot (?:repeated|duplicated)\b|\bnever repeated\b|\bno (?:duplicates|dupes|repeats)\b|\bnon-?duplicates?\b|\bsingle (?:time|occurrence)\b/;

/** "the first time each customer appears", "first occurrence of every name": the first copy of each value. */
const firstTime = /\bfirst\s+(?:time|occurrence|appearance|instance|entry|mention)\b/;

const countWords = /\bhow many\b|\bcount\b|\bnumber of\b|\btally\b/;

/** The list the request is about and, when it names one, the cell of it that is tested. */
function listAndCell(ctx: PlanContext): { list: Ref; cell: string } | null {
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (ranges.length !== 1 || cells.length > 1) return null;
  const list = ranges[0];
  const first = firstCell(list);
  const column = first.replace(/\d+$/, "");
  if (cells.length === 1 && !cells[0].text.replace(/\$/g, "").startsWith(column)) return null;
  const row = rowOf(ctx.text);
  const cell = cells[0]?.text.replace(/\$/g, "") ?? (row === null ? first : `${column}${row}`);
  return { list, cell };
}

/** What the formula shows for yes and for no: the 1 and 0, the words or the quoted texts the request asks for. */
function outputs(ctx: PlanContext): [string, string] | null {
  const quoted = [...ctx.masked.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  if (quoted.length === 2) return [`"${quoted[0]}"`, `"${quoted[1]}"`];
  const said = ctx.bare.replace(/⟦\d+⟧/g, " ");
  if (/(?<![\w.])1\b/.test(said) && /(?<![\w.])0\b/.test(said)) return ["1", "0"];
  if (/\byes\b/.test(ctx.lower) && /\bno\b/.test(ctx.lower)) return ['"Yes"', '"No"'];
  return null;
}

/**
 * "how many rows have an email that shows up more than once in B2:B60", "how many names in A2:A60 are only in there
 * once": the cells whose value COUNTIF finds more than once, or exactly once, in the same list.
 */
export const buildRepeatCount: Builder = (ctx) => {
  if (!countWords.test(ctx.bare)) return null;
  const single = once.test(ctx.lower);
  if (!single && !repeated.test(ctx.lower)) return null;
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  // "are repeated" reads as a condition on the list; any other condition is a filter this cannot apply.
  const filters = ctx.conditions.filter((c) => {
    const words = ctx.lower.slice(c.start, c.end);
    return !repeated.test(words) && !once.test(words);
  });
  if (ranges.length !== 1 || ctx.refs.length !== 1 || filters.length > 0) return null;
  const list = ranges[0].text;
  const counts = `COUNTIF(${list},${list})`;
  const slow = /^[A-Z]+:[A-Z]+$/.test(list) ? " On a whole column this is slow: use the rows your data fills." : "";
  // "how many different emails are repeated": each repeated value once, not each of its copies.
  if (!single && /\b(?:different|distinct|unique)\b|\brepeat\s+\w+s\b/.test(ctx.lower)) {
    return {
      formula: `=SUMPRODUCT((${counts}>1)/${counts})`,
      explanation: `Counts the different values of ${list} that appear more than once: each copy adds 1 divided by ` +
        `how many copies there are, so each repeated value adds up to 1.${slow}`,
    };
  }
  return {
    formula: `=SUMPRODUCT(--(${counts}${single ? "=1" : ">1"}))`,
    explanation: `COUNTIF counts how often each value of ${list} is in the list; SUMPRODUCT counts the cells whose ` +
      `value is there ${single ? "exactly once" : "more than once"}.${slow}`,
  };
};

/**
 * "how many times does the name in A5 appear in A2:A60", "count how often each customer shows up in C2:C100": how
 * often a cell's value is in its list, for that cell or, filled down, for each row.
 */
export const buildOccurrences: Builder = (ctx) => {
  if (!/\b(?:how many times|how often|number of times|count (?:the )?(?:times|occurrences))\b/.test(ctx.lower)) {
    return null;
  }
  if (ctx.conditions.length > 0) return null;
  const each = /\b(?:each|every)\b/.test(ctx.lower);
  if (!each && !ctx.refs.some((r) => r.kind === "cell")) return null;
  const found = listAndCell(ctx);
  if (!found) return null;
  return {
    formula: `=COUNTIF(${absolute(found.list)},${found.cell})`,
    explanation: `Counts the cells of ${found.list.text} that hold ${found.cell}'s value. The $ signs keep the list ` +
      `fixed when you fill the formula down beside it.`,
    perRow: true,
  };
};

/**
 * "is the customer in C12 a repeat", "does the email in B5 appear more than once in B2:B60": TRUE when the cell's
 * value is in its list more than once.
 */
export const buildRepeatTest: Builder = (ctx) => {
  if (countWords.test(ctx.bare) || firstTime.test(ctx.lower) || once.test(ctx.lower)) return null;
  if (!repeated.test(ctx.lower) || /\b(?:flag|mark|label|tag|highlight)\b/.test(ctx.lower)) return null;
  if (!/^(?:is|are|does|do|was|has|check|true|test)\b|\?|\btrue\b|\bfalse\b|\byes\b/.test(ctx.lower)) return null;
  const found = listAndCell(ctx);
  if (!found || !ctx.refs.some((r) => r.kind === "cell")) return null;
  const test = `COUNTIF(${absolute(found.list)},${found.cell})>1`;
  const shown = outputs(ctx);
  return {
    formula: shown ? `=IF(${test},${shown[0]},${shown[1]})` : `=${test}`,
    explanation: `Counts how often ${found.cell}'s value is in ${found.list.text}: more than once means it is ` +
      `repeated. The $ signs keep the list fixed when you fill the formula down.`,
    perRow: true,
  };
};

/**
 * "put a 1 next to the first time each customer appears in col C and 0 for repeats": COUNTIF over the rows from the
 * first down to this one is 1 only on a value's first row.
 */
export const buildFirstOccurrence: Builder = (ctx) => {
  if (!firstTime.test(ctx.lower) || countWords.test(ctx.bare)) return null;
  if (!/\b(?:each|every)\b|\brepeat|\bdup|\bappears?\b|\bshows? up\b|\boccurs?\b/.test(ctx.lower)) return null;
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  let cell: string;
  let top: string;
  const found = listAndCell(ctx);
  if (found) {
    cell = found.cell;
    top = absolute({ ...found.list, text: firstCell(found.list) });
  } else if (ctx.refs.length === 1 && cells.length === 1) {
    // "in col C … formula for row 9": the column's cell on that row, the list starting under the header row.
    cell = cells[0].text.replace(/\$/g, "");
    top = `$${cell.replace(/\d+$/, "")}$2`;
  } else return null;
  const test = `COUNTIF(${top}:${cell},${cell})=1`;
  const shown = outputs(ctx);
  return {
    formula: shown ? `=IF(${test},${shown[0]},${shown[1]})` : `=${test}`,
    explanation: `Counts ${cell}'s value from the top of the list down to this row: the count is 1 only on the ` +
      `first row it appears. Only the start is fixed with $, so the range grows as you fill the formula down.`,
    perRow: true,
  };
};

/** "flag duplicate emails", "mark dup next to any name that's in A2:A60 more than once": a per-row duplicate flag. */
export const buildDuplicateFlag: Builder = (ctx) => {
  if (
    !/\b(?:flag|mark|label|show|tag|highlight)\b/.test(ctx.lower) ||
    !/\bdup(?:e|licate|licates|licated)?s?\b|\bmore than once\b/.test(ctx.lower)
  ) {
    return null;
  }
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length !== 1 || ctx.refs.some((r) => r.kind === "cell" && r.text !== firstCell(ranges[0]))) return null;
  const quoted = /"([^"]+)"/.exec(ctx.masked)?.[1];
  const word = quoted ?? (/\bdup\b/.test(ctx.lower) ? "dup" : "Duplicate");
  const list = ranges[0].text.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
  // "formula for row 3": the flag is written for that row and filled from there.
  const row = rowOf(ctx.text);
  const c = row === null ? firstCell(ranges[0]) : firstCell(ranges[0]).replace(/\d+$/, String(row));
  return {
    formula: `=IF(COUNTIF(${list},${c})>1,"${word.replace(/"/g, '""')}","")`,
    explanation: `Counts how often ${c}'s value appears in ${
      ranges[0].text
    } and shows "${word}" when it is there more than once; fill it down beside the list.`,
    perRow: true,
  };
};
