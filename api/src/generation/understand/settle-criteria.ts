import { type Binding, type ColumnKind, columnsNamed } from "./bind-columns.ts";
import type { Criterion, Frame, Operation } from "./frame.ts";
import { classesOf, closedColumns } from "./lexicon.ts";
import { type CriterionPiece, type PeriodPiece } from "./pieces.ts";
import type { Pieces } from "./read-pieces.ts";

export interface Settled {
  /** Criteria whose column was chosen among several with nothing to go by: each costs, as a guess. */
  guesses?: number;
  criteria: Criterion[];
  period?: Frame["period"];
  units: number[];
}

/**
 * Each way of giving the criteria that named no column a column: by the value's kind ("east" is a region), by the
 * column's kind (a date for a date), else any column but the measure. At most 24 ways.
 */
export function settleCriteria(
  pieces: Pieces,
  binding: Binding,
  measure: number | undefined,
  op: Operation,
): Settled[] {
  let ways: Settled[] = [{ criteria: [], units: [] }];
  for (const piece of pieces.criteria) {
    const options = piece.column !== null ? [piece.column] : columnsFor(piece, binding, measure, op);
    const guess = options.length > 1 ? 1 : 0;
    const next: Settled[] = [];
    for (const way of ways) {
      for (const column of options) {
        const criterion: Criterion = {
          column,
          comparator: piece.comparator,
          value: piece.value,
          ...(piece.anyOf ? { anyOf: piece.anyOf } : {}),
          ...(piece.upTo ? { upTo: piece.upTo } : {}),
          ...(piece.base ? { base: true } : {}),
        };
        next.push({
          ...way,
          guesses: (way.guesses ?? 0) + guess,
          criteria: [...way.criteria, criterion],
          units: [...way.units, ...piece.units],
        });
      }
      // A piece may also be left out: the score then counts its words as unexplained.
      next.push(way);
    }
    ways = next.slice(0, 24);
  }
  const periods = pieces.periods;
  if (periods.length === 0) return ways;
  const period = periods[0];
  const dates = binding.columns.flatMap((_, index) => binding.columns[index].kind === "date" ? [index] : []);
  const dateColumns = period.column !== null
    ? [period.column]
    : dates.length > 0
    ? dates
    : binding.columns.map((_, index) => index).filter((c) => c !== measure);
  const withPeriod: Settled[] = [];
  const guess = dateColumns.length > 1 ? 1 : 0;
  for (const way of ways) {
    for (const column of dateColumns) {
      withPeriod.push({
        ...way,
        guesses: (way.guesses ?? 0) + guess,
        period: { column, ...pick(period) },
        units: [...way.units, ...period.units],
      });
    }
    withPeriod.push(way);
  }
  return withPeriod.slice(0, 48);
}

function pick(period: PeriodPiece): Omit<NonNullable<Frame["period"]>, "column"> {
  return {
    ...(period.year ? { year: period.year } : {}),
    ...(period.month ? { month: period.month } : {}),
    ...(period.quarter ? { quarter: period.quarter } : {}),
  };
}

function columnsFor(piece: CriterionPiece, binding: Binding, measure: number | undefined, op: Operation): number[] {
  const all = binding.columns.map((_, index) => index);
  const classes = piece.value.kind === "text"
    ? [...classesOf(piece.value.text), ...shapeClasses(piece.value.text)]
    : [];
  const words = [...classes, ...piece.hint ?? []];
  const named = columnsNamed(binding, words);
  if (named.length > 0) return named;
  const kind = piece.value.kind;
  const numeric = (kind === "number" || kind === "cell") && piece.comparator !== "eq";
  // "sum of sales over 100": a bound on the measure itself, where the operation reads the measure's values.
  if (numeric && measure !== undefined && ["sum", "average", "median", "max", "min"].includes(op)) return [measure];
  const others = all.filter((c) => c !== measure && !(piece.value.kind === "column" && piece.value.column === c));
  const wanted: ColumnKind = piece.value.kind === "column"
    ? binding.columns[piece.value.column].kind
    : kind === "date"
    ? "date"
    : numeric || kind === "number"
    ? "number"
    : "text";
  const typed = others.filter((c) => binding.columns[c].kind === wanted);
  // "Doohickey orders" among Region, Rep, Customer, Product and Notes: a name of no known kind is not a region, a
  // person, a company or a note, so it is a product.
  if (kind === "text" && classes.length === 0 && typed.length > 1 && /^[A-Z]/.test(piece.value.text)) {
    const open = typed.filter((c) => !binding.columns[c].names.some((n) => n.some((w) => closedColumns.has(w))));
    if (open.length > 0) return open;
  }
  if (typed.length > 0) return typed;
  const open = others.filter((c) => binding.columns[c].kind === "unknown");
  if (open.length > 0) return open;
  // "over 500" cannot test a column of text, nor a date one of numbers: such a test has no column here. A cell may
  // hold a date or a number.
  if (kind === "cell") return others.filter((c) => binding.columns[c].kind !== "text");
  return numeric || kind === "date" ? [] : others;
}

/** "P-1077", "EMP-8029-BER", "SKU123": a value shaped like a code belongs in a column of codes or ids. */
function shapeClasses(text: string): string[] {
  return /^[A-Za-z]{1,5}-?\d{2,}(?:-[A-Za-z0-9]+)*$/.test(text) ? ["code", "id", "sku"] : [];
}
