import type { Table } from "../inputs/table.ts";
import type { Mention } from "./column-match.ts";
import type { ColumnInfo } from "./columns.ts";
import type { GroupCue } from "./question-roles.ts";
import type { ValueMention } from "./question-values.ts";
import type { Aggregate, AggregateWord } from "./question-words.ts";
import type { Word } from "./words.ts";
import { lookUp } from "../understand/lexicon.ts";

/** Everything read off the question, shared by the steps that decide what it asks. */
export interface Reading {
  table: Table;
  infos: ColumnInfo[];
  text: string;
  lower: string;
  words: Word[];
  mentions: Mention[];
  values: ValueMention[];
  aggregates: AggregateWord[];
  cues: GroupCue[];
  readings: string[];
  /** The true/false columns and those of yes/no answers. */
  flags: Set<number>;
  /** The values the question leaves out ("except East"). */
  left: Set<ValueMention>;
  /** Words a reading used that name no column or value: "still open" for a blank Closed date. */
  used: Set<number>;
  /** "Win rate", "readmission rate": the column whose value or yes names the part of a share of rows. */
  rateOf?: number;
}

/** Whether the word at `at` names a column or one of its values. */
export const namedAt = (reading: Reading, at: number) =>
  reading.mentions.some((m) => at >= m.start && at < m.end) ||
  reading.values.some((v) => at >= v.start && at < v.end);

/** How a measure is summed up when the question does not say: prices and scores averaged, the rest added. */
export const natural = (info: ColumnInfo): Aggregate => (info.averaged ? "average" : "sum");

/** The values of one column the question names, as the data spells them. */
export function valueLabels(values: ValueMention[], column: number): string[] {
  return values.filter((value) => value.column === column).map((value) => value.value);
}

// Senses of the words of dates ("Jul–Dec", "August? Go by…"), which are never names.
const dateSenses = new Set(["month", "quarter", "unit", "rel", "day", "weekday"]);

/**
 * "Rose Cottage": a word written with a capital mid-sentence, before another, is a name, whatever else it could be
 * ("rose" is also a rise); never a month or a day.
 */
export const nameAt = (words: Word[], at: number) =>
  at > 0 && /^[A-Z][a-z]/.test(words[at].written) && /^[A-Z]/.test(words[at + 1]?.written ?? "") &&
  !lookUp([words[at].text])?.senses.some((sense) => dateSenses.has(sense.kind));
