/** A place the request names in the sheet, as written: a range, a whole column, one cell, or a block of columns. */
export interface PlaceSaid {
  kind: "range" | "column" | "cell" | "block";
  /** Upper case, as it goes into a formula: "C2:C21", "C:C", "H1", "A1:J100". */
  text: string;
  start: number;
  end: number;
}

const col = "\\$?[A-Za-z]{1,3}";
const row = "\\$?[1-9]\\d{0,6}";
const sheet = "(?:(?:'[^']+'|[A-Za-z_][\\w.]*)!)?";
// Short words that "column" may stand before without naming a letter ("column and", "column of").
const notLetters = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "if",
  "in",
  "is",
  "it",
  "of",
  "on",
  "or",
  "to",
  "i",
  "I",
]);

/** Each way of writing a place, earlier ones winning where they overlap. */
const patterns: [RegExp, (m: RegExpExecArray) => Omit<PlaceSaid, "start" | "end"> | null][] = [
  [
    new RegExp(`(?<![\\w$])(${sheet})(${col})(${row})\\s*:\\s*(${col})(${row})(?![\\w])`, "g"),
    (m) => span(m[1], m[2], m[3], m[4], m[5]),
  ],
  [
    new RegExp(
      `(?<![\\w$])(${sheet})(${col})(${row})\\s*(?:(?:down |up )?to|through|thru|until|-|–)\\s*(${col})(${row})(?![\\w])`,
      "gi",
    ),
    (m) => span(m[1], m[2], m[3], m[4], m[5]),
  ],
  [
    new RegExp(`(?<![\\w$])(${sheet})(${col}):(${col})(?![\\w])`, "g"),
    (m) => {
      const [a, b] = [bare(m[2]), bare(m[3])];
      return { kind: a === b ? "column" : "block", text: `${m[1]}${a}:${b}` };
    },
  ],
  [
    /\b(?:columns|cols)\s+([A-Za-z]{1,2})\s*(?:to|through|thru|-|–)\s*([A-Za-z]{1,2})\b/gi,
    (m) => ({ kind: "block", text: `${bare(m[1])}:${bare(m[2])}` }),
  ],
  [
    /\b(?:column|col)\.?\s+([A-Za-z]{1,2})\b(?![\d:])/gi,
    // "col A" is column A; "column a…" may be the article.
    (m) => notLetters.has(m[1]) ? null : { kind: "column", text: `${bare(m[1])}:${bare(m[1])}` },
  ],
  [
    /\b([A-Z])\s+column\b/g,
    (m) => m[1] === "A" || m[1] === "I" ? null : { kind: "column", text: `${m[1]}:${m[1]}` },
  ],
  [
    // "the quarter Q1" is no cell; every other letters-and-digits word is.
    new RegExp(`(?<![\\w$])(${sheet})(${col})(${row})(?![\\w])`, "g"),
    (m) => /^q[1-4]$/i.test(m[2] + m[3]) && !m[1] ? null : { kind: "cell", text: `${m[1]}${bare(m[2])}${bare(m[3])}` },
  ],
];

function bare(text: string): string {
  return text.replace(/\$/g, "").toUpperCase();
}

function span(prefix: string, c1: string, r1: string, c2: string, r2: string): Omit<PlaceSaid, "start" | "end"> {
  const [a, b] = [bare(c1), bare(c2)];
  const text = `${prefix}${a}${bare(r1)}:${b}${bare(r2)}`;
  return { kind: a === b ? "range" : "block", text };
}

/** Every place written in the request, in reading order, none overlapping and none inside quotes. */
export function findPlaces(text: string): PlaceSaid[] {
  const taken: { start: number; end: number }[] = [...text.matchAll(/"[^"]*"/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const found: PlaceSaid[] = [];
  for (const [pattern, make] of patterns) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some((t) => start < t.end && end > t.start)) continue;
      const made = make(m as RegExpExecArray);
      if (!made) continue;
      found.push({ ...made, start, end });
      taken.push({ start, end });
    }
  }
  // "for q1", "in Q3": a quarter, however it is written.
  return found.filter((p) => !(p.kind === "cell" && /^Q[1-4]$/.test(p.text) && quarterWord(text, p.start)))
    .sort((a, b) => a.start - b.start);
}

function quarterWord(text: string, start: number): boolean {
  return /\b(?:in|for|of|during|from|the|to|and|vs|versus)\s+$/i.test(text.slice(0, start));
}

/** "rows 2 to 300", "rows 2-40", "data in rows 5 thru 60": where the data lies, when said. */
export function rowsSaid(text: string): { first: number; last: number; start: number; end: number } | null {
  // "rows 2-100", "rows 2 to 100", "rows 2:100", a bare "2:100" that no column letter stands before, and "(2 to 50)".
  const m =
    /\b(?:data\s+(?:is\s+)?(?:in|on)\s+)?rows?\s+(\d{1,7})\s*(?:-|–|:|to|through|thru|until)\s*(?:row\s+)?(\d{1,7})\b/i
      .exec(text) ??
      /(?<=^|[\s,])(\d{1,7})\s*:\s*(\d{1,7})(?=\s*(?:[),.;]|$))/.exec(text) ??
      /(?<=\()(\d{1,7})\s*(?:-|–|to)\s*(\d{1,7})(?=\))/.exec(text) ??
      // "data goes to row 100": from the row under the headers.
      /\b(?:(?:goes|go|runs|run)\s+(?:down\s+)?|down\s+)to\s+(?:row\s+)?()(\d{1,7})\b(?!\s*%)/i.exec(text);
  if (!m) {
    // "49 deals", "39 students rows…": so many rows of data under the header row.
    // Said on its own, as a fact about the sheet: ", 49 deals", "39 students rows 2-40", not "which 2 students".
    const counted =
      /(?<=(?:^|[,.;:(])\s*)(\d{1,5})\s+(?:rows|deals|orders|sales|students|tasks|items|people|employees|loans|products|records|entries)\b(?=\s*(?:[,.;)]|$|\s+(?:starting|from|in total|total)\b))/i
        .exec(text);
    if (!counted || +counted[1] < 2) return null;
    return { first: 2, last: +counted[1] + 1, start: counted.index, end: counted.index + counted[0].length };
  }
  const [a, b] = [m[1] === "" ? 2 : +m[1], +m[2]];
  return { first: Math.min(a, b), last: Math.max(a, b), start: m.index, end: m.index + m[0].length };
}

/** The letter of a column place, a range or a cell ("C2:C21" → "C"); null for a block of several columns. */
export function letterOfPlace(place: PlaceSaid): string | null {
  const text = place.text.replace(/^.*!/, "");
  const letters = [...text.matchAll(/[A-Z]+/g)].map((m) => m[0]);
  return letters.every((l) => l === letters[0]) ? letters[0] : null;
}

/** The rows of a range ("C2:C21" → [2, 21]); null for whole columns and cells. */
export function rowsOfPlace(place: PlaceSaid): [number, number] | null {
  const m = /[A-Z]+(\d+):[A-Z]+(\d+)$/.exec(place.text);
  return m ? [Math.min(+m[1], +m[2]), Math.max(+m[1], +m[2])] : null;
}
