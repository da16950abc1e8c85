import { measureKinds } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";

/** A currency named in a question, by its symbol. */
export const currencyOfWord: Record<string, string> = {
  dollar: "$",
  dollars: "$",
  usd: "$",
  pound: "£",
  pounds: "£",
  gbp: "£",
  sterling: "£",
  euro: "€",
  euros: "€",
  eur: "€",
};
// A column of points on a scale: "Sat (1-5)", "Rating /10", "Score out of 100".
const scale = /\(\s*\d+\s*[-–]\s*\d+\s*\)|\/\s*\d+\b|\bout of \d+/i;

/** The currency a column's name says its amounts are in. */
export function currencyOf(info: ColumnInfo): string | undefined {
  const symbol = /[$£€]/.exec(info.name)?.[0];
  if (symbol) return symbol;
  const code = /\b(usd|gbp|eur)\b/i.exec(info.name)?.[1];
  return code ? currencyOfWord[code.toLowerCase()] : undefined;
}

// Kinds of money: a word of one names a column of the same kind, or one that says only that it is money ("Amt ($)").
const moneyKinds = new Set(["money", "income", "cost", "price", "pay"]);

/** A column of money: in a currency, or named for a kind of money. */
export const holdsMoney = (info: ColumnInfo) => currencyOf(info) !== undefined || moneyKinds.has(kindOf(info) ?? "");

/** Whether a measure word of kind `asked` can be answered from a column of kind `held`. */
export const sameKind = (asked: string | undefined, held: string | undefined) =>
  asked === held ||
  // Marks are often kept as percentages ("Exam %").
  asked === "score" && held === "percent" ||
  (moneyKinds.has(asked ?? "") && moneyKinds.has(held ?? "") && (asked === "money" || held === "money"));

/** What a number column measures, by its name: money (of a kind), a score, a percentage, a count, an age, a time; undefined when it does not say. */
export function kindOf(info: ColumnInfo): string | undefined {
  if (currencyOf(info)) {
    const said = info.words.map((word) => measureKinds.get(word.text)).findLast((kind) => moneyKinds.has(kind ?? ""));
    return said ?? "money";
  }
  if (scale.test(info.name)) return "score";
  if (info.name.includes("%")) return "percent";
  // The last word that says is the head of the name: "Unit Price" is a price, "Sales Units" a count.
  return info.words.map((word) => measureKinds.get(word.text)).findLast((kind) => kind !== undefined);
}
