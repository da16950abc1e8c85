/** A place in the sheet the request names: a range (B2:B50, D:D) or a single cell (H7), with where it was said. */
export interface Ref {
  /** As it goes into a formula, upper-case: "B2:B50", "D:D", "H7". */
  text: string;
  kind: "range" | "cell";
  start: number;
  end: number;
}

const col = "[A-Za-z]{1,3}";
const cell = `\\$?${col}\\$?[1-9]\\d{0,6}`;

/** Each pattern turns one way of naming cells into a formula reference; earlier patterns win overlaps. */
const patterns: { re: RegExp; make: (m: RegExpExecArray) => Omit<Ref, "start" | "end"> | null }[] = [
  {
    // "Sheet2!A:C", "'Q1 data'!B2:B9": the sheet name kept as typed
    re: /(?<![\w$!'])((?:'[^']+'|[A-Za-z_][\w.]*)!)(\$?[A-Za-z]{1,3}\$?\d*(?::\$?[A-Za-z]{1,3}\$?\d*)?)(?![\w])/g,
    make: (m) => ({ text: `${m[1]}${m[2].toUpperCase()}`, kind: m[2].includes(":") ? "range" : "cell" }),
  },
  {
    // "rows 3 to 40 of column D", "rows 3-40 in col D"
    re:
      /\brows?\s+(\d+)\s*(?:to|through|thru|-|until)\s*(\d+)\s+(?:of|in|from)\s+(?:the\s+)?(?:column|col)\s+([A-Za-z]{1,3})\b/gi,
    make: (m) => range(`${m[3]}${m[1]}`, `${m[3]}${m[2]}`),
  },
  {
    // "column D rows 3 to 40", "column D from row 3 to 40"
    re:
      /\b(?:column|col)\s+([A-Za-z]{1,3})\s*,?\s*(?:from\s+)?rows?\s+(\d+)\s*(?:to|through|thru|-|until)\s*(?:row\s+)?(\d+)\b/gi,
    make: (m) => range(`${m[1]}${m[2]}`, `${m[1]}${m[3]}`),
  },
  {
    re: new RegExp(`(?<![\\w$])(${cell})\\s*:\\s*(${cell})(?![\\w])`, "gi"),
    make: (m) => range(m[1], m[2]),
  },
  {
    // "from B2 to B50", "B2 through B50", "B2-B50", "H2 down to H100"
    re: new RegExp(
      `(?<![\\w$])(${cell})\\s*(?:(?:down |up |across )?to|through|thru|-|until)\\s*(${cell})(?![\\w])`,
      "gi",
    ),
    make: (m) => range(m[1], m[2]),
  },
  {
    re: /(?<![\w$])\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})(?![\w])/g,
    make: (m) => ({ text: `${m[1]}:${m[2]}`.toUpperCase().replace(/\$/g, ""), kind: "range" }),
  },
  {
    // "columns A to C", "columns A-C"
    re: /\b(?:columns|cols)\s+([A-Za-z]{1,3})\s*(?:to|through|thru|-|and)\s*([A-Za-z]{1,3})\b/gi,
    make: (m) => ({ text: `${m[1]}:${m[2]}`.toUpperCase(), kind: "range" }),
  },
  {
    re: /\b(?:column|col)\s+([A-Za-z]{1,3})\b(?!\s*\d)/gi,
    make: (m) => (isWord(m[1]) ? null : { text: `${m[1]}:${m[1]}`.toUpperCase(), kind: "range" }),
  },
  {
    // "class is in F", "notes in J", "(F)": a lone capital letter where a column is named; "in a" is an article
    // and "grade is A" a value, so neither counts.
    re:
      /(?:(?<=\b(?:is|are)\s+in\s+)|(?<=\b(?:in|col|column|of|for)\s+)|(?<=\(\s*))([A-HJ-Z])(?=\s*(?:[,.;:)!?]|$|\s+\(|\s+(?:and|rows?|for|with|but|where|from|is|are|was|were|has|have|that|which|who)\b))/g,
    make: (m) => ({ text: `${m[1]}:${m[1]}`, kind: "range" }),
  },
  {
    // "in b" at the end of a clause: a lower-case letter only where it cannot be an article
    re: /(?<=\bin\s+)([b-hj-z])(?=\s*(?:[,.;:)!?]|$))/g,
    make: (m) => ({ text: `${m[1].toUpperCase()}:${m[1].toUpperCase()}`, kind: "range" }),
  },
  {
    // "B has category", "C holds the prices", "where C over 500": the letter names the column it describes
    re:
      /\b([A-HJ-Z])(?=\s+(?:has|holds|contains|is the)\b)|(?<=\b(?:where|if|when|and)\s+(?:column\s+|col\s+)?)([A-HJ-Z])(?=\s+(?:is|equals|says|contains|over|under|above|below|(?:more|less|greater|fewer) than|at (?:least|most))\b|\s*[=<>])/g,
    make: (m) => ({ text: `${m[1] ?? m[2]}:${m[1] ?? m[2]}`, kind: "range" }),
  },
  {
    // "rep is B, status F, amount E": a column's usual name and its letter
    re:
      /(?<=\b(?:quantity|qty|amounts?|status|dates?|owners?|stages?|values?|prices?|stock|salar(?:y|ies)|hours|names?|scores?|notes|emails?|codes?|items?|reps?|regions?|products?|customers?|dept|departments?|categor(?:y|ies)|city|cities)\s+(?:is\s+(?:in\s+)?|in\s+|=\s*|:\s*)?)([A-HJ-Z])(?=\s*(?:[,.;)]|$)|\s+(?:and|rows?)\b|\s+[a-z]{2,}\s+(?:is\s+)?[A-Z]\b)/g,
    make: (m) => ({ text: `${m[1]}:${m[1]}`, kind: "range" }),
  },
  {
    // "the D column" — only an upper-case letter, since "a column" is an article
    re: /\b([A-Z])\s+column\b/g,
    make: (m) => (m[1] === "A" || m[1] === "I" ? null : { text: `${m[1]}:${m[1]}`, kind: "range" }),
  },
  {
    // "revenue in Q1", "for q3 2024": a quarter, not the cell Q1
    re: /(?<=\b(?:in|for|during|of|from)\s+(?:the\s+)?)(q[1-4])(?![\w:])/gi,
    make: () => ({ text: "", kind: "cell" }),
  },
  {
    re: new RegExp(`(?<![\\w$])(${cell})(?![\\w])`, "gi"),
    make: (m) => cellRef(m[1]),
  },
];

/** Short words that look like column letters after "column" ("column and", "column for"). */
const words = new Set(["and", "of", "in", "for", "the", "to", "is", "by", "as", "at", "on", "if", "or", "all", "are"]);
function isWord(letters: string): boolean {
  return words.has(letters.toLowerCase());
}

function range(from: string, to: string): Omit<Ref, "start" | "end"> {
  return { text: `${from}:${to}`.toUpperCase(), kind: "range" };
}

function cellRef(text: string): Omit<Ref, "start" | "end"> {
  return { text: text.toUpperCase(), kind: "cell" };
}

/** Every reference in the text, in reading order, none overlapping. */
export function findRefs(text: string): Ref[] {
  // Text in double quotes is the user's own words ("Q1", "A1 grade"), never a reference.
  const found: Ref[] = [...text.matchAll(/"[^"]*"/g)].map((m) => ({
    text: "",
    kind: "cell",
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  for (const { re, make } of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((r) => start < r.end && end > r.start)) continue;
      const made = make(m);
      if (made) found.push({ ...made, start, end });
    }
  }
  return alignRows(found.filter((r) => r.text).sort((a, b) => a.start - b.start), text);
}

const onePhrase =
  /\b(?:(?:for|in|on|of|at)\s+)?(?:row|line)\s+(\d{1,7})\b(?!\s*(?:to|through|thru|-|until|and)\s*\d)|\bthe\s+first\s+(?:data\s+)?(?:row|line|record|entry|task|person|employee|student|product|deal|order|item|sale)\b/i;

/** The one row a per-row request is about: "for row 9", "in row 14", "the first row" (row 2, under the headers). */
export function rowOf(text: string): number | null {
  if (rowsPhrase.test(text)) return null;
  // "my headers are in row 1" says where the data starts, not which row to work on.
  const m = onePhrase.exec(text.replace(/\bheaders?(?:\s+row)?\s+(?:are\s+|is\s+)?(?:in|on)\s+row\s+\d+\b/gi, " "));
  if (!m) return null;
  return m[1] ? +m[1] : 2;
}

const rowsPhrase = /\brows?\s+(\d+)\s*(?:to|through|thru|-|until)\s*(?:row\s+)?(\d+)\b/i;

/**
 * A whole column said beside ranges of some rows ("E2:E60 … col C", "col D, col H, rows 2 thru 100") means the same
 * rows of that column: *IFS functions need ranges of one size, and a whole column would count its header and blanks.
 */
function alignRows(found: Ref[], text: string): Ref[] {
  // "customer names in col C … formula for C4": the column only says where the cell is.
  const cellColumns = new Set(found.filter((r) => r.kind === "cell").map((r) => /^\$?([A-Z]+)/.exec(r.text)?.[1]));
  const refs = found.filter((r) => {
    const whole = /^([A-Z]{1,3}):([A-Z]{1,3})$/.exec(r.text);
    return !(whole && whole[1] === whole[2] && cellColumns.has(whole[1]));
  });
  const row = rowOf(text);
  if (row !== null) {
    // "start date is col F, formula for row 9": the cell of that column in that row.
    return refs.map((r) => {
      const m = /^([A-Z]{1,3}):([A-Z]{1,3})$/.exec(r.text);
      return m && m[1] === m[2] ? { ...r, text: `${m[1]}${row}`, kind: "cell" as const } : r;
    });
  }
  const rows = rowsPhrase.exec(text);
  const spans = new Set(
    refs.filter((r) => r.kind === "range" && /\d/.test(r.text) && !r.text.includes("!")).map(rowSpan),
  );
  const span = rows ? `${rows[1]}:${rows[2]}` : spans.size === 1 ? [...spans][0] : null;
  if (!span || !/^\d+:\d+$/.test(span)) return refs;
  const [from, to] = span.split(":");
  return refs.map((r) => {
    const m = /^([A-Z]{1,3}):([A-Z]{1,3})$/.exec(r.text);
    return m && m[1] === m[2] ? { ...r, text: `${m[1]}${from}:${m[1]}${to}` } : r;
  });
}

/** The text with each reference replaced by ⟦i⟧, so later parsers never mistake B2 for a number or a word. */
export function maskRefs(text: string, refs: Ref[]): string {
  let out = "";
  let at = 0;
  refs.forEach((r, i) => {
    out += `${text.slice(at, r.start)}⟦${i}⟧`;
    at = r.end;
  });
  return out + text.slice(at);
}

const parts = /^\$?([A-Z]+)\$?(\d+)?(?::\$?([A-Z]+)\$?(\d+)?)?$/;

/** A reference's sheet prefix ("Sheet2!") and the A1 part after it, without $ signs. */
function split(ref: Ref): { sheet: string; m: RegExpExecArray | null } {
  const bang = ref.text.lastIndexOf("!");
  const sheet = bang >= 0 ? ref.text.slice(0, bang + 1) : "";
  return { sheet, m: parts.exec(ref.text.slice(bang + 1).replace(/\$/g, "")) };
}

/** The first cell of a reference: per-row formulas work on row 2 of a named column (row 1 holds headers). */
export function firstCell(ref: Ref): string {
  const { sheet, m } = split(ref);
  if (!m) return ref.text;
  return `${sheet}${m[1]}${m[2] ?? "2"}`;
}

/** The range with columns and rows fixed ($B$2:$B$50), for RANK-style formulas copied anywhere. */
export function absolute(ref: Ref): string {
  const { sheet, m } = split(ref);
  if (!m) return ref.text;
  const one = (c: string, r?: string) => (r ? `$${c}$${r}` : `$${c}`);
  return sheet + (m[3] ? `${one(m[1], m[2])}:${one(m[3], m[4])}` : one(m[1], m[2]));
}

/**
 * The two cells a request compares, when it names them: two cells, or the ends of a two-cell range that
 * "from B5 to C5" produced.
 */
export function twoCells(refs: Ref[]): [string, string] | null {
  const cells = refs.filter((r) => r.kind === "cell").map((r) => r.text);
  if (cells.length >= 2) return [cells[0], cells[1]];
  if (refs.length !== 1) return null;
  const { sheet, m } = split(refs[0]);
  if (sheet || !m || !m[2] || !m[4]) return null;
  const sameRow = m[2] === m[4] && columnNumber(m[3]) - columnNumber(m[1]) === 1;
  const sameCol = m[1] === m[3] && +m[4] - +m[2] === 1;
  return sameRow || sameCol ? [`${m[1]}${m[2]}`, `${m[3]}${m[4]}`] : null;
}

/** How many columns a range spans (A2:C100 → 3); 1 for a cell. */
export function columnCount(ref: Ref): number {
  const { m } = split(ref);
  if (!m || !m[3]) return 1;
  return columnNumber(m[3]) - columnNumber(m[1]) + 1;
}

/** The rows a reference spans, "2:100", or ":" for whole columns: ranges of one size line up in a *IFS function. */
export function rowSpan(ref: Ref): string {
  const { m } = split(ref);
  if (!m) return ref.text;
  return `${m[2] ?? ""}:${m[4] ?? m[2] ?? ""}`;
}

/** A1-style column letters as a number (A → 1, AA → 27). */
export function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

/** The letters of a reference's first column. */
export function firstColumn(ref: Ref): string {
  return split(ref).m?.[1] ?? "A";
}

/** One column of a table range, same rows (A2:C100, 3 → C2:C100). */
export function columnOf(table: Ref, index: number): string {
  const { sheet, m } = split(table);
  if (!m) return table.text;
  const letters = letterOf(columnNumber(m[1]) + index - 1);
  return sheet + (m[2] ? `${letters}${m[2]}:${letters}${m[4] ?? m[2]}` : `${letters}:${letters}`);
}

export function letterOf(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
