import type { Comparison } from "../comparison-words.ts";

/** What a cell must satisfy: a number or date comparison, a text test, emptiness or being repeated. */
export type Condition =
  | { kind: "compare"; op: Comparison; value: number }
  | { kind: "equals" | "notEquals" | "contains"; text: string }
  | { kind: "oneOf"; texts: string[] }
  | { kind: "blank" | "notBlank" | "duplicate" | "thisMonth" }
  /** A date against today, `days` back (older than 90 days: -90), or a fixed day. */
  | { kind: "date"; op: Comparison; days?: number; day?: [number, number, number] };

/** A condition and where the request states it, so the column it is about can be found near it. */
export interface FoundCondition {
  test: Condition;
  at: number;
}

const notValues = new Set(
  [
    "a an the blank empty in on at to of greater more less bigger smaller higher lower above below",
    "over under than equal not null zero column row rows cell cells sheet it them that there what",
    "true false each every all any anything anywhere whatever something their its this my your then",
    "and or if when from into onto with only shows show word text value values changed updated edited",
  ].join(" ").split(" "),
);

const comparisons: [RegExp, Comparison][] = [
  [/(?:greater than or equal to|at least|no less than|>=|not less than|or more|or higher|or above)/, ">="],
  [/(?:less than or equal to|at most|no more than|<=|not more than|or less|or lower|or below)/, "<="],
  [/(?:greater than|more than|larger than|bigger than|higher than|above|over|exceeds?|exceeding|>)/, ">"],
  [/(?:less than|smaller than|lower than|below|under|drops? (?:under|below)|<)/, "<"],
  [/(?:not equal to|other than|is not|isn't|does not equal|doesn't equal|<>|!=)/, "<>"],
  [/(?:equal to|equals?|is|==|=)/, "="],
];

// "70 or more" puts the number first.
const numberFirst: [RegExp, Comparison][] = [
  [/(-?\d[\d,]*(?:\.\d+)?)\s+or\s+(?:more|higher|above|over|greater)\b/, ">="],
  [/(-?\d[\d,]*(?:\.\d+)?)\s+or\s+(?:less|lower|below|under|fewer)\b/, "<="],
];

// "Overdue" on its own is a date test; "says Overdue" is a text ("where column E says Overdue").
const today =
  /\b(?:before|earlier than|prior to|older than|less than)\s+(?:today|now|the current date|todays date|today's date)\b|\bin the past\b|\b(?:has|have|had) (?:already )?passed\b|\bis past\b|\bexpired\b|\bpast (?:due|their due date)\b|(?<!(?:says?|is|=|equals?|reads|marked|status)\s+["']?)\boverdue\b/;

const findDate = (lower: string): FoundCondition | undefined => {
  const daysOld = /\b(?:older than|more than|over)\s+(\d{1,5})\s+days?\b/.exec(lower);
  if (daysOld) return { test: { kind: "date", op: "<", days: -Number(daysOld[1]) }, at: daysOld.index };
  const recent = /\b(?:in|within|from) the (?:last|past)\s+(\d{1,5})\s+days?\b/.exec(lower);
  if (recent) return { test: { kind: "date", op: ">=", days: -Number(recent[1]) }, at: recent.index };
  const past = today.exec(lower);
  if (past) return { test: { kind: "date", op: "<", days: 0 }, at: past.index };
  const future = /\b(?:after today|in the future|later than today)\b/.exec(lower);
  if (future) return { test: { kind: "date", op: ">", days: 0 }, at: future.index };
  const fixed = /\b(before|earlier than|prior to|after|later than|since)\s+(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})\b/
    .exec(lower);
  if (fixed) {
    const [a, b, c] = [Number(fixed[2]), Number(fixed[3]), Number(fixed[4])];
    // 2023-01-31 is year first; 31/1/2023 is day first; 1/31/2023 and 1/1/2023 are read month first.
    const day: [number, number, number] = a > 31
      ? [a, b, c]
      : a > 12
      ? [c < 100 ? 2000 + c : c, b, a]
      : [c < 100 ? 2000 + c : c, a, b];
    const op: Comparison = /^(?:after|later than)$/.test(fixed[1]) ? ">" : fixed[1] === "since" ? ">=" : "<";
    if (day[1] >= 1 && day[1] <= 12 && day[2] >= 1 && day[2] <= 31) {
      return { test: { kind: "date", op, day }, at: fixed.index };
    }
  }
  const month = /\b(?:this|the current|current) month\b/.exec(lower);
  if (month) return { test: { kind: "thisMonth" }, at: month.index };
  return undefined;
};

const findNumber = (lower: string): FoundCondition | undefined => {
  if (/\bzero or (?:negative|less|below)\b|\bnegative or zero\b/.test(lower)) {
    return { test: { kind: "compare", op: "<=", value: 0 }, at: lower.search(/\bzero or|\bnegative or/) };
  }
  for (const [words, op] of numberFirst) {
    const match = words.exec(lower);
    const value = Number(match?.[1].replaceAll(",", ""));
    if (match && Number.isFinite(value)) return { test: { kind: "compare", op, value }, at: match.index };
  }
  for (const [words, op] of comparisons) {
    const match = new RegExp(`(?:^|[^a-z])${words.source}\\s*\\$?(-?\\d[\\d,]*(?:\\.\\d+)?)(?![\\w:/%])`, "i").exec(
      lower,
    );
    const value = Number(match?.[1].replaceAll(",", ""));
    // A number too large for a Double would print as "Infinity", which is not VBA.
    if (match && Number.isFinite(value)) return { test: { kind: "compare", op, value }, at: match.index };
  }
  const sign = /\b(negative|positive)\b/.exec(lower);
  if (sign) return { test: { kind: "compare", op: sign[1] === "negative" ? "<" : ">", value: 0 }, at: sign.index };
  return undefined;
};

// The value after an intro word: a quoted text, or one word plus any Capitalised words that follow ("New York").
const valueAfter = (
  text: string,
  intro: string,
  symbols: boolean,
): { value: string; at: number; end: number } | undefined => {
  const pattern = new RegExp(
    `(?:\\b(?:${intro})\\s+${
      symbols ? "|(?<![=<>!])(?:==|=)\\s*" : ""
    })(?:the\\s+|either\\s+)?(?:"([^"]{1,60})"|(?<![\\w'])'([^']{1,60})'|([a-z][\\w-]*))`,
    "gi",
  );
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    const quoted = match[1] ?? match[2];
    if (quoted?.trim()) return { value: quoted.trim(), at: match.index, end };
    const word = match[3];
    if (!word || notValues.has(word.toLowerCase()) || /^[a-z]{1,3}\d+$/i.test(word)) continue;
    const rest = /^(?:\s+[A-Z][\w-]*)*/.exec(text.slice(end))?.[0] ?? "";
    return { value: `${word}${rest}`.trim(), at: match.index, end: end + rest.length };
  }
  return undefined;
};

// "Inactive or Closed", "Red, Blue or Green": more values after the first. Without "or"/"and" ending the list, only
// capitalised or quoted values continue it ("says cancelled, copy the row" has one value).
const moreValues = (text: string, end: number): string[] => {
  const item = String.raw`(?:"[^"]+"|'[^']+'|[A-Za-z][\w-]*)`;
  const capital = String.raw`(?:"[^"]+"|'[^']+'|[A-Z][\w-]*)`;
  const rest = text.slice(end);
  const listed = new RegExp(
    String.raw`^((?:\s*,\s*${item})*,?\s+(?:or|and)\s+${item})(?=\s*(?:$|[.,;)]|\s+(?:in|on|from|to|then)\b))`,
  ).exec(rest)
    ?.[1] ?? new RegExp(String.raw`^((?:\s*,\s*${capital})+)(?=\s*(?:$|[.;)]))`).exec(rest)?.[1] ?? "";
  return listed.split(/\s*,\s*|\s+(?:or|and)\s+/).map((value) => value.trim().replace(/^["']|["']$/g, "")).filter((
    value,
  ) => value && !notValues.has(value.toLowerCase()));
};

const textTests: [string, "contains" | "notEquals" | "equals", boolean][] = [
  [
    "(?:contains?|containing|includes?|including|mentions?)(?:\\s+the\\s+(?:word|text|value|string))?|(?:has|with) the (?:word|text)",
    "contains",
    false,
  ],
  ["is not|isn't|not equal to|other than|does not equal|doesn't equal|not", "notEquals", false],
  [
    "equals?|equal to|is set to|is marked|marked as|(?:is |gets )?(?:changed|changes|change|switched|switches|updated|updates|set) to|becomes|turns to|is|says|say|reads|marked|(?:flagged|tagged|labell?ed|coded)(?: as)?|(?:with|has|having|of) (?:a |the )?(?:status|state)(?: of)?",
    "equals",
    true,
  ],
  // Filters are often asked as "show only North", "filter region for West" or "filter by North".
  ["show only|only show|only shows|shows only|only|for|by", "equals", false],
];

const findText = (text: string): FoundCondition | undefined => {
  const listed =
    /\bvalues?\s*:\s*((?:"[^"]+"|'[^']+'|[A-Za-z][\w -]*?)(?:\s*,\s*(?:"[^"]+"|'[^']+'|[A-Za-z][\w -]*?))+(?:,?\s+(?:and|or)\s+[A-Za-z][\w-]*)?)\s*(?:$|[.;])/i
      .exec(text);
  if (listed) {
    const texts = listed[1].split(/\s*,\s*|\s+(?:and|or)\s+/).map((value) => value.trim().replace(/^["']|["']$/g, ""));
    return { test: { kind: "oneOf", texts }, at: listed.index };
  }
  // "has an X in column A", "with Paid in the status column", "has 'test' in it": a value placed in a column.
  const placed =
    /\b(?:has|have|having|with|types?|typed|enters?|entered|puts?|selects?|chooses?|picks?)\s+(?:an?\s+|the\s+(?:word|value|text)\s+)?("[^"]{1,60}"|'[^']{1,60}'|[A-Za-z][\w-]*|-?\d+(?:\.\d+)?)\s+(?:in|(?:anywhere|somewhere) in)\s+(it|the\s+[a-z]+\s+col(?:umn)?|col(?:umn)?\s+[a-z]{1,2}\b|the\s+text)/i
      .exec(text);
  // "when I set column F to Shipped", "change the status to Done": the value a column is set to.
  const setTo =
    /\b(?:set|change|switch|update|mark)\w*\s+(?:col(?:umn)?\s+[a-z]{1,2}|the\s+[a-z]+(?:\s+column)?|it)\s+(?:to|as)\s+("[^"]{1,60}"|'[^']{1,60}'|[A-Za-z][\w-]*)/i
      .exec(text);
  if (setTo && !notValues.has(setTo[1].toLowerCase())) {
    return { test: { kind: "equals", text: setTo[1].replace(/^["']|["']$/g, "") }, at: setTo.index };
  }
  if (placed && !notValues.has(placed[1].toLowerCase())) {
    const value = placed[1].replace(/^["']|["']$/g, "");
    const kind = /^it$|text$/i.test(placed[2]) || /\b(?:any|some)where\b/i.test(text) ? "contains" : "equals";
    return { test: { kind, text: value }, at: placed.index };
  }
  for (const [intro, kind, symbols] of textTests) {
    const found = valueAfter(text, intro, symbols);
    if (!found) continue;
    const more = kind === "equals" ? moreValues(text, found.end) : [];
    if (more.length) return { test: { kind: "oneOf", texts: [found.value, ...more] }, at: found.at };
    const anywhere = kind === "equals" &&
      /\b(?:any|some)where\b|\bin it\b/i.test(text.slice(found.end, found.end + 30));
    return { test: { kind: anywhere ? "contains" : kind, text: found.value }, at: found.at };
  }
  // "move completed tasks", "copy Paid rows": the word before the rows says which.
  const adjective =
    /\b(?:move|copy|cut|archive|transfer|send|shift|pull|take)\s+(?:all\s+(?:the\s+)?|any\s+|the\s+|every\s+)?([a-z][\w-]*)\s+(?:rows?|tasks?|items?|orders?|records?|entries|lines|invoices|deals|jobs|tickets)\b/i
      .exec(text);
  if (
    adjective && !notValues.has(adjective[1].toLowerCase()) &&
    !/^(?:selected|these|those|my|our|data|duplicate|blank|empty|hidden|visible|filtered|matching|old|new)$/i.test(
      adjective[1],
    )
  ) {
    return { test: { kind: "equals", text: adjective[1] }, at: adjective.index };
  }
  return undefined;
};

/** The test the request puts on cells, and where it says it; undefined when it names none. */
export const findCondition = (text: string, written: string): FoundCondition | undefined => {
  // "below zero" compares with 0; the word keeps its length so positions in the request stay where they were.
  const lower = written.replace(
    /\b(less than|smaller than|lower than|below|under|above|over|greater than|more than|bigger than) zero\b/g,
    "$1 0   ",
  );
  const date = findDate(lower);
  if (date) return date;
  const number = findNumber(lower);
  if (number) return number;
  const duplicate = /\bduplicat|\bdupes?\b/.exec(lower);
  if (duplicate) return { test: { kind: "duplicate" }, at: duplicate.index };
  const notBlank = /\b(?:not (?:blank|empty)|non-?(?:blank|empty))\b/.exec(lower);
  if (notBlank) return { test: { kind: "notBlank" }, at: notBlank.index };
  const blank = /\b(?:blank|blanks|empty)\b/.exec(lower);
  if (blank) return { test: { kind: "blank" }, at: blank.index };
  const zero = /\b(?:is|equals?|equal to|contains?|containing|of)\s+(?:a\s+)?zero\b/.exec(lower);
  if (zero) return { test: { kind: "compare", op: "=", value: 0 }, at: zero.index };
  return findText(text);
};

/** Every "heading test value" pair of a request such as "Region = South and Amount > 500", in order. */
export const findHeadingTests = (text: string): { header: string; test: Condition }[] => {
  const tests: { header: string; test: Condition }[] = [];
  const pattern =
    /\b([A-Za-z][\w-]*)\s*(>=|<=|<>|!=|=|>|<|is not|is|equals?|says)\s*("[^"]{1,60}"|'[^']{1,60}'|-?\d[\d,]*(?:\.\d+)?|[A-Za-z][\w-]*(?:\s+[A-Z][\w-]*)*)/g;
  for (const match of text.matchAll(pattern)) {
    const [, header, op, raw] = match;
    if (
      notValues.has(header.toLowerCase()) ||
      /^(?:column|col|row|cell|it|this|that|value|password|pw|pass)$/i.test(header)
    ) continue;
    const value = raw.replace(/^["']|["']$/g, "");
    const number = Number(value.replaceAll(",", ""));
    if (/^-?\d/.test(value) && Number.isFinite(number)) {
      const symbol: Comparison = op === "!=" || op === "is not" ? "<>" : /^[<>=]/.test(op) ? (op as Comparison) : "=";
      tests.push({ header, test: { kind: "compare", op: symbol, value: number } });
    } else if (!notValues.has(value.toLowerCase())) {
      tests.push({
        header,
        test: { kind: op === "is not" || op === "!=" || op === "<>" ? "notEquals" : "equals", text: value },
      });
    }
  }
  return tests;
};
