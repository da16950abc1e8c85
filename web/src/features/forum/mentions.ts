/**
 * The spec's mention rule: when the last typed word starts with @, the rest of that word is the search term. An
 * empty term (just "@", or no @ word at all) is null, which hides the suggestions.
 */
export function mentionTerm(text: string): string | null {
  const lastWord = text.split(/\s/).at(-1) ?? "";
  if (!lastWord.startsWith("@")) return null;
  const term = lastWord.slice(1);
  return term === "" ? null : term;
}

/** Picking replaces everything from the last @ with '@' + the name + a space, as the spec words it. */
export function applyMention(text: string, name: string): string {
  const at = text.lastIndexOf("@");
  if (at === -1) return text;
  return `${text.slice(0, at)}@${name} `;
}
