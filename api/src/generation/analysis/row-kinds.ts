import { rowKinds } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";
import { stem } from "./words.ts";

const kinds = rowKinds.map(({ nouns, cues, money }) => ({
  nouns: nouns.map(stem),
  cues: [...new Set(cues.map((cue) => stem(cue.replace(/\*$/, ""))))],
  sure: new Set(cues.filter((cue) => cue.endsWith("*")).map((cue) => stem(cue.slice(0, -1)))),
  money,
}));
// A table's headers hold this many of a kind's cue words before its rows are taken to be of that kind: one word
// ("Status", "Due") is in too many kinds of table.
const cuesNeeded = 2;
const idWord = /^(?:id|no|num|number|ref|reference)$/;

/** What a table's rows are, as far as its headers tell. */
export interface Rows {
  /** The nouns (as stems) that name them ("loan", "book" for a library's loans); empty when nothing tells. */
  nouns: Set<string>;
  /** The kind of money a column that says only that it is money holds ("income" for donations), when one kind says. */
  money?: string;
}

/**
 * What a table's rows are, read from its headers: a kind of table the lexicon knows, and a column that names each row
 * ("Job Ref", "Booking #").
 */
export function rowsOf(infos: ColumnInfo[]): Rows {
  const headerStems = new Set(infos.flatMap((info) => info.words.map((word) => word.stem)));
  const nouns = new Set<string>();
  const moneys = new Set<string>();
  for (const { nouns: named, cues, sure, money } of kinds) {
    const held = cues.filter((cue) => headerStems.has(cue));
    if (held.length < cuesNeeded && !held.some((cue) => sure.has(cue))) continue;
    for (const noun of named) nouns.add(noun);
    if (money) moneys.add(money);
  }
  for (const { name, words, profile } of infos) {
    const named = words.filter((word) => !idWord.test(word.stem));
    const naming = name.includes("#") || named.length < words.length;
    if (naming && named.length === 1 && profile.count > 1 && profile.distinct === profile.count) {
      nouns.add(named[0].stem);
    }
  }
  return { nouns, money: moneys.size === 1 ? [...moneys][0] : undefined };
}
