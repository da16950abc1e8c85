import type { Comparator, Value } from "./frame.ts";
import { classesOf, isGlue, lookUp, type Sense } from "./lexicon.ts";
import type { Unit } from "./read-units.ts";

/** A criterion as read, before its column is settled: null when the words did not say which column. */
export interface CriterionPiece {
  units: number[];
  column: number | null;
  comparator: Comparator;
  value: Value;
  anyOf?: Value[];
  upTo?: Value;
  /** The senses the piece used, for the score. */
  weight: number;
  /** Column words the word before it points to ("make more than 70k": a salary). */
  hint?: string[];
  /** Said as whose ("Hana's deals"): for a share, part of the whole as well as of the part. */
  base?: boolean;
}

export interface PeriodPiece {
  units: number[];
  column: number | null;
  year?: number;
  month?: number;
  quarter?: number;
}

export const senseOf = (unit: Unit | undefined, kind: string): Sense | undefined =>
  unit?.kind === "word" ? unit.senses.find((s) => s.kind === kind) : undefined;

/** A word that asks nothing: filler, or a word for the rows themselves. */
export function isFiller(unit: Unit | undefined): boolean {
  return unit?.kind === "word" && unit.senses.length > 0 &&
    unit.senses.every((s) => isGlue(s) || s.kind === "rows");
}

const signComparators: Record<string, Comparator> = {
  ">": "gt",
  ">=": "ge",
  "<": "lt",
  "<=": "le",
  "=": "eq",
  "==": "eq",
  "<>": "ne",
  "!=": "ne",
};

/** A comparator said at unit i (a word or a sign), with how many units it took. */
function comparatorAt(units: Unit[], i: number): { comparator: Comparator | "between"; weight: number } | null {
  const unit = units[i];
  if (unit?.kind === "sign" && signComparators[unit.text]) return { comparator: signComparators[unit.text], weight: 1 };
  const sense = senseOf(unit, "cmp");
  return sense ? { comparator: sense.value as Comparator | "between", weight: sense.weight } : null;
}

/** A value at unit i: a quote, number, date, cell, or a run of words the lexicon does not know (or knows as values). */
export function valueAt(units: Unit[], i: number): { value: Value; units: number[] } | null {
  const unit = units[i];
  if (!unit) return null;
  if (unit.kind === "quote") return { value: { kind: "text", text: unit.text }, units: [i] };
  if (unit.kind === "number") {
    return { value: { kind: "number", value: unit.percent ? unit.value / 100 : unit.value }, units: [i] };
  }
  if (unit.kind === "date") {
    return { value: { kind: "date", year: unit.year, month: unit.month, day: unit.day }, units: [i] };
  }
  if (unit.kind === "cell") return { value: { kind: "cell", cell: unit.cell }, units: [i] };
  if (unit.kind !== "word" || !isValueWord(unit)) return null;
  const taken = [i];
  // "Acme Ltd", "New York": a value may run over several words it does not know, capitalised as a name is.
  while (
    // "Ana's Widget sales": a possessive ends the value.
    taken.length < 3 && !possessive(units[i + taken.length - 1]) &&
    units[i + taken.length]?.kind === "word" &&
    isValueWord(units[i + taken.length] as Extract<Unit, { kind: "word" }>) &&
    /^[A-Z0-9]/.test((units[i + taken.length] as Extract<Unit, { kind: "word" }>).text)
  ) {
    taken.push(i + taken.length);
  }
  // "Dev's tasks": the value is Dev.
  const text = taken.map((k) => (units[k] as Extract<Unit, { kind: "word" }>).text).join(" ").replace(/['’]s?$/i, "");
  // "deals we didn't lose": a verb that stands for a value.
  const meant = taken.length === 1 ? senseOf(unit, "means")?.value : undefined;
  if (meant) return { value: { kind: "text", text: meant }, units: taken };
  // "widgets sold in the south": a thing said in the plural is tested as one, as each row holds one.
  const one = taken.length === 1 && unit.senses.length === 0 && /^[a-z]{4,}[^su]s$/.test(text)
    ? text.slice(0, -1)
    : text;
  return { value: { kind: "text", text: one }, units: taken };
}

/** A column said with a word for the rows themselves ("deals", "orders"). */
export const namesRows = (unit: Unit | undefined): boolean =>
  unit?.kind === "column" && Boolean(lookUp([unit.text])?.senses.some((s) => s.kind === "rows"));

/** "Dev's", "Evans'": a name that owns what follows it. */
export const possessive = (unit: Unit | undefined): boolean =>
  unit?.kind === "word" && /['’]s$|s['’]$/i.test(unit.text);

function isValueWord(unit: Extract<Unit, { kind: "word" }>): boolean {
  if (unit.senses.length === 0) return !unit.misspelt;
  // "IT": written in capitals, a word that is also glue is the value it names.
  if (/^[A-Z]{2,}$/.test(unit.text) && unit.senses.some((s) => s.kind === "class")) return true;
  // "Sales" is a department, though "sales" are also the rows; "Order" at the start of a sentence is only the rows.
  const named = unit.senses.some((s) => s.kind === "class" || s.kind === "means");
  return unit.senses.every((s) =>
    s.kind === "class" || s.kind === "means" || (s.kind === "type" && /^[A-Z]/.test(unit.text)) ||
    (s.kind === "rows" && named && /^[A-Z]/.test(unit.text))
  );
}

/**
 * Skips glue between a column and its test ("region is", "stock that is"): at most two words, and never into a new
 * clause ("amount E2:E100 but only rows that are not pending" tests the status, not the amount).
 */
function skipGlue(units: Unit[], i: number): number {
  for (let steps = 0; steps < 2; steps++) {
    const unit = units[i];
    // "End date (col C) is after", "stock (under 20)": brackets around the column's letter or its test.
    if (unit?.kind === "sign" && (unit.text === ")" || unit.text === "(")) {
      i++;
      continue;
    }
    if (!isFiller(unit) || senseOf(unit, "cmp") || senseOf(unit, "neg") || senseOf(unit, "rows")) break;
    if (senseOf(unit, "fill")?.value === "clause") break;
    i++;
  }
  return i;
}

/** "the", "a", "any" between a comparison and its value; after a negation, "owned by" and such glue too. */
function skipArticle(units: Unit[], i: number, negated = false): number {
  const unit = units[i];
  if (unit?.kind === "word" && /^(?:the|a|an|any|all|their|its)$/i.test(unit.text)) return i + 1;
  return negated && isFiller(unit) && senseOf(unit, "fill")?.value !== "clause" ? i + 1 : i;
}

/** "90+": a plus written right after a number means that number or more. */
function plusAfter(units: Unit[], at: number): Sense | undefined {
  const sign = units[at];
  const before = units[at - 1];
  return sign?.kind === "sign" && sign.text === "+" && before?.kind === "number" && before.end === sign.start &&
      units[at + 1]?.kind !== "number"
    ? { kind: "after", value: "ge", weight: 1 }
    : undefined;
}

/**
 * A criterion starting at unit i: "region is east", "amount > 100", "status not closed", "over 500",
 * "excluding returns", "between 10 and 50", "is blank", "east or west". Null when none starts there.
 */
export function criterionAt(units: Unit[], i: number): CriterionPiece | null {
  let column: number | null = null;
  const used: number[] = [];
  let k = i;
  // "deals that are over 5k" with a Deal column: a word for the rows tests no column of its own; "the product is
  // Widget", said of one, names the column.
  const ofOne = !/s$/i.test(units[k]?.text ?? "") && /^(?:is|was|=)$/i.test(units[k + 1]?.text ?? "");
  if (units[k]?.kind === "column" && (!namesRows(units[k]) || ofOne)) {
    column = (units[k] as Extract<Unit, { kind: "column" }>).column;
    used.push(k);
    // "class A": a capital letter right after a column is its value, though "a" is an article.
    const letter = units[k + 1];
    if (letter?.kind === "word" && /^[A-Z]$/.test(letter.text)) {
      return { units: [k, k + 1], column, comparator: "eq", value: { kind: "text", text: letter.text }, weight: 1 };
    }
    k = skipGlue(units, k + 1);
  }
  // "from 1000 to 2000": both bounds, as "between" has them.
  if (/^from$/i.test(units[k]?.text ?? "")) {
    const low = valueAt(units, k + 1);
    const to = low && units[low.units.at(-1)! + 1];
    const high = to && /^(?:to|through|thru|-|–)$/i.test(to.text) ? valueAt(units, low!.units.at(-1)! + 2) : null;
    if (low && high && low.value.kind !== "text" && high.value.kind === low.value.kind) {
      return {
        units: [...used, k, ...low.units, low.units.at(-1)! + 1, ...high.units],
        column,
        comparator: "ge",
        value: low.value,
        upTo: high.value,
        weight: 2,
      };
    }
  }
  let negate = false;
  let comparator: Comparator | "between" | null = null;
  let weight = 0;
  // "is not", "not equal to", "isn't over", "is also": up to three words of comparison and negation, in any order,
  // and a word of glue.
  for (let steps = 0; steps < 4; steps++) {
    if (comparator !== null && units[k]?.kind === "word" && /^(?:also|still|too)$/i.test(units[k].text)) {
      k++;
      continue;
    }
    // "ignore anything under $50", "leave out anyone with Attendance under 0.7", "excluding anyone hired before
    // 2015": glue, or a verb that points at a column, after a negation.
    if (
      negate && comparator === null && (isFiller(units[k]) || senseOf(units[k], "hint")) && !senseOf(units[k], "cmp")
    ) {
      if (senseOf(units[k], "hint")) used.push(k);
      k++;
      continue;
    }
    if (senseOf(units[k], "neg")) {
      negate = !negate;
      used.push(k);
      weight += 1;
      k++;
      continue;
    }
    const said = comparatorAt(units, k);
    if (said && (comparator === null || comparator === "eq")) {
      comparator = said.comparator === "eq" && comparator ? comparator : said.comparator;
      weight += said.weight;
      used.push(k);
      k++;
      continue;
    }
    break;
  }
  // "higher this year (col C) than last year": the comparison said before the two columns it compares.
  const bracket = units[k + 1]?.kind === "sign" && units[k + 1].text === ")" ? 1 : 0;
  const than = units[k + 1 + bracket];
  const right = units[k + 2 + bracket];
  if (
    column === null && comparator !== null && ["gt", "ge", "lt", "le"].includes(comparator) &&
    units[k]?.kind === "column" && than?.kind === "word" && /^than$/i.test(than.text) && right?.kind === "column" &&
    (units[k] as Extract<Unit, { kind: "column" }>).column !== right.column
  ) {
    return {
      units: [...used, ...range(k, k + 3 + bracket)],
      column: (units[k] as Extract<Unit, { kind: "column" }>).column,
      comparator: negate ? flip(comparator as Comparator) : comparator as Comparator,
      value: { kind: "column", column: right.column },
      weight: weight + 2,
    };
  }
  // "leave out anyone with Attendance under 0.7": a negation of a whole test on a column.
  if (negate && comparator === null && column === null && units[k]?.kind === "column") {
    const inner = criterionAt(units, k);
    if (inner && ["gt", "ge", "lt", "le", "eq", "ne"].includes(inner.comparator) && !inner.anyOf) {
      return { ...inner, units: [...used, ...range(i, k), ...inner.units], comparator: flip(inner.comparator) };
    }
  }
  // "above the class average": the column's own average.
  const averaged = k + (/^(?:the|its|their)$/i.test((units[k] as { text?: string })?.text ?? "") ? 1 : 0);
  if (
    comparator !== null && ["gt", "ge", "lt", "le"].includes(comparator) &&
    senseOf(units[averaged], "op")?.value === "average"
  ) {
    return {
      units: [...used, ...range(k, averaged + 1)],
      column,
      comparator: negate ? flip(comparator as Comparator) : comparator as Comparator,
      value: { kind: "average" },
      weight: weight + 1,
    };
  }
  // "is after the Due date", "excluding the Ops department": an article between the test and what it tests.
  if (comparator !== null || negate) k = skipArticle(units, k, negate && comparator === null);
  // "after they were due": glue before a column compared with.
  if (comparator !== null && isFiller(units[k]) && isFiller(units[k + 1]) && units[k + 2]?.kind === "column") k += 2;
  // "End date is after the Due date", "Test 2 > Score": a column compared with another in the same row.
  const other = units[k];
  // "finished after their due date": with no column said before, the verb's hint settles it.
  if (
    other?.kind === "column" && comparator !== null && comparator !== "between" && other.column !== column &&
    ["gt", "ge", "lt", "le", "eq", "ne"].includes(comparator) && (column !== null || comparator !== "eq")
  ) {
    return {
      units: [...used, k],
      column,
      comparator: negate ? flip(comparator as Comparator) : comparator as Comparator,
      value: { kind: "column", column: other.column },
      weight: weight + 1,
    };
  }
  if (comparator === "blank" || comparator === "notblank") {
    const blank: Comparator = (comparator === "blank") !== negate ? "blank" : "notblank";
    return { units: used, column, comparator: blank, value: { kind: "none" }, weight: weight + 1 };
  }
  // "between 10 and 50": two bounds, both kept.
  if (comparator === "between") {
    const low = valueAt(units, k);
    const and = low && units[low.units.at(-1)! + 1];
    const high = and && senseOf(and, "conj") ? valueAt(units, low!.units.at(-1)! + 2) : null;
    if (!low || !high) return null;
    return {
      units: [...used, ...low.units, low.units.at(-1)! + 1, ...high.units],
      column,
      comparator: "ge",
      value: low.value,
      upTo: high.value,
      weight: weight + 2,
    };
  }
  // "is negative", "negatives": a comparison with zero in one word.
  const signed = senseOf(units[k], "sign");
  if (signed && (comparator === null || comparator === "eq")) {
    const against = negate ? flip(signed.value as Comparator) : signed.value as Comparator;
    return {
      units: [...used, k],
      column,
      comparator: against,
      value: { kind: "number", value: 0 },
      weight: weight + 1,
    };
  }
  const value = valueAt(units, k);
  if (!value) return null;
  // "orders from the East": a word of order before a name is glue; text has no order to test.
  if (value.value.kind === "text" && ["gt", "ge", "lt", "le"].includes(comparator ?? "") && !negate) {
    const glue = used.filter((u) => !senseOf(units[u], "cmp"));
    return { units: [...glue, ...value.units], column, comparator: "eq", value: value.value, weight: weight };
  }
  // A bare value counts only when something marks it as one: a column before it, a comparison, or quotes.
  if (column === null && comparator === null && !negate && units[i].kind !== "quote" && units[i].kind !== "word") {
    return null;
  }
  let compared: Comparator = comparator ?? "eq";
  if (negate) compared = flip(compared);
  const later = senseOf(units[value.units.at(-1)! + 1], "after")?.value as Comparator | undefined;
  const timed = [...used, value.units.at(-1)! + 1].some((u) => senseOf(units[u], "when"));
  const yearly = timed ? yearAsDate(value.value, compared === "eq" && later && !comparator ? later : compared) : null;
  if (yearly) {
    // "started in 2022 or later", "before 2023", "from 2023 onwards": a year against dates is the first or last day
    // of that year.
    const extra = later && (compared === "eq" || compared === later) ? [value.units.at(-1)! + 1] : [];
    return {
      units: [...used, ...value.units, ...extra],
      column,
      comparator: extra.length > 0 ? later! : compared,
      value: yearly,
      weight: weight + 1 + extra.length,
    };
  }
  const piece: CriterionPiece = {
    units: [...used, ...value.units],
    column,
    comparator: compared,
    value: value.value,
    weight: weight + 1,
  };
  // "with Lamp in the name", "Emma something", "50 or more", "90+": words after the value that say how it is
  // compared.
  const end = value.units.at(-1)! + 1;
  const after = senseOf(units[end], "after") ?? plusAfter(units, end);
  // A lower-case word is a value only before a sure mark ("gmail in them"), not before "something".
  const first = units[value.units[0]];
  const named = first?.kind === "quote" || /^[A-Z0-9]/.test(first?.text ?? "") ||
    (after?.value === "contains" && after.weight >= 1);
  const bound = ["ge", "le", "gt", "lt"].includes(after?.value ?? "");
  const fits = bound ? ["number", "date", "cell"].includes(value.value.kind) : value.value.kind === "text" && named;
  // "mention rush anywhere": a word after the value that says again what the comparison said.
  if (after && after.value === compared && compared === "contains") {
    piece.units.push(end);
    return piece;
  }
  if (after && fits && compared === "eq") {
    piece.comparator = after.value as Comparator;
    piece.units.push(end);
    piece.weight += after.weight;
    return piece;
  }
  // "east or west", "Chloe, Hana or Farah": more values for the same test.
  let next = value.units.at(-1)! + 1;
  while ((compared === "eq" || compared === "ne") && units[next]) {
    const joint = units[next];
    const comma = joint.kind === "sign" && joint.text === ",";
    // "north AND south amounts": two values of one kind joined by "and" are both wanted.
    // "excluding the Salaries and Rent lines": after a negation, "and" lists the values left out.
    const following = units[next + 1];
    const word = following?.kind === "word" ? following.text : null;
    const whole = valueAt(units, next + 1)?.value;
    const alike = senseOf(joint, "conj")?.value === "and" && value.value.kind === "text" &&
      (sharesKind(value.value.text, word) || sharesKind(value.value.text, whole?.kind === "text" ? whole.text : null) ||
        compared === "ne" && /^[A-Z]/.test(following?.text ?? "") && !differsInKind(value.value.text, word));
    const joins = senseOf(joint, "conj")?.value === "or" || comma || alike;
    const more = joins ? valueAt(units, next + 1) : null;
    // "late, i.e. the End date": after a comma only a name or a known value continues the list.
    const listed = more && (units[next + 1].kind === "quote" || /^[A-Z0-9]/.test(units[next + 1].text ?? "") ||
      senseOf(units[next + 1], "class"));
    if (comma && !listed) break;
    // "Dev, closed orders": a list goes on only with values of one kind (a person, then a status, are two tests).
    if (comma && more?.value.kind === "text" && value.value.kind === "text") {
      const [a, b] = [classesOf(value.value.text), classesOf(more.value.text)];
      if ((a.length > 0 || b.length > 0) && !a.some((kind) => b.includes(kind))) break;
    }
    if (!more || more.value.kind !== value.value.kind) break;
    piece.anyOf = [...piece.anyOf ?? [], more.value];
    piece.units.push(next, ...more.units);
    next = more.units.at(-1)! + 1;
  }
  return piece;
}

/** Whether a value is of a kind the other is ("north" and "south"; "Acme Ltd" and "Fjord Ltd", two companies). */
function sharesKind(text: string, other: string | null): boolean {
  if (other === null) return false;
  const [a, b] = [classesOf(text), classesOf(other)];
  return a.length > 0 && a.some((kind) => b.includes(kind));
}

/** Whether two values are of known kinds and not of one ("Dev" and "Closed": a person and a status). */
function differsInKind(text: string, other: string | null): boolean {
  if (other === null) return false;
  const [a, b] = [classesOf(text), classesOf(other)];
  return a.length > 0 && b.length > 0 && !a.some((kind) => b.includes(kind));
}

/** The whole numbers from `from` up to, not including, `to`. */
export const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/**
 * "within 30 days after the date in G11", "within 7 days either side of F5", "in the last 90 days counting back from
 * G10": a window of days about the date in a cell, as two bounds on a date column. Null when none starts at i.
 */
export function windowAt(units: Unit[], i: number): CriterionPiece | null {
  const start = senseOf(units[i], "window");
  const count = units[i + 1];
  const unit = senseOf(units[i + 2], "unit");
  if (!start || count?.kind !== "number" || count.percent || !unit || !["day", "week"].includes(unit.value)) {
    return null;
  }
  const days = count.value * (unit.value === "week" ? 7 : 1);
  let side = start.value;
  const used = [i, i + 1, i + 2];
  for (let k = i + 3; k < units.length && k <= i + 8; k++) {
    const at = units[k];
    if (at.kind === "cell") {
      const from = side === "after" ? 0 : -days;
      const to = side === "before" ? 0 : days;
      return {
        units: [...used, k],
        column: null,
        comparator: "ge",
        value: { kind: "cell", cell: at.cell, ...(from ? { offset: from } : {}) },
        upTo: { kind: "cell", cell: at.cell, ...(to ? { offset: to } : {}) },
        weight: 3,
      };
    }
    const said = senseOf(at, "side")?.value ?? (senseOf(at, "cmp")?.value === "gt" ? "after" : undefined) ??
      (senseOf(at, "cmp")?.value === "lt" ? "before" : undefined);
    if (said) side = said;
    else if (!isFiller(at) && !senseOf(at, "type")) return null;
    used.push(k);
  }
  return null;
}

/** A year said as a bound ("2022 or later", "before 2023") as the day it starts or ends; null otherwise. */
function yearAsDate(value: Value, comparator: Comparator): Value | null {
  if (value.kind !== "number" || !Number.isInteger(value.value) || value.value < 1990 || value.value > 2100) {
    return null;
  }
  if (comparator === "ge" || comparator === "lt") return { kind: "date", year: value.value, month: 1, day: 1 };
  if (comparator === "gt" || comparator === "le") return { kind: "date", year: value.value, month: 12, day: 31 };
  return null;
}

function flip(comparator: Comparator): Comparator {
  const flipped: Partial<Record<Comparator, Comparator>> = {
    eq: "ne",
    ne: "eq",
    gt: "le",
    ge: "lt",
    lt: "ge",
    le: "gt",
  };
  return flipped[comparator] ?? comparator;
}

/** "in 2024", "march", "in march 2024", "Q3", "q1 2023": a period on a date column. */
export function periodAt(units: Unit[], i: number): PeriodPiece | null {
  const unit = units[i];
  const month = senseOf(unit, "month");
  const quarter = senseOf(unit, "quarter");
  const yearAfter = (k: number) => {
    const next = units[k];
    return next?.kind === "number" && !next.percent && next.value >= 1990 && next.value <= 2100 ? next.value : null;
  };
  if (month || quarter) {
    const year = yearAfter(i + 1);
    const piece: PeriodPiece = { units: year ? [i, i + 1] : [i], column: null, ...(year ? { year } : {}) };
    if (month) piece.month = Number(month.value);
    else piece.quarter = Number(quarter!.value);
    return piece;
  }
  const year = yearAfter(i);
  const before = units[i - 1];
  // "in 2024", and "started in 2024" where the verb and "in" are read as one phrase.
  if (year && before?.kind === "word" && /(?:^|\s)(?:in|for|during|of|from|year)$/i.test(before.text)) {
    // "calendar year 2023": the word "year" is part of the period.
    return { units: /year$/i.test(before.text) ? [i - 1, i] : [i], column: null, year };
  }
  return null;
}
