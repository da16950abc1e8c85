/** What the request shows instead of saying: a value as it is now, and as the user wants it. */
export interface Examples {
  /** "it says sAN diego", the left side of "Carla Marie Walker -> Marie". */
  input?: string;
  /** "want San Diego", "(e.g. HR - london)", "like Fri or Mon", "(so dtaylor)". */
  output?: string;
}

// An example ends at a bracket, a question or a clause: ", using", " so need", ". then".
const stop = /\)|\?|!|;|,\s+(?=[a-z])|\.\s+(?=[a-z])|\s(?:so|but|using|because|from|for|in|with|and then)\s|$/;

// "like" that introduces a sample, not "i'd like", "looks like" or "like this".
const likeMarker =
  /(?<!\b(?:i|we|you|they|would|'d|is|are|look|looks|seem|seems|feel|feels)\s)\blike\s+(?=["'A-Z0-9]|(?!(?:this|that|so|before|above|below|normal|usual)\b)[a-z][\w.@-]*\s*(?:\)|$))/;
const outputMarkers = [
  /\b(?:e\.g\.|eg|for example|for instance|such as)\s*[:,]?\s*/i,
  likeMarker,
  // "(so dtaylor)", ", so Roberts D.": a short sample at the end of a clause.
  /\(so\s+(?=[^\s)]+(?:\s+[^\s)]+){0,2}\s*\))|,\s*so\s+(?=["'A-Z][^\s)]*(?:\s+[^\s)]+){0,2}\s*$)/,
  /\bshould (?:read|say|show|be|look like)\s+(?=["'A-Z])/,
];
// "like firstname.lastname@example.com", "as first.last@acme.co": a token only a sample is written as.
const token = /\b(?:as|like)\s+([a-z][\w-]*[._@][\w-]+[\w.@-]*?)(?=[.,;:!?)]?(?:\s|$))/;
// "label it as Q1, Q2, Q3 or Q4": a list of the short labels wanted.
const labelList = /\b(?:as|like|into)\s+([A-Z]\w{0,3}(?:(?:,\s*|\s+or\s+|\/)[A-Z]\w{0,3})+)\b/;
// "some names are like David J. Wright": what the data holds now.
const inputLike = /\b(?:is|are|look|looks)\s+like\s+(?=["'A-Z0-9])/;
// "it says sAN diego", "B4 currently reads JOHN": the subject stays, the verb and the sample go.
const inputMarker =
  /(?<=\b(?:it|that|this|cell|[A-Za-z]{1,2}\d+)\s+)(?:currently\s+|now\s+)?(?:says|shows|reads|is)\s+(?=["'A-Za-z])/i;
const wantMarker = /^\s*,?\s*(?:but\s+)?(?:i\s+)?(?:want|need|should be|wanted)\s+(?:it\s+(?:to be|as)\s+)?/i;
const arrow = /\s*(?:->|=>|→)\s*/;
// "the number out of 'Deal 4' in A5", "junk spaces ('late   delivery  ')": a quoted sample of what a cell holds.
const quotedInput =
  /\b(?:out of|from)\s+(["'])([^"']+)\1(?=\s+(?:in|at)\s+[A-Za-z]{1,3}\d+)|\(\s*(["'])([^"']+)\3\s*\)/;
// "want 'David - HR' style text": a quoted sample of the answer.
const quotedOutput = /(["'])([^"']+)\1\s+(?:style|format)\b/;

interface Span {
  start: number;
  end: number;
}

// A sample is a value, not a clause: "C2 is empty" after "looks like" says something about the sheet.
const clause = /\b(?:is|are|was|were|the|it|they)\b/i;

function valueAt(text: string, from: number, cut: Span[]): Span & { value: string } {
  const quoted = /^(["'])(.+?)\1/.exec(text.slice(from));
  if (quoted) return { start: from, end: from + quoted[0].length, value: quoted[2] };
  let m = stop.exec(text.slice(from))!;
  // "like Anna (London)": a bracket the sample opened is part of it.
  const open = (v: string) => (v.match(/\(/g) ?? []).length > (v.match(/\)/g) ?? []).length;
  if (m[0] === ")" && open(text.slice(from, from + m.index))) {
    const on = from + m.index + 1;
    const next = stop.exec(text.slice(on))!;
    m = Object.assign([text.slice(on + next.index, on + next.index + next[0].length)], {
      index: on - from + next.index,
      input: text,
    }) as RegExpExecArray;
  }
  let value = text.slice(from, from + m.index).trim();
  // "like Hi Carla, using … (the comma is part of it)": the character belongs to the sample.
  const trailing = text[from + m.index];
  const remark = trailing && /[,.:!]/.test(trailing) &&
    new RegExp(
      `\\(?\\s*(?:the\\s+)?${names[trailing]}\\s+is\\s+(?:part of it|included|part of the \\w+)\\s*\\)?`,
      "i",
    ).exec(text);
  if (remark) {
    value += trailing;
    cut.push({ start: remark.index, end: remark.index + remark[0].length });
  }
  value = value.replace(/^["']|["']$/g, "");
  return { start: from, end: from + m.index, value };
}

const names: Record<string, string> = {
  ",": "comma",
  ".": "(?:dot|period|full stop)",
  ":": "colon",
  "!": "exclamation",
};

/**
 * Finds the samples a request shows ("it says sAN diego, want San Diego", "like Ellis/South", "Carla Marie Walker
 * -> Marie") and returns the text without them, so no parser reads a sample as a condition ("says sAN diego"), a
 * reference ("Q1") or a header, while builders that can use a sample (a separator, a label, a case) still see it.
 */
export function setAsideExamples(text: string): { text: string; examples: Examples } {
  const examples: Examples = {};
  const cut: Span[] = [];
  // "if … say X", "Closed -> done, Pending -> chase": in a rule of cases an arrow leads to an answer, not a sample.
  const arrowAt = /\b(?:if|otherwise|else|when|flag|mark)\b/i.test(text) ? null : arrow.exec(text);
  if (arrowAt) {
    const left = text.slice(0, arrowAt.index);
    const verb = /.*\b(?:says|shows|reads|is|like|e\.g\.|eg)\s/i.exec(left);
    const from = Math.max(
      left.lastIndexOf("(") + 1,
      left.lastIndexOf(":") + 1,
      left.lastIndexOf(", ") + 1,
      verb?.[0].length ?? 0,
    );
    const input = left.slice(from).trim();
    const output = valueAt(text, arrowAt.index + arrowAt[0].length, cut);
    // "Build 1 -> 1, Design 13 -> 13": the first pair is enough, and the others go with it.
    const more = /,\s+(?=[^,]*(?:->|=>|→))/.exec(output.value);
    if (more) output.value = output.value.slice(0, more.index);
    if (input && input.split(/\s+/).length <= 5 && output.value) {
      examples.input = input.replace(/^["']|["']$/g, "");
      examples.output = output.value;
      cut.push({ start: from, end: output.end });
    }
  }
  const quotedIn = !examples.input && quotedInput.exec(text);
  if (quotedIn) {
    examples.input = quotedIn[2] ?? quotedIn[4];
    const start = quotedIn[2] ? quotedIn.index + quotedIn[0].indexOf(quotedIn[1]) : quotedIn.index;
    cut.push({ start, end: quotedIn.index + quotedIn[0].length });
  }
  const quotedOut = !examples.output && quotedOutput.exec(text);
  if (quotedOut) {
    examples.output = quotedOut[2];
    cut.push({ start: quotedOut.index, end: quotedOut.index + quotedOut[0].length });
  }
  const said = !examples.input && inputMarker.exec(text);
  if (said) {
    const input = valueAt(text, said.index + said[0].length, cut);
    const want = wantMarker.exec(text.slice(input.end));
    if (want) {
      const output = valueAt(text, input.end + want[0].length, cut);
      if (input.value && output.value) {
        examples.input = input.value;
        examples.output = output.value;
        cut.push({ start: said.index, end: output.end });
      }
    }
  }
  const like = !examples.input && inputLike.exec(text);
  if (like) {
    const input = valueAt(text, like.index + like[0].length, cut);
    if (input.value && input.value.split(/\s+/).length <= 5 && !clause.test(input.value)) {
      examples.input = input.value;
      cut.push({ start: like.index, end: input.end });
    }
  }
  const written = !examples.output && token.exec(text);
  if (written) {
    examples.output = written[1];
    cut.push({ start: written.index, end: written.index + written[0].length });
  }
  const list = !examples.output && labelList.exec(text);
  if (list) {
    examples.output = list[1];
    cut.push({ start: list.index, end: list.index + list[0].length });
  }
  if (!examples.output) {
    for (const marker of outputMarkers) {
      const m = marker.exec(text);
      if (!m) continue;
      const output = valueAt(text, m.index + m[0].length, cut);
      if (!output.value || output.value.split(/\s+/).length > 5 || clause.test(output.value)) continue;
      examples.output = output.value;
      cut.push({ start: m.index, end: output.end });
      break;
    }
  }
  // "it says sAN diego, want San Diego" shows a change of case, and is read as one from here on.
  const recased = caseShown(examples);
  let rest = text;
  for (const span of cut.sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, span.start)} ${recased ? `in ${recased} case ` : ""}${rest.slice(span.end)}`;
  }
  return { text: rest.replace(/\s+/g, " ").trim(), examples };
}

/** The case change a sample pair shows, when the two differ only in case. */
function caseShown({ input, output }: Examples): string | null {
  if (!input || !output || input === output || input.toLowerCase() !== output.toLowerCase()) return null;
  if (output === output.toUpperCase()) return "upper";
  if (output === output.toLowerCase()) return "lower";
  return output.split(/\s+/).every((w) => w === w[0].toUpperCase() + w.slice(1).toLowerCase()) ? "proper" : null;
}
