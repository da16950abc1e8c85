import { regionValues, statusValues } from "./field-words.ts";
import type { PlanContext } from "./plan-context.ts";
import { columnCount, type Ref } from "./references.ts";

export type FieldKind = "date" | "number" | "text";

/** A range of the request with the words that say what it holds: "reps are B2:B100" → reps. */
export interface Field {
  index: number;
  ref: Ref;
  names: string[];
  kind: FieldKind;
}

const dateWords =
  /^(?:dates?|dated|days?|due|start(?:ed|s)?|end(?:ed|s)?|born|birth(?:day|date)?s?|when|deadlines?|joined|hired|created|ordered|closed on|months?|years?|timestamps?|dob)$/;
const numberWords =
  /^(?:amounts?|amt|values?|prices?|costs?|qty|quantit(?:y|ies)|hours|hrs|salar(?:y|ies)|scores?|stock|sales?|revenue|totals?|weights?|ratings?|units|marks?|budgets?|expenses?|profits?|pay|age|temperatures?|sizes?|points|spend|spent|sold|bids?|fees?|balances?|income|wages?|\$)$/;

/** Words that never name what a column holds. */
const filler = new Set(
  ("a an the my our their its is are was were be in on at of for from to and or but with by as has have holds hold " +
    "contains contain col cols column columns range cells cell rows row data list sheet go goes where which that " +
    "this these those it they i we you me need want get so then also please thanks pls is's there here all any when if " +
    "owned sold bought made placed logged assigned handled managed created scored earned spent worked taken got " +
    "sum total average avg mean count median max min " +
    "only just like e.g eg").split(" "),
);

const stem = (word: string) => word.replace(/'s$/, "").replace(/(?:ies)$/, "y").replace(/(?:es|s)$/, "");

/** Whether two names are one ("salaries" and "salary", "reps" and "rep"). */
export function sameName(a: string, b: string): boolean {
  return stem(a) === stem(b) || (a.length > 3 && b.length > 3 && (a.startsWith(b) || b.startsWith(a)));
}

/** What a field named by one word holds. */
export const kindOfName = (name: string): FieldKind => kindOf([name]);

function kindOf(names: string[]): FieldKind {
  if (names.some((n) => dateWords.test(n))) return "date";
  if (names.some((n) => numberWords.test(n))) return "number";
  return "text";
}

/** Lower-case words of a stretch of the request, without its capitalised ones: "Chloe or Hana" are values. */
const lowerNames = (text: string) =>
  text.replace(/(?<=[a-z,]\s+)[A-Z][a-z][\w'-]*\b(?!\s*$)/g, " ").replace(/\b[A-Z]{2,4}\b(?!\s*$)/g, " ").toLowerCase();

const words = (text: string) =>
  text.split(/[^a-z0-9$'&.-]+/).map((w) => w.replace(/^[.'-]+|[.'-]+$/g, "")).filter(Boolean);

/**
 * The fields of a request: each one-column range and its names, read from the words just before it ("status is
 * F2:F100", "hours in D2:D40") or, when a clause starts with it, just after ("B2:B50 values, D2:D50 stage").
 */
export function readFields(ctx: PlanContext): Field[] {
  const text = ctx.lower;
  const tokens = [...text.matchAll(/⟦(\d+)⟧/g)];
  const fields: Field[] = [];
  let consumedTo = 0;
  tokens.forEach((token, k) => {
    const index = +token[1];
    const ref = ctx.refs[index];
    if (ref.kind !== "range" || columnCount(ref) !== 1) {
      consumedTo = token.index! + token[0].length;
      return;
    }
    // "(F2:F100)" alone in brackets labels what was said just before the bracket.
    const bracketed = /\(\s*$/.test(text.slice(0, token.index!)) &&
      /^\s*\)/.test(text.slice(token.index! + token[0].length));
    const at = bracketed ? text.lastIndexOf("(", token.index!) : token.index!;
    const clauseStart = Math.max(consumedTo, lastBreak(text, at));
    const said = words(lowerNames(ctx.masked.slice(clauseStart, at)));
    // "for furniture with price C2:C100": the words right before the range name it, not ones across a preposition.
    const run = said.slice(said.findLastIndex((w) => filler.has(w)) + 1);
    const before = nameWords(run.length > 0 ? run : said.filter((w) => !filler.has(w)));
    let names = before;
    let end = token.index! + token[0].length;
    if (names.length === 0) {
      const nextToken = tokens[k + 1]?.index ?? text.length;
      const stop = Math.min(nextToken, nextBreak(text, end));
      const after = nameWords(words(lowerNames(ctx.masked.slice(end, stop))).filter((w) => !filler.has(w)).slice(0, 2));
      names = after;
      end = stop;
    }
    consumedTo = end;
    fields.push({ index, ref, names, kind: kindOf(names) });
  });
  return fields;
}

const notName = /^(?:how|many|much|what|whats|which|who|count|sum|total|average|avg|from|rows?|ones?)$/;

const comparisonWords =
  /^(?:below|above|over|under|than|more|less|least|most|greater|smaller|bigger|higher|lower|between|equals?|exceeds?|before|after|starts?|ends?|contains?|includes?|is|are|not|isn't)$/;

// The usual last words of a two-word header: "start date", "unit price", "customer names", "test 2".
const heads = /^(?:dates?|prices?|names?|numbers?|amounts?|scores?|codes?|rates?|ids?|values?|totals?|\d+)$/;

/** A field's name is its last word, with the word before when the last is a usual header ending. */
function nameWords(all: string[]): string[] {
  // "score below 50 (B2:B40)": the comparison and its number say what is tested, not what the column is called.
  // "sales over 500 are from the West region (B2:B100)": the words nearest the range name it.
  // "end C2:C40", "latest end C2:C40": a header that reads like a comparison is still the name right before its range.
  if (/^(?:start|end)$/.test(all[all.length - 1] ?? "")) return all.slice(-1);
  const cutAt = all.findLastIndex((w) => comparisonWords.test(w));
  const after = all.slice(cutAt + 1).filter((w) => !/^\d/.test(w) && !notName.test(w));
  const found = cutAt < 0
    ? all
    : after.length > 0
    ? after
    : all.slice(0, all.findIndex((w) => comparisonWords.test(w)));
  if (found.length <= 1) return found;
  const last = found[found.length - 1];
  // "closed value": a status before the header is a value of another column, not part of this one's name.
  const prev = found[found.length - 2];
  return heads.test(last) && !statusValues.test(prev) && !regionValues.test(prev) ? found.slice(-2) : [last];
}

function lastBreak(text: string, at: number): number {
  const head = text.slice(0, at);
  const m = /.*(?:[.?!;,()\/]|\s-+\s|--)|.*\b(?:and|but|while|whereas)\b/s.exec(head);
  return m ? m[0].length : 0;
}

function nextBreak(text: string, at: number): number {
  const m = /[.?!;,()\/]|\s-+\s|--|\band\b/.exec(text.slice(at));
  return m ? at + m.index : text.length;
}

/** The field a name calls for ("status", "owner"), when exactly one field has that name. */
export function fieldNamed(fields: Field[], name: string): Field | undefined {
  const found = fields.filter((f) => f.names.some((n) => sameName(n, name)));
  return found.length === 1 ? found[0] : undefined;
}
