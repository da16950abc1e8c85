// Enough words for any real question; a longer query only makes FTS5 do more work for the same answer.
const maxTerms = 16;

/** The list filters a search can carry into the index. */
export type SearchFilters = { categoryId?: string; authorId?: string };

/**
 * The three MATCH expressions one search runs: every match, the matches whose title has every word, and the rest
 * (the words only in bodies). Results list title matches first, each group newest first.
 */
export interface SearchMatch {
  all: string;
  titles: string;
  bodiesOnly: string;
}

/**
 * Turns what a person typed into FTS5 MATCH expressions that can never be a syntax error: only runs of letters,
 * marks and digits survive, each quoted as a phrase (so AND, OR, NOT, NEAR, `*`, `^`, `:`, quotes and
 * parentheses are plain text), all required, and looked for in titles and bodies only. No prefix matching: a
 * prefix term makes FTS5 merge the doclists of every word it starts, up to 15 times slower on a common word; the
 * porter stemmer on the index finds "totals" for "total" instead. The category and author filters become required
 * tokens of the index's `filters` column. Answers null when nothing searchable is left.
 */
export function toSearchMatch(search: string, filters: SearchFilters = {}): SearchMatch | null {
  const terms = search.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, maxTerms);
  if (!terms) return null;
  const inTitles = `{title} : (${terms.map((term) => `"${term}"`).join(" ")})`;
  const required = [terms.map(wordOfTitlesOrBodies).join(" ")];
  if (filters.categoryId) required.push(`filters : "${filterToken("c", filters.categoryId)}"`);
  if (filters.authorId) required.push(`filters : "${filterToken("a", filters.authorId)}"`);
  const all = required.join(" AND ");
  return {
    all,
    titles: [inTitles, ...required.slice(1)].join(" AND "),
    bodiesOnly: `(${all}) NOT (${inTitles})`,
  };
}

/**
 * A word as a phrase of any column: FTS5 then walks the word's document list alone, where a column filter reads the
 * positions of every match (0.24 against 0.41 ms for the newest 1,000 matches of a common word). Only a word that
 * could be, or stem to, a filter token (an `a` or `c` and a digit) keeps the filter, so it never finds a category or
 * author by its id.
 */
function wordOfTitlesOrBodies(term: string): string {
  return /^[ac]/i.test(term) && /\d/.test(term) ? `{title content} : "${term}"` : `"${term}"`;
}

/**
 * The token migration 0004_forum_search_filters indexes for an id: a letter for the kind, SQLite's `hex()` of the
 * id's UTF-8 bytes (the tokenizer folds its upper case), and a 0. Hex keeps any id one token made of letters and
 * digits, so no id can break out of its quotes.
 */
function filterToken(kind: "c" | "a", id: string): string {
  const hex = Array.from(new TextEncoder().encode(id), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${kind}${hex}0`;
}
