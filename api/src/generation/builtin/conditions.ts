import type { Comparison } from "../comparison-words.ts";
import { type DateValue, month, monthName, readDate, wholeMonthName } from "./dates.ts";
import { departmentValues, regionValues, statusValues } from "./field-words.ts";

export type Op =
  | Comparison
  | "contains"
  | "notContains"
  | "starts"
  | "ends"
  | "blank"
  | "notBlank";

export type Value =
  | { kind: "number"; n: number; percent: boolean }
  | { kind: "text"; s: string }
  | { kind: "date"; date: DateValue }
  | { kind: "ref"; index: number }
  | { kind: "today" }
  /** A date worked out from today ("this year" starts at DATE(YEAR(TODAY()),1,1)), with words for it. */
  | { kind: "expr"; s: string; words: string }
  /** A month of any year ("in march"): only array formulas can test it, by MONTH(). */
  | { kind: "month"; m: number }
  /** The column's own average ("above the average"): the formula works it out from the range the test is on. */
  | { kind: "average" }
  | { kind: "none" };

export interface Criterion {
  op: Op;
  value: Value;
}

/** One condition as said ("more than 1000", "between 10 and 20"), with the masked-text span it came from. */
export interface Condition {
  criteria: Criterion[];
  start: number;
  end: number;
  /** How it joins the condition before it. */
  join: "and" | "or";
  /** The reference (index into refs) the condition is about, when the text names one. */
  refIndex?: number;
  /** Said once of two references ("both B7 and E7 are…"): it is about `refIndex`, whatever else is near it. */
  shared?: boolean;
}

type Reads = "any" | "ordered" | "none";
interface OpPhrase {
  re: RegExp;
  op: Op;
  reads: Reads;
  /** A bare "is"/"are" is only a condition after a reference or a word like "where". */
  guarded?: boolean;
}

const be = "(?:(?:is|are|was|were|be|being)\\s+)?";
const phrase = (words: string, op: Op, reads: Reads, guarded = false): OpPhrase => ({
  // "B2>=90": a sign needs no space before its value; a word does.
  re: new RegExp(`^(?:${words})(?:(?<=[<>=])|(?![\\w]))\\s*`, "i"),
  op,
  reads,
  guarded,
});

/** Longest phrases first: "greater than or equal to" must win over "greater than". */
const opPhrases: OpPhrase[] = [
  phrase(
    `${be}(?:not empty|not blank|non[- ]?blank|non[- ]?empty|filled(?: in)?|not left blank)|isn't (?:empty|blank)|aren't (?:empty|blank)`,
    "notBlank",
    "none",
  ),
  phrase(
    `${be}(?:empty|blank)|(?:have|has|having|with) nothing in|(?:have|has|having|with) no (?:value|entry|text) in|(?:have|has|having|with) no(?= [a-z ]{0,20}⟦)|without (?:a |an |any )?(?=[a-z ]{0,20}⟦)`,
    "blank",
    "none",
  ),
  phrase(
    `${be}(?:greater than or equal to|more than or equal to|at least|no less than|not less than|no fewer than|not below|on or after|>=|=>)`,
    ">=",
    "ordered",
  ),
  phrase(
    `${be}(?:less than or equal to|at most|no more than|not more than|no greater than|not greater than|not above|not over|on or before|up to|<=|=<)`,
    "<=",
    "ordered",
  ),
  phrase(
    `${be}(?:greater than|more than|bigger than|larger than|higher than|older than|over|above|exceeds|exceeding|exceed|beats?|tops|after|later than|>)`,
    ">",
    "ordered",
  ),
  phrase(
    `${be}(?:less than|fewer than|smaller than|lower than|younger than|under|below|before|earlier than|<)`,
    "<",
    "ordered",
  ),
  phrase(
    `(?:does not|doesn't|do not|don't|is not|isn't|are not|aren't) (?:contain|include)|not containing|not including`,
    "notContains",
    "any",
  ),
  phrase(
    `${be}not (?:marked|flagged|labell?ed|tagged|listed|set) as|(?:isn't|aren't|wasn't|weren't) (?:marked|flagged|labell?ed|tagged|listed|set) as|${be}(?:not equal to|different from|other than)|does not equal|doesn't equal|do not equal|not equals?|is not|isn't|are not|aren't|except(?: for)?|excluding|<>|!=|not`,
    "<>",
    "any",
  ),
  phrase(`${be}(?:starts? with|starting with|begins? with|beginning with)`, "starts", "any"),
  phrase(`${be}(?:ends? with|ending with|ends? in|ending in)`, "ends", "any"),
  phrase(
    `contains|contain|containing|includes|include|including|mentions|has the word|have the word`,
    "contains",
    "any",
  ),
  phrase(
    `${be}(?:equal to|equals?|matching|matches|==|=)|says|reads|(?:that|which) (?:read|say)|${be}(?:listed|set|recorded) as|${be}(?:marked|flagged|labell?ed|tagged)(?: as)?|${be}set to`,
    "=",
    "any",
  ),
  phrase(`is|are|was|were`, "=", "any", true),
];

const stopWords = new Set(
  ("and or in where if for then else otherwise with but from to on at of the than is are when which that say show " +
    "return display mark put write label rows row column columns cells cell only also plus by between as range sum " +
    "count average total please it its this these values value numbers counting including a an any all appears appear occurs occur shows comes turns give gives " +
    "listed located stored found kept shown written entered held placed marked flagged labelled labeled tagged " +
    "born made created sold bought hired started logged recorded dated first last bigger smaller larger net there here " +
    "available present anywhere somewhere repeat repeated duplicated duplicates repeats once twice each every " +
    "whatever anything something")
    .split(" "),
);

// "orders are closed", "the deals that are open": a noun for the rows can start a condition too.
const guardContext =
  /(?:⟦\d+⟧|\b(?:where|if|when|that|which|whose|with|and|or|for|orders?|deals?|tasks?|items?|ones|people|ppl|employees|students|products|tickets|invoices|rows|records|entries)\b)[^⟦]{0,30}$/i;

/** Reads the value after an operator; `reads` says whether plain words are allowed (not for "over"/"under"). */
function readValue(text: string, reads: Reads): { value: Value; length: number } | null {
  // "over the target in ⟦1⟧": the words naming the cell compared with are not the value.
  const skip = reads === "ordered"
    ? "|(?:the\\s+)?(?:(?!and\\b|or\\b|in\\b|of\\b|from\\b)[a-z]+\\s+){0,2}(?:in\\s+)?(?=⟦)"
    : "";
  const lead = new RegExp(
    `^(?:the (?:word|text|value|number|date|amount)s?\\s+(?:in\\s+|of\\s+|at\\s+|from\\s+)?|the\\s+(?=\\d)|to\\s+${skip})?`,
    "i",
  )
    .exec(text)![0].length;
  const rest = text.slice(lead);
  const quoted = /^(["'])(.*?)\1/.exec(rest);
  if (quoted) return { value: { kind: "text", s: quoted[2] }, length: lead + quoted[0].length };
  const ref = /^⟦(\d+)⟧/.exec(rest);
  if (ref) return { value: { kind: "ref", index: +ref[1] }, length: lead + ref[0].length };
  if (/^today\b/i.test(rest)) return { value: { kind: "today" }, length: lead + 5 };
  const date = readDate(rest);
  if (date) return { value: { kind: "date", date }, length: lead + date.length };
  const num = readNumber(rest);
  if (num) return { value: num.value, length: lead + num.length };
  if (reads !== "any") return null;
  // "not the East region": the article and the field's own noun are not part of the value.
  const article = /^the\s+(?=[A-Z])/.exec(rest)?.[0].length ?? 0;
  const words = /^[@#]?[A-Za-z][\w&.'-]*(?:\s+[A-Za-z][\w&.'-]*){0,3}/.exec(rest.slice(article));
  if (!words) return null;
  const kept: string[] = [];
  for (const w of words[0].split(/\s+/)) {
    if (kept.length === 0 && /^(?:either|still|only|just|also|both|currently|all|sometime)$/i.test(w)) continue;
    if (stopWords.has(w) || /^(?:AND|OR|BUT|WHERE|THEN|WITH)$/.test(w)) break;
    // "flagged open after 1/1/2024": a comparison word starts the next condition, not more of this value.
    if (kept.length > 0 && /^(?:after|before|since|over|under|above|below|between|until|till)$/i.test(w)) break;
    const clean = w.replace(/[.,;:!?)]+$/, "");
    if (clean) kept.push(clean);
    if (clean !== w) break;
  }
  if (/^[A-Z]/.test(kept[0])) { while (kept.length > 1 && /^[a-z]/.test(kept[kept.length - 1])) kept.pop(); }
  if (kept.length === 0) return null;
  const s = kept.join(" ").replace(/[.,;:!?]+$/, "");
  return {
    value: { kind: "text", s },
    length: lead + article + rest.slice(article).indexOf(kept[kept.length - 1]) + kept[kept.length - 1].length,
  };
}

/** A number as people type it: "$1,000", "2.5", "15%", "10k". */
export function readNumber(text: string): { value: Value & { kind: "number" }; length: number } | null {
  const m = /^-?\$?(\d[\d,]*(?:\.\d+)?|\.\d+)(\s*(?:%|percent\b|pct\b)|k\b|m\b)?/i.exec(text);
  // "after the 2nd dash": an ordinal counts, it is not a value.
  if (!m || /^(?:st|nd|rd|th)\b/i.test(text.slice(m[0].length))) return null;
  const suffix = (m[2] ?? "").trim().toLowerCase();
  let n = Number(m[1].replace(/,/g, "")) * (m[0].startsWith("-") ? -1 : 1);
  if (suffix === "k") n *= 1000;
  if (suffix === "m") n *= 1000000;
  const percent = suffix === "%" || suffix === "percent" || suffix === "pct";
  if (percent) n = Number((n / 100).toPrecision(12));
  return { value: { kind: "number", n, percent }, length: m[0].length };
}

const orMore = /^\s*(?:or more|or above|or higher|or greater|or over|and above|and up|and over|\+)(?![\w])/i;
const orLess = /^\s*(?:or less|or fewer|or below|or under|or lower|and below|and under)(?![\w])/i;

/** Finds every condition in the masked text, in reading order, and binds each to the reference it talks about. */
export function findConditions(masked: string): Condition[] {
  const found: Condition[] = [];
  let i = 0;
  while (i < masked.length) {
    const atWord = i === 0 || /[\s(,]/.test(masked[i - 1]) || /[<>=!]/.test(masked[i]);
    const hit = atWord ? readConditionAt(masked, i) : null;
    if (hit) {
      found.push({ ...hit, join: "and" });
      i = hit.end;
      const group: Condition[] = [found[found.length - 1]];
      for (let more = alternative(masked, hit); more; more = alternative(masked, more)) {
        group.push({ ...more, join: "or" });
        found.push(group[group.length - 1]);
        i = more.end;
      }
      const named = group[group.length - 1].refIndex;
      for (const c of group) c.refIndex ??= named;
    } else i++;
  }
  // "started before 2015": a year after before/after is a date, the first or last day of that year.
  for (const c of found) {
    if (
      !/^(?:(?:is|are|was|were)\s+)?(?:before|after|since|prior to|earlier than|later than)\b/i.test(
        masked.slice(c.start),
      )
    ) continue;
    c.criteria = c.criteria.map((k) => {
      if (k.value.kind !== "number" || !Number.isInteger(k.value.n) || k.value.n < 1900 || k.value.n > 2100) return k;
      const y = k.value.n;
      const start = k.op === "<" || k.op === ">=";
      return { ...k, value: { kind: "date", date: { y, m: start ? 1 : 12, d: start ? 1 : 31, length: 0 } } };
    });
  }
  // "except where F2:F50 says Cancelled": the rows to leave out, so the test is the opposite one.
  for (const c of found) {
    const clause = masked.slice(Math.max(0, c.start - 60), c.start).split(/[.,;]/).pop() ?? "";
    if (!/\b(?:except|but not)\s+(?:the\s+)?(?:rows?\s+)?(?:where|when|if|for)\b(?![^]*\b(?:and|or)\b)/i.test(clause)) {
      continue;
    }
    c.criteria = c.criteria.map((k) =>
      k.op === "=" ? { ...k, op: "<>" } : k.op === "contains" ? { ...k, op: "notContains" } : k
    );
  }
  // A range a condition names inside its own words ("in region North (B2:B200)") belongs to that condition alone.
  const claimed = new Set(
    found.filter((c) => c.refIndex !== undefined && masked.slice(c.start, c.end).includes(`⟦${c.refIndex}⟧`))
      .map((c) => c.refIndex!),
  );
  found.forEach((c, k) => {
    const before = masked.slice(k === 0 ? 0 : found[k - 1].end, c.start);
    if (/\bor\b/i.test(before) && k > 0) c.join = "or";
    c.refIndex ??= boundRef(masked, c, k === 0 ? 0 : found[k - 1].end, claimed);
  });
  return found;
}

/** "North or South": a bare word after "or" repeats the comparison before it with another value. */
function alternative(masked: string, prev: Omit<Condition, "join">): Omit<Condition, "join"> | null {
  const last = prev.criteria[prev.criteria.length - 1];
  if (prev.criteria.length !== 1 || (last.op !== "=" && last.op !== "contains")) return null;
  const m = /^\s*,?\s*or\s+/i.exec(masked.slice(prev.end));
  if (!m) return null;
  const at = prev.end + m[0].length;
  if (readConditionAt(masked, at)) return null;
  const v = readValue(masked.slice(at), "any");
  if (!v || v.value.kind !== last.value.kind) return null;
  const criteria = [{ op: last.op, value: v.value }];
  // "North or South (B2:B200)": the last choice names the range the whole list is about.
  const paren = parenRef.exec(masked.slice(at + v.length));
  if (paren && (prev.refIndex === undefined || prev.refIndex === +paren[1])) {
    const end = at + v.length + paren[0].length;
    return { criteria: dropFieldWord(criteria), start: at, end, refIndex: +paren[1] };
  }
  if (/^\s*(?:\(\s*)?⟦/.test(masked.slice(at + v.length))) return null;
  return { criteria, start: at, end: at + v.length, refIndex: prev.refIndex };
}

// "not counting anything that's open", "excluding the pending stuff", "ignore the lost ones": rows to leave out.
const leaveOut = new RegExp(
  "^(?:not counting|not including|excluding|except(?:\\s+for)?|ignoring|ignore|leaving out|leave out|without|" +
    "other than|apart from|skipping|skip)\\s+(?:(?:any|anything|everything|all|the|those|these|rows?|that(?:'s)?|" +
    "which|who|are|were|still|marked|flagged|as)\\s+){0,4}([A-Za-z][\\w&'-]*)(\\s+(?:ones?|stuff|things?|orders?|" +
    "deals?|rows?|items?|entries|records?|tasks?|tickets?|invoices?))?\\b",
  "i",
);
// A word that is a value wherever it stands: a status, a region, a department.
const listedValue = new RegExp(
  [statusValues, regionValues, departmentValues].map((re) => re.source).join("|"),
  "i",
);

/** "(⟦1⟧)" right after a condition, maybe after a noun ("North region (B2:B200)"): the range it is about. */
const parenRef = /^\s*(?:[a-z]+\s+)?\(\s*⟦(\d+)⟧\s*\)/;

/** Words that name where data sits, not a field: "in column Amount (C2:C100)" labels a range, it tests nothing. */
const placeNouns = /^(?:column|columns|col|range|cells?|field|sheet|table|list|rows?|data|values?|numbers?|amounts?)$/i;

function readConditionAt(masked: string, i: number): Omit<Condition, "join"> | null {
  const hit = readConditionPhrase(masked, i);
  if (!hit) return null;
  const paren = parenRef.exec(masked.slice(hit.end));
  if (!paren || hit.refIndex !== undefined || hit.criteria.some((k) => k.value.kind === "ref")) return hit;
  return {
    criteria: dropFieldWord(hit.criteria),
    start: hit.start,
    end: hit.end + paren[0].length,
    refIndex: +paren[1],
  };
}

/** "excluding Closed status (F2:F100)": the word before the range names the field, it is not part of the value. */
function dropFieldWord(criteria: Criterion[]): Criterion[] {
  return criteria.map((k) => {
    if (k.value.kind !== "text") return k;
    const m = /^([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)\s+[a-z]+$/.exec(k.value.s);
    return m ? { ...k, value: { kind: "text" as const, s: m[1] } } : k;
  });
}

const labelValue = `"[^"]+"|'[^']+'|[A-Z][\\w&'-]*(?:\\s+[A-Z][\\w&'-]*)*|\\d[\\d,]*(?:\\.\\d+)?|[a-z][\\w&'-]*`;
/** "in region North (B2:B200)", "from the West region (B2:B100)", "with status Closed or Lost (F2:F100)". */
const labelled = new RegExp(
  `^(in|for|where|with|whose|and|from|if|when)\\s+(?:the\\s+)?(?:([a-z]+)\\s+)?(${labelValue})` +
    `((?:\\s*,?\\s*or\\s+(?:${labelValue}))*)(?:\\s+([a-z]+))?\\s*\\(\\s*⟦(\\d+)⟧\\s*\\)`,
);

function readConditionPhrase(masked: string, i: number): Omit<Condition, "join"> | null {
  const text = masked.slice(i);
  // "have Inc in the name", "with 'Ltd' in their company name": a word somewhere inside the text of a field.
  const inName =
    /^(?:(?:that|which|who)\s+)?(?:have|has|having|with|contain|contains|containing|include|includes|including)\s+(?:the\s+(?:word|text)\s+)?(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9][\w&'-]*))\s+(?:somewhere\s+)?(?:in|within|inside)\s+(?:them\b|it\b|(?:the|their|its|his|her)\s+(?:[a-z]+\s+)?(?:names?|titles?|text|descriptions?|labels?|address(?:es)?|emails?|notes?|comments?)\b)/i
      .exec(text);
  if (inName) {
    const s = inName[1] ?? inName[2] ?? inName[3];
    return { criteria: [{ op: "contains", value: { kind: "text", s } }], start: i, end: i + inName[0].length };
  }
  // "everyone named Emma something", "called Red whatever": the name starts with the word.
  const namedLike = /^(?:named|called)\s+([A-Za-z][\w&'-]*)\s+(?:something|whatever|blah|\.\.\.|\*)(?![\w])/i.exec(
    text,
  );
  if (namedLike) {
    return {
      criteria: [{ op: "starts", value: { kind: "text", s: namedLike[1] } }],
      start: i,
      end: i + namedLike[0].length,
    };
  }
  const field = labelled.exec(text);
  if (field) {
    const [, lead, noun, raw, more, after, index] = field;
    const named = noun ?? after;
    const placeOnly = [noun, after, raw].some((w) => w !== undefined && (placeNouns.test(w) || stopWords.has(w)));
    // "for year 2023 (A2:A100)" is about dates, which never equal a bare year.
    const datePart = /^(?:year|month|day|date|week|quarter)s?$/i.test(named ?? "");
    const bareIn = named === undefined && /^(?:in|from)$/i.test(lead);
    const lowerAlone = /^[a-z]/.test(raw) && (named === undefined || /^(?:both|either|all|each)$/i.test(named));
    // "test 2 (E7)", "week 3 (C2:C9)": a number after a noun is part of the column's name, not a value to match.
    const numbered = noun !== undefined && /^\d+$/.test(raw) && /^(?:and|or)$/i.test(lead);
    // "where Change (F) is positive": a name before a comparison is the column's header, not a value.
    const header = /^\s*(?:is|are|was|were|>|<|=|over|under|above|below|exceeds|contains|starts|ends)\b/i.test(
      text.slice(field[0].length),
    );
    if (!placeOnly && !bareIn && !lowerAlone && !datePart && !numbered && !header) {
      const quoted = /^(["'])(.*)\1$/.exec(raw);
      const num = quoted ? null : readNumber(raw);
      const value: Value = quoted
        ? { kind: "text", s: quoted[2] }
        : num && num.length === raw.length
        ? num.value
        : { kind: "text", s: raw };
      // With a list of choices, the hit ends at the first; the others are read as alternatives, like "North or South".
      const end = more ? text.indexOf(raw, lead.length) + raw.length : field[0].length;
      return { criteria: [{ op: "=", value }], start: i, end: i + end, refIndex: +index };
    }
  }
  const times = /^times\s+(?:(?:does|do|did|is|are)\s+)?(?:the\s+)?(?:(?:word|text|value|name)\s+)?/i.exec(text);
  if (times) {
    const v = readValue(text.slice(times[0].length), "any");
    const verb = v &&
      /^\s+(?:appears?|occurs?|shows? up|is listed|comes? up|is in|turns? up)\b/i.exec(
        text.slice(times[0].length + v.length),
      );
    if (v && verb) {
      return {
        criteria: [{ op: "=", value: v.value }],
        start: i,
        end: i + times[0].length + v.length + verb[0].length,
      };
    }
  }
  const forName = /^for\s+(?:the\s+)?((?:[A-Z][\w&'-]*)(?:\s+[A-Z][\w&'-]*)*)\s+(?:[a-z]+\s+)?(?:in\s+|\(\s*)?⟦(\d+)⟧/
    .exec(text);
  if (forName) {
    const criteria: Criterion[] = [{ op: "=", value: { kind: "text", s: forName[1] } }];
    return { criteria, start: i, end: i + forName[0].length, refIndex: +forName[2] };
  }
  const period = readPeriod(text);
  if (period) return { criteria: period.criteria, start: i, end: i + period.length };
  const year =
    /^(?:(?:(?:sometime\s+)?in|during)\s+(?:the\s+)?(?:year\s+)?|for\s+)((?:19|20)\d\d)(?![\d\/-])(?!\s*\(\s*⟦\d+⟧\s*\))/i
      .exec(text);
  if (year) {
    const y = +year[1];
    const criteria: Criterion[] = [
      { op: ">=", value: { kind: "date", date: { y, m: 1, d: 1, length: 0 } } },
      { op: "<=", value: { kind: "date", date: { y, m: 12, d: 31, length: 0 } } },
    ];
    return { criteria, start: i, end: i + year[0].length };
  }
  const span = readSpan(text);
  if (span) return { criteria: span.criteria, start: i, end: i + span.length };
  const zeros =
    /^(?:(?:ignoring|excluding|without|skipping|not counting|leaving out)\s+(?:the\s+|any\s+)?(?:zeros?|zeroes|0s?|zero values)|non[- ]?(?:zero|0))(?![\w.])/i
      .exec(text);
  if (zeros) {
    return {
      criteria: [{ op: "<>", value: { kind: "number", n: 0, percent: false } }],
      start: i,
      end: i + zeros[0].length,
    };
  }
  const out = leaveOut.exec(text);
  if (out && (listedValue.test(out[1]) || /^[A-Z]/.test(out[1]) || out[2])) {
    return { criteria: [{ op: "<>", value: { kind: "text", s: out[1] } }], start: i, end: i + out[0].length };
  }
  const mean =
    /^(?:(?:is|are|was|were)\s+)?(above|over|greater than|more than|higher than|below|under|less than|lower than)\s+(?:the\s+)?(?:average|mean)\b(?:\s+[a-z]+)?/i
      .exec(text);
  if (mean) {
    const op = /above|over|greater|more|higher/i.test(mean[1]) ? ">" : "<";
    return { criteria: [{ op, value: { kind: "average" } }], start: i, end: i + mean[0].length };
  }
  const sign = /^(?:is|are|was|were)\s+(positive|negative|above zero|below zero|over zero|under zero)\b/i.exec(text);
  if (sign) {
    const op = /positive|above|over/i.test(sign[1]) ? ">" : "<";
    return { criteria: [{ op, value: { kind: "number", n: 0, percent: false } }], start: i, end: i + sign[0].length };
  }
  // "items taxed at 10%", "loans at 7%", "priced at 20": a number the rows' column equals.
  const at = /^at\s+(?=[$\d.])/i.exec(text);
  const atNumber = at && readNumber(text.slice(at[0].length));
  if (
    atNumber &&
    /\b(?:taxed|priced|rated|charged|set|valued|billed|paid|loans?|items?|products?|orders?)\s+$/i.test(
      masked.slice(0, i),
    )
  ) {
    return { criteria: [{ op: "=", value: atNumber.value }], start: i, end: i + at[0].length + atNumber.length };
  }
  // "only the positive numbers", "items with a negative change": the sign said as an adjective of what is kept.
  const signed =
    /^(positive|negative)(?=\s+(?:numbers?|values?|amounts?|ones|figures?|changes?|entries|balances?|totals?|results?)\b)/i
      .exec(text);
  if (signed && /\b(?:only|all|any|with|of)\s+(?:the\s+|a\s+|an\s+)?$/i.test(masked.slice(0, i))) {
    const op = /positive/i.test(signed[1]) ? ">" : "<";
    return { criteria: [{ op, value: { kind: "number", n: 0, percent: false } }], start: i, end: i + signed[0].length };
  }
  const ofValue = /^of\s+/i.exec(text);
  if (
    ofValue &&
    /\b(?:with|has|have|having)\s+(?:a|an|the)?\s*[a-z]+(?:\s+[a-z]+)?(?:\s*⟦\d+⟧)?\s*$/i.test(masked.slice(0, i))
  ) {
    const v = readValue(text.slice(ofValue[0].length), "ordered");
    if (v) return { criteria: [{ op: "=", value: v.value }], start: i, end: i + ofValue[0].length + v.length };
  }
  const num = readNumber(text);
  if (num) {
    const post = orMore.exec(text.slice(num.length)) ?? orLess.exec(text.slice(num.length));
    if (post) {
      const op = orMore.test(text.slice(num.length)) ? ">=" : "<=";
      return { criteria: [{ op, value: num.value }], start: i, end: i + num.length + post[0].length };
    }
  }
  for (const p of opPhrases) {
    const m = p.re.exec(text);
    if (!m) continue;
    if (p.guarded && !guardContext.test(masked.slice(0, i))) return null;
    // "(1 = Sunday)", "if monday is 1" say what a number stands for; they test nothing.
    if (
      p.op === "=" && /^(?:=|(?:is|are|was|were|equals?)\b)/i.test(m[0]) &&
      /\d\s*$|\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\s*$|\b(?:highest|lowest|best|worst|top|biggest|largest|smallest)\s*$/i
        .test(masked.slice(0, i))
    ) {
      return null;
    }
    if (p.reads === "none") {
      // "leave blank otherwise" is an output, not a condition.
      if (/\b(?:leave|put|show|return|display|keep|write|else|otherwise)\s+(?:it\s+)?$/i.test(masked.slice(0, i))) {
        return null;
      }
      return { criteria: [{ op: p.op, value: { kind: "none" } }], start: i, end: i + m[0].length };
    }
    const v = readValue(text.slice(m[0].length), p.reads);
    if (!v) continue;
    // "sales are over target": a comparison whose value could not be read is no equality with the words.
    if (p.guarded && v.value.kind === "text" && /^(?:over|under|above|below|after|before)\b/i.test(v.value.s)) {
      return null;
    }
    const end = m[0].length + v.length;
    const post = p.op === "=" && v.value.kind !== "text"
      ? orMore.exec(text.slice(end)) ?? orLess.exec(text.slice(end))
      : null;
    if (post) {
      const op = orMore.test(text.slice(end)) ? ">=" : "<=";
      return { criteria: [{ op, value: v.value }], start: i, end: i + end + post[0].length };
    }
    return { criteria: [{ op: p.op, value: v.value }], start: i, end: i + end };
  }
  return null;
}

const spanLead =
  /^(?:(?:is|are|was|were)\s+)?(?:(between|from)\s+|(?:dated|placed|made|on|for|of|with|in|during)\s+)?/i;
const spanMid = /^\s*(?:and|(?:up )?to|through|thru|-|–|until|till)\s*/i;
// "both included", "inclusive", "(both days included)": the ends count, which >= and <= already say.
const inclusive =
  /^\s*,?\s*\(?(?:inclusive|both (?:[a-z]+ )?(?:included|inclusive|counted)|including both(?: [a-z]+)?|ends included)\)?(?![\w])/i;
const yearless = new RegExp(
  `^(?:${monthName}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName}|${monthName}(?=\\s*(?:-|–|to|through|thru|until|and)\\s*${monthName}))\\b(?!\\.?,?\\s*\\d)`,
  "i",
);

/** The first day of a span said without its year ("from nov to feb 2024"): the year of its end, or the one before. */
const spanStart = (end: DateValue, m: number, d: number): Value => day(m > end.m ? end.y - 1 : end.y, m, d);

/**
 * "between 10 and 20", "from jan 1 to jun 30 2024" (the first date takes the second's year), "dated 1 jan 2024 thru
 * 30 jun 2024 inclusive", "100 to 250 units, both included": both ends count. Without "between" or "from", only
 * dates, or numbers said to include both ends, make a span: "rows 2 to 100" is not one.
 */
function readSpan(text: string): { criteria: Criterion[]; length: number } | null {
  const lead = spanLead.exec(text)![0];
  const first = yearless.exec(text.slice(lead.length));
  const a = first ? null : readValue(text.slice(lead.length), "ordered");
  const aLength = first?.[0].length ?? a?.length;
  if (!aLength || a?.value.kind === "ref") return null;
  const mid = spanMid.exec(text.slice(lead.length + aLength));
  if (!mid || (/^\s*and/i.test(mid[0]) && !/^(?:is |are )?between/i.test(lead))) return null;
  const at = lead.length + aLength + mid[0].length;
  const b = readValue(text.slice(at), "ordered");
  if (!b || b.value.kind === "ref") return null;
  let to: Value = b.value;
  // "to march 2024": the end of a span said as a month is the month's last day.
  if (to.kind === "date" && new RegExp(`^${monthName}\\.?,?\\s+\\d{4}$`, "i").test(text.slice(at, at + b.length))) {
    const { y, m } = to.date;
    to = day(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
  }
  const from: Value | null = first
    ? to.kind === "date"
      ? spanStart(to.date, month(first[1] ?? first[4] ?? first[5]), +(first[2] ?? first[3] ?? 1))
      : null
    : a!.value;
  if (!from) return null;
  const tail = inclusive.exec(text.slice(at + b.length));
  const dated = from.kind === "date" && to.kind === "date";
  const numbers = from.kind === "number" && to.kind === "number";
  const loose = /^\s*(?:[a-z]+)?\s*,?\s*\(?(?:inclusive|both|including both|ends included)/i.test(
    text.slice(at + b.length),
  );
  if (!/between|from/i.test(lead) && !dated && !(numbers && loose)) return null;
  return {
    criteria: [{ op: ">=", value: from }, { op: "<=", value: to }],
    length: at + b.length + (tail?.[0].length ?? 0),
  };
}

/**
 * "excluding North in A2:A100" names its range right after; otherwise the last reference said since the previous
 * condition, else the first one said after this condition.
 */
function boundRef(masked: string, c: Condition, since: number, claimed: Set<number>): number | undefined {
  const right = /^\s*(?:in|from|within)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:column\s+)?⟦(\d+)⟧/i.exec(masked.slice(c.end));
  if (right && !inValue(c, +right[1]) && !claimed.has(+right[1])) return +right[1];
  const tokens = [...masked.matchAll(/⟦(\d+)⟧/g)].filter((t) => !claimed.has(+t[1]));
  const before = tokens.filter((t) => t.index! + t[0].length <= c.start && t.index! >= since).pop();
  if (before) return +before[1];
  const earlier = tokens.filter((t) => t.index! + t[0].length <= c.start).pop();
  const after = tokens.find((t) => t.index! >= c.end && !inValue(c, +t[1]));
  if (after && !earlier) return +after[1];
  return earlier ? +earlier[1] : after ? +after[1] : undefined;
}

function inValue(c: Condition, index: number): boolean {
  return c.criteria.some((k) => k.value.kind === "ref" && k.value.index === index);
}

const monthYear = new RegExp(
  `^(?:(?:sometime\\s+)?in|during|for|placed in|dated)\\s+(?:the\\s+)?(?:month\\s+of\\s+)?${monthName}\\.?,?\\s+(?:of\\s+)?((?:19|20)\\d\\d)\\b`,
  "i",
);
const monthOnly = new RegExp(
  `^(?:(?:sometime\\s+)?in|during|for)\\s+(?:the\\s+month\\s+of\\s+)?${wholeMonthName}\\b(?!\\s*,?\\s*\\d)(?!\\s*(?:-|–|to|through|thru|until)\\s*${monthName})`,
  "i",
);
const quarter = /^(?:(?:sometime\s+)?in|during|for|of)\s+(?:the\s+)?q([1-4])\s*(?:of\s+)?((?:19|20)\d\d)\b/i;
const decade = /^(?:in|during|from)\s+the\s+((?:19|20)?\d)0'?s\b/i;
const relative = /^(?:(?:from|in|during|for)\s+)?(this|last|previous|current)\s+(year|month)\b/i;
const yearNoun = /^(?:the\s+)?((?:19|20)\d\d)\s+(?:dates?|orders?|rows?|ones|entries|sales|deals|records)\b/i;

const day = (y: number, m: number, d: number): Value => ({ kind: "date", date: { y, m, d, length: 0 } });

/** A period as a pair of bounds: "in feb 2022", "in the 1980s", "this year", "last month". */
function readPeriod(text: string): { criteria: Criterion[]; length: number } | null {
  const my = monthYear.exec(text);
  if (my) {
    const m = month(my[1]);
    const y = +my[2];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return {
      criteria: [{ op: ">=", value: day(y, m, 1) }, { op: "<=", value: day(y, m, last) }],
      length: my[0].length,
    };
  }
  const q = quarter.exec(text);
  if (q) {
    const [y, m] = [+q[2], +q[1] * 3];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return {
      criteria: [{ op: ">=", value: day(y, m - 2, 1) }, { op: "<=", value: day(y, m, last) }],
      length: q[0].length,
    };
  }
  const yn = yearNoun.exec(text);
  if (yn) {
    const y = +yn[1];
    return { criteria: [{ op: ">=", value: day(y, 1, 1) }, { op: "<=", value: day(y, 12, 31) }], length: yn[0].length };
  }
  const dec = decade.exec(text);
  if (dec) {
    // "the 90s" is the 1990s, "the 10s" the 2010s.
    const y = dec[1].length === 1 ? (+dec[1] >= 3 ? 1900 : 2000) + +dec[1] * 10 : +dec[1] * 10;
    return {
      criteria: [{ op: ">=", value: day(y, 1, 1) }, { op: "<=", value: day(y + 9, 12, 31) }],
      length: dec[0].length,
    };
  }
  const inMonth = monthOnly.exec(text);
  if (inMonth) {
    const m = month(inMonth[1]);
    return { criteria: [{ op: "=", value: { kind: "month", m } }], length: inMonth[0].length };
  }
  const toDate = /^(?:(?:for|in)\s+(?:the\s+)?)?(year|month)[\s-]+to[\s-]+date\b|^(?:for\s+)?(ytd|mtd)\b/i.exec(text);
  if (toDate) {
    const year = /^y/i.test(toDate[1] ?? toDate[2]);
    return {
      criteria: [
        {
          op: ">=",
          value: year
            ? { kind: "expr", s: "DATE(YEAR(TODAY()),1,1)", words: "the start of this year" }
            : { kind: "expr", s: "EOMONTH(TODAY(),-1)+1", words: "the start of this month" },
        },
        { op: "<=", value: { kind: "today" } },
      ],
      length: toDate[0].length,
    };
  }
  const rel = relative.exec(text);
  // "this year's budget", "total last year B2:B21", "last year above 40000": a column named for the period, not a
  // condition on dates.
  if (
    rel &&
    !/^\s*(?:'s\b|⟦|\(|column|col\b|figures?|numbers?|budget|sales|amounts?|values?|totals?|above|below|over|under|bigger|greater|smaller|less|more|higher|lower|minus|plus|vs|versus|is\b|was\b|[<>=])/i
      .test(
        text.slice(rel[0].length),
      )
  ) {
    const back = /last|previous/i.test(rel[1]) ? 1 : 0;
    const unit = rel[2].toLowerCase();
    const words = `${rel[1].toLowerCase()} ${unit}`;
    const [from, to] = unit === "year"
      ? [`DATE(YEAR(TODAY())-${back},1,1)`, `DATE(YEAR(TODAY())-${back},12,31)`]
      : [`EOMONTH(TODAY(),${-1 - back})+1`, `EOMONTH(TODAY(),${-back})`];
    const clean = (s: string) => s.replace("-0,", ",");
    return {
      criteria: [
        { op: ">=", value: { kind: "expr", s: clean(from), words: `the start of ${words}` } },
        { op: "<=", value: { kind: "expr", s: clean(to), words: `the end of ${words}` } },
      ],
      length: rel[0].length,
    };
  }
  return null;
}

/**
 * "both the score (B7) and test 2 (E7) are 50 or higher", "either B2 or C2 is blank": one condition said of two
 * references holds for each, joined by "and" after "both" and by "or" after "either".
 */
export function shareConditions(masked: string, conditions: Condition[]): Condition[] {
  const out: Condition[] = [];
  for (const c of conditions) {
    const head = masked.slice(0, c.start);
    const pair = /\b(both|either)\b[^⟦.?!]*⟦(\d+)⟧[^⟦.?!]*?\b(?:and|or)\b[^⟦.?!]*⟦(\d+)⟧[^⟦.?!]*$/i.exec(head);
    if (!pair || c.criteria.some((k) => k.value.kind === "ref")) {
      out.push(c);
      continue;
    }
    const [first, second] = [+pair[2], +pair[3]];
    // "either H5 is under 10 or J5 is rush": each reference has its own test, so nothing is shared.
    const from = pair.index + pair[0].indexOf(`⟦${first}⟧`);
    if (conditions.some((o) => o !== c && o.start > from && o.start < c.start)) {
      out.push(c);
      continue;
    }
    const join = /^either$/i.test(pair[1]) ? "or" : "and";
    out.push({ ...c, refIndex: first, shared: true }, { ...c, refIndex: second, join, shared: true });
  }
  return out;
}
