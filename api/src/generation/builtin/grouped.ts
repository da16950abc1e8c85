import { statOf } from "./aggregate.ts";
import { type Field, readFields, sameName } from "./compose-fields.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";
import {
  absolute,
  columnCount,
  columnNumber,
  firstCell,
  firstColumn,
  letterOf,
  type Ref,
  rowOf,
} from "./references.ts";

type GroupStat = "sum" | "average" | "count" | "max" | "min";

const queryWords: Record<GroupStat, string> = { sum: "sum", average: "avg", count: "count", max: "max", min: "min" };
const ifsNames: Record<GroupStat, string> = {
  sum: "SUMIFS",
  average: "AVERAGEIFS",
  count: "COUNTIFS",
  max: "MAXIFS",
  min: "MINIFS",
};
const statWords: Record<GroupStat, string> = {
  sum: "total",
  average: "average",
  count: "count",
  max: "largest value",
  min: "smallest value",
};

const groupWord =
  /\b(?:for each|for every|per|by|grouped by|group by|broken down by|split by)\s+(?:the\s+|their\s+|its\s+|each\s+)?([a-z]+)?/;

/** The column of groups: the one named after "per"/"by"/"for each", else the first range said after those words. */
function groupOf(ctx: PlanContext, fields: Field[]): Field | undefined {
  const m = groupWord.exec(ctx.lower);
  if (!m) return undefined;
  const at = (match: RegExpExecArray | null) => match ? fields.find((f) => f.index === +match[1]) : undefined;
  // "for each region in A2:A100": the range in the same clause as the group word.
  const near = at(/^[^⟦.,;]*⟦(\d+)⟧/.exec(ctx.lower.slice(m.index)));
  if (near) return near;
  const named = m[1] ? fields.filter((f) => f.names.some((n) => sameName(n, m[1]) || n.startsWith(m[1]))) : [];
  if (named.length === 1) return named[0];
  return at(/⟦(\d+)⟧/.exec(ctx.lower.slice(m.index)));
}

/** A column for the numbers the request implies but names nowhere ("total for each department"). */
function inventValues(ctx: PlanContext): Ref | undefined {
  const room = ctx.invent;
  if (room?.nextColumn === undefined) return undefined;
  const letter = letterOf(room.nextColumn++);
  return { text: `${letter}${room.firstRow}:${letter}${room.lastRow}`, kind: "range", start: 0, end: 0 };
}

/**
 * "total sales by region", "count per status", "average salary for each department": one row per group with its
 * total. QUERY on Sheets; UNIQUE beside a *IFS of the same keys on Excel (365), which has no GROUPBY everywhere. For
 * one row ("the category of row 2"), the group's total for that row's group, filled down.
 */
export const buildGrouped: Builder = (ctx) => {
  const stat = statOf(ctx.bare) as GroupStat | null;
  if (!stat || !queryWords[stat] || ctx.conditions.length > 0) return null;
  if (ctx.refs.some((r) => r.kind === "range" && columnCount(r) > 1) && ctx.platform !== "sheets") return null;
  const table = ctx.refs.find((r) => r.kind === "range" && columnCount(r) > 1);
  const fields = readFields(ctx);
  const group = groupOf(ctx, fields);
  if (!group) return null;
  const others = fields.filter((f) => f !== group);
  if (others.length > 1 || ctx.refs.filter((r) => r.kind === "range" && r !== table).length !== fields.length) {
    return null;
  }
  const made = others.length === 0 && stat !== "count" ? inventValues(ctx) : undefined;
  const values = others[0]?.ref ?? made ?? (stat === "count" ? group.ref : undefined);
  if (!values) return null;
  // QUERY reads one block of columns, so the places the request named are listed for the answer's notes.
  const label = (f: Field) => f.names.map((n) => n.replace(/^\w/, (c) => c.toUpperCase())).join(" ");
  const places = ctx.invent
    ? [{ label: label(group), range: group.ref.text }, ...others.map((f) => ({ label: label(f), range: f.ref.text }))]
    : [];
  const assumed = made || places.length > 0
    ? { assumed: [...places, ...(made ? [{ label: "Amount", range: made.text }] : [])] }
    : {};
  const row = rowOf(ctx.text);
  if (row !== null || ctx.refs.some((r) => r.kind === "cell")) {
    return { ...perRow(ctx, stat, group.ref, values, row), ...assumed };
  }
  const plan = ctx.platform === "sheets" ? query(stat, group.ref, values, table) : stacked(stat, group.ref, values);
  return plan && { ...plan, ...assumed };
};

function query(stat: GroupStat, group: Ref, values: Ref, table: Ref | undefined): Plan {
  const g = firstColumn(group);
  const v = firstColumn(values);
  const data = table?.text ?? span([group, values]);
  return {
    formula: `=QUERY(${data},"select ${g}, ${queryWords[stat]}(${v}) group by ${g}",1)`,
    explanation: `QUERY reads ${data} (with one header row) and gives one row per different value in column ${g}, ` +
      `with the ${statWords[stat]} of column ${v} for it.`,
    spills: true,
  };
}

function stacked(stat: GroupStat, group: Ref, values: Ref): Plan | null {
  if (!/\d/.test(group.text) || !/\d/.test(values.text)) return null;
  const g = group.text;
  const keys = `UNIQUE(${g})`;
  const totals = stat === "count" ? `COUNTIFS(${g},${keys})` : `${ifsNames[stat]}(${values.text},${g},${keys})`;
  return {
    formula: `=HSTACK(${keys},${totals})`,
    explanation: `UNIQUE lists each group in ${g} once, ${ifsNames[stat]} works out the ${statWords[stat]} ` +
      `${stat === "count" ? "of rows" : `of ${values.text}`} for each of them, and HSTACK puts the two side by side.`,
    spills: true,
  };
}

/** "avg price per category for row 2": the total of this row's group, with the lists fixed for filling down. */
function perRow(ctx: PlanContext, stat: GroupStat, group: Ref, values: Ref, row: number | null): Plan {
  const letter = firstColumn(group);
  const own = ctx.refs.find((r) => r.kind === "cell" && firstColumn(r) === letter)?.text.replace(/\$/g, "");
  const cell = own ?? (row === null ? firstCell(group) : `${letter}${row}`);
  const g = absolute(group);
  const v = absolute(values);
  const formula = {
    sum: `=SUMIF(${g},${cell},${v})`,
    average: `=AVERAGEIF(${g},${cell},${v})`,
    count: `=COUNTIF(${g},${cell})`,
    max: `=MAXIFS(${v},${g},${cell})`,
    min: `=MINIFS(${v},${g},${cell})`,
  }[stat];
  return {
    formula,
    explanation: `Works out the ${statWords[stat]} ${stat === "count" ? "of rows" : `of ${values.text}`} whose group ` +
      `in ${group.text} is ${cell}'s; the $ signs keep the lists fixed when you fill the formula down.`,
    perRow: true,
  };
}

/** Whole columns from the leftmost to the rightmost named column, over the rows named: QUERY needs one block. */
function span(refs: Ref[]): string {
  const letters = refs.map((r) => firstColumn(r)).sort((a, b) => columnNumber(a) - columnNumber(b));
  const rows = /^[A-Z]+(\d+):[A-Z]+(\d+)$/.exec(refs[0].text);
  const [first, last] = [letters[0], letters[letters.length - 1]];
  if (!rows || refs.some((r) => !r.text.endsWith(`:${firstColumn(r)}${rows[2]}`))) return `${first}:${last}`;
  // The header row sits above the data: QUERY reads it as the column names.
  const top = Math.max(+rows[1] - 1, 1);
  return `${first}${top}:${last}${rows[2]}`;
}
