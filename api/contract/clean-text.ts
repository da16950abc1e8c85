/**
 * Characters that draw nothing yet change what a reader sees: bidi overrides, embeddings, isolates and marks
 * (a name with U+202E reads backwards), zero-width spaces, word joiners and invisible operators, the byte order
 * mark, soft hyphens, the Mongolian vowel separator, interlinear annotation marks and the Hangul fillers that
 * make blank-looking names. ZWJ and ZWNJ stay: emoji sequences and several scripts need them.
 */
const invisible =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g;

// Control characters, NUL included. A line turns its breaks and tabs into spaces and drops the rest; a block of
// text keeps its tabs and line breaks.
const lineBreaks = /[\t\n\v\f\r\u2028\u2029]/g;
// deno-lint-ignore no-control-regex
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const joinersAtEdges = /^[\s\u200C\u200D]+|[\s\u200C\u200D]+$/g;

/**
 * A name or a title as it should be stored: a pasted tab or line break becomes a space, other control characters
 * and invisible ones are removed. Joiners at either end are trimmed with the spaces, so a name of nothing but
 * joiners is empty and the field's own "required" rule refuses it.
 */
export const cleanLine = (text: string) =>
  text.replace(invisible, "").replace(lineBreaks, " ").replace(controls, "").replace(joinersAtEdges, "");

/** A body of text (a topic, a reply, a message): the same, keeping tabs and line breaks (CRLF becomes LF). */
export const cleanBlock = (text: string) =>
  text.replace(invisible, "").replace(/\r\n?/g, "\n").replace(/[\u2028\u2029]/g, "\n").replace(controls, "");
