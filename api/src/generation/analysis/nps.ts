import type { Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import type { Reading } from "./question-reading.ts";
import type { Filter } from "./question-types.ts";
import type { Threshold } from "./question-values.ts";
import { type HelperColumn, helperStep } from "./helper-column.ts";
import { letterOf } from "./sheet-ranges.ts";

/**
 * The Net Promoter Score, from a column of answers on the 0–10 "how likely are you to recommend us" scale: promoters
 * answer 9 or 10, detractors 0 to 6, passives 7 or 8; the score is the percentage of promoters less the percentage of
 * detractors. The table holds no such column; the analysis adds one as a helper column (100 for a promoter, −100 for
 * a detractor, 0 for a passive), whose average over any rows is their NPS, and the steps have the person add it too.
 */
export const npsName = "NPS";
const asked = /\b(?:nps|net promoter)\b/i;
const named = /recommend|\bnps\b|likel|promot/i;

/** The column of 0–10 answers: whole numbers from 0 to 10 reaching 9 or more, the one named for it first. */
export function npsScale(table: Table, infos: ColumnInfo[]): number | undefined {
  const scales = infos.filter((info) => {
    if (info.type !== "number") return false;
    const numbers = table.columns[info.index].values.filter((value) => typeof value === "number");
    return numbers.length > 0 && numbers.every((value) => Number.isInteger(value) && value >= 0 && value <= 10) &&
      Math.max(...numbers) >= 9;
  });
  return (scales.find((info) => named.test(info.name)) ?? (scales.length === 1 ? scales[0] : undefined))?.index;
}

/** The 0–10 column whose NPS the question asks for, where the table has no NPS column of its own. */
export function readNps(table: Table, infos: ColumnInfo[], question: string): number | undefined {
  if (!asked.test(question) || infos.some((info) => asked.test(info.name))) return undefined;
  return npsScale(table, infos);
}

const points = (answer: number) => (answer >= 9 ? 100 : answer <= 6 ? -100 : 0);

/** The NPS points of each answer as a helper column, whose average over any rows is their Net Promoter Score. */
export function npsColumn(given: Table, scale: number): HelperColumn {
  const values = given.columns[scale].values.map((value) => (typeof value === "number" ? points(value) : null));
  const table: Table = { ...given, columns: [...given.columns, { name: npsName, type: "number", values }] };
  const name = given.columns[scale].name;
  return {
    table,
    words: `${npsName} is 100 where ${name} is 9 or 10 (a promoter), -100 where it is 0 to 6 (a detractor) and 0 for ` +
      `7 or 8, row by row: its average is the percentage of promoters less the percentage of detractors, the Net ` +
      `Promoter Score.`,
    step: (place) =>
      helperStep(table, place, (row) => {
        const cell = `${letterOf(place, scale)}${row}`;
        return `=IF(${cell}="","",IF(${cell}>=9,100,IF(${cell}<=6,-100,0)))`;
      }),
  };
}

const groups: [RegExp, [Threshold["operator"], number][]][] = [
  [/^promoters?$/, [[">=", 9]]],
  [/^detractors?$/, [["<=", 6]]],
  [/^passives?$/, [[">=", 7], ["<=", 8]]],
];

/** "how many detractors", "median tenure of promoters": the rows whose 0–10 answer puts them in that group. */
export function npsGroupFilters(reading: Reading): Filter[] {
  const said = reading.words.flatMap((word, at) => {
    const bounds = groups.find(([pattern]) => pattern.test(word.text))?.[1];
    return bounds ? [{ at, bounds }] : [];
  });
  // Most questions name no group: the table's columns are read only for those that do.
  const scale = said.length ? npsScale(reading.table, reading.infos) : undefined;
  if (scale === undefined) return [];
  return said.flatMap(({ at, bounds }) => {
    reading.used.add(at);
    return bounds.map(([operator, value]): Filter => ({ kind: "compare", column: scale, operator, value }));
  });
}
