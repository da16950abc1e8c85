import type { RawCellContent } from "hyperformula";
import { isoDateToSerial } from "./cell-content.ts";
import type { Reference } from "../formula/cell-reference.ts";
import { chainOperands, leftChain } from "../formula/formula-nodes.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";

/** Sample cells by sheet name; unqualified references read "Sheet1". */
export type SampleSheets = Map<string, RawCellContent[][]>;

type Kind = "number" | "names" | "words" | "date" | "laterDate" | "key";
// When one column is read in several ways, the stronger use decides what it holds.
const strength: Record<Kind, number> = { number: 0, names: 1, words: 2, date: 3, laterDate: 4, key: 5 };

interface ColumnPlan {
  kind: Kind;
  words: string[];
  rows: Set<number>;
}

// Rows filled for an open range (A:A, A2:A), and at most for a long one: enough for every aggregate to see variety.
const openRows = 30;
const maxRows = 100;
const maxColumns = 26;
const baseWords = ["North", "South", "East", "West"];
const names = ["Ann Smith", "Bob Jones", "Cara Lee", "Dan Brown", "Eve Clark", "Finn Hall", "Gia Moore"];
const firstDate = isoDateToSerial("2023-01-02")!;

const criteriaArgs: Record<string, { pairsFrom: number; single?: [number, number] }> = {
  SUMIF: { pairsFrom: -1, single: [0, 1] },
  COUNTIF: { pairsFrom: -1, single: [0, 1] },
  AVERAGEIF: { pairsFrom: -1, single: [0, 1] },
  COUNTIFS: { pairsFrom: 0 },
  SUMIFS: { pairsFrom: 1 },
  AVERAGEIFS: { pairsFrom: 1 },
  MAXIFS: { pairsFrom: 1 },
  MINIFS: { pairsFrom: 1 },
  COUNTUNIQUEIFS: { pairsFrom: 1 },
};

/** "LEFT:0 FIND:1 EXACT:0,1" → which arguments of each function are read a certain way. */
function positions(table: string): Record<string, number[]> {
  return Object.fromEntries(
    table.trim().split(/\s+/).map((item) => {
      const [name, list] = item.split(":");
      return [name, list.split(",").map(Number)];
    }),
  );
}

const textArgs = positions(`
  LEFT:0 RIGHT:0 MID:0 LEN:0 TRIM:0 UPPER:0 LOWER:0 PROPER:0 CLEAN:0 SUBSTITUTE:0 REPLACE:0 FIND:1 SEARCH:1
  TEXTBEFORE:0 TEXTAFTER:0 TEXTSPLIT:0 SPLIT:0 REGEXMATCH:0 REGEXEXTRACT:0 REGEXREPLACE:0 REGEXTEST:0 EXACT:0,1
`);
const dateArgs = positions(`
  YEAR:0 MONTH:0 DAY:0 WEEKDAY:0 WEEKNUM:0 ISOWEEKNUM:0 EOMONTH:0 EDATE:0 WORKDAY:0 WORKDAY.INTL:0
`);
// Functions of a start and an end date (in that order here): the end column gets later dates, so spans are positive.
const spanArgs = positions("DATEDIF:0,1 NETWORKDAYS:0,1 NETWORKDAYS.INTL:0,1 DAYS360:0,1 YEARFRAC:0,1 DAYS:1,0");
const lookups = new Set(["VLOOKUP", "HLOOKUP", "XLOOKUP", "MATCH", "XMATCH", "LOOKUP"]);
const dateMakers = new Set(["DATE", "TODAY", "NOW", "DATEVALUE", "EDATE", "EOMONTH", "WORKDAY", "EPOCHTODATE"]);
const comparisons = new Set(["=", "<>", "<", ">", "<=", ">="]);

function hasDateMaker(node: FormulaNode): boolean {
  if (node.type === "call") return dateMakers.has(node.name) || node.args.some(hasDateMaker);
  if (node.type === "binary") return chainOperands(node).some(hasDateMaker);
  if (node.type === "unary" || node.type === "postfix") return hasDateMaker(node.operand);
  return false;
}

/** The word a criterion like "Closed", "<>Closed" or "*Ltd*" needs in the data, or what kind of value it tests. */
function criterionUse(node: FormulaNode): { kind: Kind; word?: string } {
  if (hasDateMaker(node)) return { kind: "date" };
  if (node.type !== "string") return { kind: "number" };
  const operand = node.value.replace(/^(?:<>|<=|>=|<|>|=)/, "").trim();
  if (operand === "" || Number.isFinite(Number(operand))) return { kind: "number" };
  if (isoDateToSerial(operand) !== undefined || /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(operand)) {
    return { kind: "date" };
  }
  const word = operand.replace(/^\*/, "Acme ").replace(/\*$/, " Co").replaceAll("*", " ").replaceAll("?", "x");
  return { kind: "words", word };
}

class GridPlanner {
  readonly columns = new Map<string, ColumnPlan>();
  readonly lookupCells: { cell: Reference; keys: Reference }[] = [];
  private readonly sheetNames = new Map([["sheet1", "Sheet1"]]);

  /** Sheet names are case-insensitive on both platforms: 'data'!A1 and Data!B1 are one sheet, named as first seen. */
  sheetOf(reference: Reference): string {
    if (reference.sheet === undefined) return "Sheet1";
    const key = reference.sheet.toLowerCase();
    if (!this.sheetNames.has(key)) this.sheetNames.set(key, reference.sheet);
    return this.sheetNames.get(key)!;
  }

  private plan(sheet: string, column: number): ColumnPlan {
    const id = `${sheet}\u0000${column}`;
    let plan = this.columns.get(id);
    if (!plan) this.columns.set(id, plan = { kind: "number", words: [], rows: new Set() });
    return plan;
  }

  /** Reserves the cells a reference reads, so they get data even when nothing says what kind. */
  cover(reference: Reference) {
    const sheet = this.sheetOf(reference);
    const firstRow = reference.firstRow ?? 0;
    const lastRow = Math.min(reference.lastRow ?? firstRow + openRows - 1, firstRow + maxRows - 1);
    const firstColumn = reference.firstColumn ?? 0;
    const lastColumn = Math.min(reference.lastColumn ?? firstColumn + 9, firstColumn + maxColumns - 1);
    for (let column = firstColumn; column <= lastColumn; column++) {
      const plan = this.plan(sheet, column);
      for (let row = firstRow; row <= lastRow; row++) plan.rows.add(row);
    }
  }

  /** Says what the first column of a reference should hold. */
  mark(node: FormulaNode | undefined, kind: Kind, word?: string) {
    if (node?.type !== "reference" || node.reference.firstColumn === undefined) return;
    const plan = this.plan(this.sheetOf(node.reference), node.reference.firstColumn);
    if (strength[kind] > strength[plan.kind]) plan.kind = kind;
    if (word && !plan.words.includes(word)) plan.words.push(word);
  }

  visit(node: FormulaNode) {
    switch (node.type) {
      case "reference":
        this.cover(node.reference);
        return;
      case "unary":
      case "postfix":
        this.visit(node.operand);
        return;
      case "array":
        node.rows.flat().forEach((item) => this.visit(item));
        return;
      case "binary": {
        // Each link is planned before what it holds, as a recursive descent would, without its depth.
        const { first, links } = leftChain(node);
        for (let at = links.length - 1; at >= 0; at--) this.binary(links[at]);
        this.visit(first);
        for (const link of links) this.visit(link.right);
        return;
      }
      case "call":
        this.call(node.name, node.args);
        node.args.forEach((arg) => this.visit(arg));
    }
  }

  private binary(node: Extract<FormulaNode, { type: "binary" }>) {
    if (comparisons.has(node.operator)) {
      for (const [side, other] of [[node.left, node.right], [node.right, node.left]]) {
        const use = criterionUse(other);
        if (use.kind !== "number") this.mark(side, use.kind, use.word);
      }
    } else if (node.operator === "&") {
      this.mark(node.left, "names");
      this.mark(node.right, "names");
    }
  }

  private call(name: string, args: FormulaNode[]) {
    const criteria = criteriaArgs[name];
    if (criteria) {
      const pairs: [number, number][] = criteria.single ? [criteria.single] : [];
      for (let at = criteria.pairsFrom; at >= 0 && at + 1 < args.length; at += 2) pairs.push([at, at + 1]);
      for (const [range, criterion] of pairs) {
        const use = criterionUse(args[criterion]);
        this.mark(args[range], use.kind, use.word);
      }
    }
    const cutAt = args.find((arg) => arg.type === "string" && arg.value.length > 0 && arg.value.length <= 3);
    for (const at of textArgs[name] ?? []) {
      this.mark(args[at], "names", cutAt?.type === "string" ? cutAt.value : undefined);
    }
    for (const at of dateArgs[name] ?? []) this.mark(args[at], "date");
    const span = spanArgs[name];
    if (span) {
      this.mark(args[span[0]], "date");
      this.mark(args[span[1]], "laterDate");
    }
    if (name === "TEXT" && args[1]?.type === "string" && /[dmy]/i.test(args[1].value)) this.mark(args[0], "date");
    if (lookups.has(name) && args[1]) {
      const value = args[0];
      this.mark(args[1], "key", value?.type === "string" ? value.value : undefined);
      if (value?.type === "reference" && value.reference.kind === "cell" && args[1].type === "reference") {
        this.lookupCells.push({ cell: value.reference, keys: args[1].reference });
      }
    }
  }
}

// A small multiplicative hash: varied, repeatable values with no state between calls.
function spread(row: number, column: number, size: number): number {
  return ((row + 1) * 7919 + (column + 1) * 104_729) % size;
}

// The apostrophe keeps a word such as "=x" or "10%" from being read as a formula or a number.
const text = (value: string) => `'${value}`;

function valueFor(plan: ColumnPlan, row: number, column: number, index: number): RawCellContent {
  switch (plan.kind) {
    case "number":
      return 10 + spread(row, column, 1990);
    case "date":
      return firstDate + spread(row, column, 365);
    case "laterDate":
      return firstDate + 400 + spread(row, column, 365);
    case "names": {
      const name = names[(index + column) % names.length];
      return text(plan.words.length ? name.replace(" ", plan.words[0]) : name);
    }
    case "words": {
      const words = [...plan.words, ...baseWords.filter((word) => !plan.words.includes(word))].slice(0, 4);
      return text(words[(index + column) % words.length]);
    }
    case "key":
      return text(index < plan.words.length ? plan.words[index] : `Item ${index + 1}`);
  }
}

/**
 * Plausible, deterministic data for the cells a formula reads, so its sample value means something: numbers by
 * default, the words a formula compares against (so SUMIF(D2:D50,"Closed",…) finds some), person-like names where
 * text functions cut text, dates where date functions read, unique keys where lookups search, and a lookup cell holding
 * one of those keys. Same formula, same grid.
 */
export function buildSampleGrid(ast: FormulaNode): SampleSheets {
  const planner = new GridPlanner();
  planner.visit(ast);
  const sheets: SampleSheets = new Map();
  const cellsOf = (sheet: string) => {
    let cells = sheets.get(sheet);
    if (!cells) sheets.set(sheet, cells = []);
    return cells;
  };
  for (const [id, plan] of planner.columns) {
    const [sheet, columnText] = id.split("\u0000");
    const column = Number(columnText);
    const cells = cellsOf(sheet);
    [...plan.rows].sort((a, b) => a - b).forEach((row, index) => {
      (cells[row] ??= [])[column] = valueFor(plan, row, column, index);
    });
  }
  for (const { cell, keys } of planner.lookupCells) {
    const keyCells = cellsOf(planner.sheetOf(keys));
    const keyRow = (keys.firstRow ?? 0) + 2;
    const key = keyCells[keyRow]?.[keys.firstColumn ?? 0];
    if (key !== undefined) (cellsOf(planner.sheetOf(cell))[cell.firstRow!] ??= [])[cell.firstColumn!] = key;
  }
  // HyperFormula reads rows as arrays; a missing row would be a hole it cannot read.
  for (const cells of sheets.values()) for (let row = 0; row < cells.length; row++) cells[row] ??= [];
  return sheets;
}
