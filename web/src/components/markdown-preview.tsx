import { useMemo } from "react";
import { markdownToText } from "../lib/markdown-text.ts";

/**
 * A preview of user markdown as the words it shows (no stray ** or link addresses), read once per text: a list
 * re-renders often, and reading markdown costs a fraction of a millisecond each time.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return useMemo(() => markdownToText(markdown), [markdown]);
}
