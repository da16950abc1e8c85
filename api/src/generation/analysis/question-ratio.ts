import type { Mention } from "./column-match.ts";
import { type ColumnInfo, isDefaultMeasure, namesAPeriod } from "./columns.ts";
import { measureKinds } from "../understand/lexicon.ts";
import { kindOf, sameKind } from "./measure-kinds.ts";
import type { Reading } from "./question-reading.ts";
import type { Metric } from "./question-types.ts";
import { wordSpans } from "./words.ts";

// Words between the two measures of a ratio that say nothing of it: "total errors as a % of total lines picked".
const filler = new Set([
  "total",
  "totals",
  "the",
  "their",
  "its",
  "his",
  "her",
  "all",
  "overall",
  "sum",
  "of",
  "a",
  "an",
]);

// How the part and the whole of a ratio are joined, the filler taken out: "÷", "over", "as a % of", "per 1,000".
const percentJoint = /^(?:as )?(?:%|percent|percentage|share|proportion|fraction|pct)$|^out$/;
const divideJoint = /^(?:divided by|over|per|for each|for every|\/|÷)$/;
const scaledJoint = /^per (\d+(?:,\d{3})*)$/;

/** The words between two mentions, filler left out and "%", "/" and "÷" kept: "as a % of total" is "as %". */
function jointOf(reading: Reading, a: Mention, b: Mention): string {
  const raw = reading.text.slice(endOf(reading, a.end - 1), startOf(reading, b.start)).toLowerCase();
  return (raw.match(/%|÷|\/|\d+(?:,\d{3})*|[a-z]+/g) ?? []).filter((word) => !filler.has(word)).join(" ");
}

/** "freight cost per kg": a word for the kind of measure the part is ("cost" of Freight ($)) says nothing of the joint. */
function ownKindOff(joint: string, part: ColumnInfo): string {
  const [first, ...rest] = joint.split(" ");
  const kind = measureKinds.get(first);
  return kind !== undefined && rest.length > 0 && sameKind(kind, kindOf(part)) ? rest.join(" ") : joint;
}

const startOf = (reading: Reading, at: number) => wordSpans(reading.text, reading.words)[at].start;
const endOf = (reading: Reading, at: number) => wordSpans(reading.text, reading.words)[at].end;

/**
 * The whole a count column is a part of: another column of numbers at least as large on every row (Clicks for Conv,
 * Lines Picked for Errors, Sess Poss for Sess Att), the nearest such if several are.
 */
export function wholeOf(reading: Reading, part: number): number | undefined {
  const cells = (column: number) => reading.table.columns[column].values;
  const partCells = cells(part);
  const total = (column: number) =>
    cells(column).reduce<number>((sum, cell) => sum + (typeof cell === "number" ? cell : 0), 0);
  const partTotal = total(part);
  let nearest: { column: number; total: number } | undefined;
  for (const info of reading.infos) {
    if (info.type !== "number" || info.index === part) continue;
    const holds = cells(info.index).every((cell, row) => {
      const own = partCells[row];
      return typeof cell === "number" && typeof own === "number" && own >= 0 && cell >= own;
    });
    const whole = holds ? total(info.index) : -Infinity;
    if (whole > partTotal && (!nearest || whole < nearest.total)) nearest = { column: info.index, total: whole };
  }
  return nearest?.column;
}

// A measure a ratio is made of: not a column of years or other periods ("revenue per year" lists the years).
const isNumber = (info: ColumnInfo) => isDefaultMeasure(info) && !namesAPeriod(info.name) && info.head !== "year";

/**
 * A ratio of two measures' totals, as the question defines it: "lines ÷ hrs", "errors as a % of lines picked",
 * "spend per conversion", "errors per 1,000 lines"; or as it names it: "error rate", "attendance rate", "conversion
 * rate", a count column over the whole it is part of. Totals over totals, so a formula gives the same:
 * SUM(part) ÷ SUM(whole).
 */
export function ratioMetric(reading: Reading): Metric | undefined {
  const { infos } = reading;
  // "wasted as a % of baked": a word of Units Wasted that tells it from Units Baked names it.
  const numbers = reading.mentions.filter((m) => isNumber(infos[m.column])).sort((a, b) => a.start - b.start);
  for (const [i, a] of numbers.entries()) {
    for (const b of numbers.slice(i + 1)) {
      if (b.column === a.column) continue;
      const [part, whole] = [infos[a.column], infos[b.column]];
      const joint = ownKindOff(jointOf(reading, a, b), part);
      if (percentJoint.test(joint)) return ratio(part, whole, `${part.name} as a % of ${whole.name}`, 100);
      const scaled = scaledJoint.exec(joint);
      if (scaled) {
        const scale = Number(scaled[1].replace(/,/g, ""));
        return ratio(part, whole, `${part.name} per ${scaled[1]} ${whole.name}`, scale);
      }
      if (divideJoint.test(joint)) {
        // "attendance rate (attended ÷ possible)": a part over its whole, asked as a rate, is a percentage.
        const rate = /%|\b(?:rates?|percent(?:age)?)\b/.test(reading.lower) &&
          wholeOf(reading, a.column) === b.column;
        return rate
          ? ratio(part, whole, `${part.name} as a % of ${whole.name}`, 100)
          : ratio(part, whole, `${part.name} per ${whole.name}`, 1);
      }
      break;
    }
  }
  return namedRate(reading, numbers);
}

/** "Error rate", "attendance rate", "rate of conversion", "conversion %": a count over the whole it is part of. */
function namedRate(reading: Reading, numbers: Mention[]): Metric | undefined {
  const { words, infos } = reading;
  for (const m of numbers) {
    const after = words[m.end]?.text;
    const before = words[m.start - 1]?.text;
    // "below 90% attendance": a percentage said of a count is its rate.
    const percentOf = /^\d/.test(before ?? "") &&
      reading.text.slice(endOf(reading, m.start - 1), startOf(reading, m.start)).includes("%");
    const named = /^(?:rate|rates|ratio|percentage|pct)$/.test(after ?? "") || percentOf ||
      before === "of" && /^(?:rate|ratio)$/.test(words[m.start - 2]?.text ?? "");
    // "unemployment rate" over an Unemployment % column is that column; a rate is made of counts.
    if (!named || kindOf(infos[m.column]) === "percent") continue;
    const whole = wholeOf(reading, m.column);
    if (whole === undefined) continue;
    return ratio(infos[m.column], infos[whole], `${infos[m.column].name} as a % of ${infos[whole].name}`, 100);
  }
  return undefined;
}

function ratio(part: ColumnInfo, whole: ColumnInfo, label: string, scale: number): Metric {
  return {
    aggregate: "sum",
    column: part.index,
    per: whole.index,
    label,
    ...(scale === 100 ? { percent: true } : scale === 1 ? {} : { scale }),
  };
}
