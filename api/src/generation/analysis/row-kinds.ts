import { rowKinds } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";
import { stem } from "./words.ts";

const kinds = rowKinds.map(({ nouns, cues }) => ({ nouns: nouns.map(stem), cues: cues.map(stem) }));
// A table's headers hold this many of a kind's cue words before its rows are taken to be of that kind: one word
// ("Status", "Due") is in too many kinds of table.
const cuesNeeded = 2;
const idWord = /^(?:id|no|num|number|ref|reference)$/;

/**
 * The nouns (as stems) that say what a table's rows are ("loan", "book" for a library's loans), read from its headers:
 * a kind of table the lexicon knows, and a column that names each row ("Job Ref", "Booking #"). Empty when nothing
 * tells.
 */
export function rowNouns(infos: ColumnInfo[]): Set<string> {
  const headerStems = new Set(infos.flatMap((info) => info.words.map((word) => word.stem)));
  const found = new Set<string>();
  for (const { nouns, cues } of kinds) {
    if (cues.filter((cue) => headerStems.has(cue)).length >= cuesNeeded) { for (const noun of nouns) found.add(noun); }
  }
  for (const { name, words, profile } of infos) {
    const named = words.filter((word) => !idWord.test(word.stem));
    const naming = name.includes("#") || named.length < words.length;
    if (naming && named.length === 1 && profile.count > 1 && profile.distinct === profile.count) {
      found.add(named[0].stem);
    }
  }
  return found;
}
