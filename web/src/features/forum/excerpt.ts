/**
 * The card's two-line excerpt is plain text: markdown marks would show as stray asterisks and brackets, so links and
 * images keep their words and the rest of the syntax goes. The topic page renders the full markdown.
 */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, "")
    .replace(/[*_~`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
