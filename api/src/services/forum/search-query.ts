// Enough words for any real question; a longer query only makes FTS5 do more work for the same answer.
const maxTerms = 16;

/**
 * Turns what a person typed into an FTS5 MATCH expression that can never be a syntax error: only runs of letters,
 * marks and digits survive, each quoted as a phrase (so AND, OR, NOT, NEAR, `*`, `^`, `:`, quotes and
 * parentheses are plain text), all required. No prefix matching: a prefix term makes FTS5 merge the doclists of
 * every word it starts, up to 15 times slower on a common word; the porter stemmer on the index finds "totals"
 * for "total" instead. Answers null when nothing searchable is left.
 */
export function toMatchExpression(search: string): string | null {
  const terms = search.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, maxTerms);
  return terms ? terms.map((term) => `"${term}"`).join(" ") : null;
}
