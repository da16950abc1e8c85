import type { Binding } from "./bind-columns.ts";
import type { Frame, Operation } from "./frame.ts";
import { possessive, range, senseOf } from "./pieces.ts";
import type { Unit } from "./read-units.ts";
import type { Pieces } from "./read-pieces.ts";
import { settleCriteria, type Settled } from "./settle-criteria.ts";

/** With no word of operation, a key and a column to return read as a lookup ("price for Widget"). */
export function impliedOps(units: Unit[], pieces: Pieces): Pieces["ops"] {
  const hasKey = pieces.criteria.some((c) => c.comparator === "eq") || units.some((u) => u.kind === "cell");
  return hasKey ? [{ unit: -1, op: "lookup", weight: 0 }] : [];
}

export interface Built {
  frame: Frame;
  units: number[];
  /** Criteria whose column was a guess among several. */
  guesses?: number;
  /** The measure is a column the request never named. */
  unsaidMeasure?: boolean;
}

export function framesFor(op: Operation, pieces: Pieces, units: Unit[], binding: Binding): Built[] {
  const columnsSaid = [...new Set(units.flatMap((u) => u.kind === "column" ? [u.column] : []))];
  const built: Built[] = [];
  const wrapUnits = [...pieces.iferror?.units ?? [], ...pieces.round?.units ?? []];
  const wrap: Frame["wrap"] = {
    ...(pieces.iferror ? { iferror: pieces.iferror.value } : {}),
    ...(pieces.round ? { round: { digits: pieces.round.digits, how: pieces.round.how } } : {}),
  };
  const cellsSaid = units.flatMap((u, i) => u.kind === "cell" ? [i] : []);
  const orUnits = units.flatMap((u, i) => senseOf(u, "conj")?.value === "or" && !pieces.taken.has(i) ? [i] : []);
  // "which owner has the biggest deal" with the columns given: the measure may be a number column nobody named.
  const dated = pieces.ops.some((o) => senseOf(units[o.unit], "type")?.value === "date");
  const unsaid = binding.fromField
    ? binding.columns.flatMap((c, index) =>
      (c.kind === "number" || (dated && c.kind === "date")) && !columnsSaid.includes(index) ? [index] : []
    )
    : [];
  for (const measure of [...columnsSaid, ...unsaid, undefined]) {
    for (const settled of settleCriteria(pieces, binding, measure, op)) {
      const criteriaColumns = new Set(settled.criteria.map((c) => c.column));
      // "North or F2:F100 is Open": an "or" left between two tests joins them, rather than being dropped.
      const either = settled.criteria.length + (settled.period ? 1 : 0) > 1 ? orUnits : [];
      const base: Frame = {
        op,
        criteria: settled.criteria,
        wrap,
        ...(settled.period ? { period: settled.period } : {}),
        ...(either.length > 0 ? { either: true } : {}),
      };
      const before = built.length;
      const used = [...settled.units, ...wrapUnits, ...either];
      const others = columnsSaid.filter((c) => c !== measure && !criteriaColumns.has(c));
      switch (op) {
        case "sum":
        case "average":
          if (measure === undefined) break;
          // "total of qty x unit price": the sum of the products, row by row.
          if (op === "sum" && pieces.product && pieces.product.columns[0] === measure) {
            built.push({
              frame: { ...base, measure, times: pieces.product.columns[1] },
              units: [...used, ...pieces.product.units],
            });
          }
          // "the amounts are numbers stored as text": summed once turned into numbers.
          if (op === "sum" && pieces.textNumbers) {
            built.push({ frame: { ...base, measure, textNumbers: true }, units: [...used, ...pieces.textNumbers] });
          }
          // "average score but drop the single highest and single lowest".
          if (op === "average" && pieces.trim) {
            built.push({ frame: { ...base, measure, trim: true }, units: [...used, ...pieces.trim] });
          }
          built.push({ frame: { ...base, measure }, units: used });
          // "sum of the top 3 amounts", "average of the 5 cheapest".
          if (pieces.top) {
            built.push({ frame: { ...base, measure, top: pieces.top }, units: [...used, ...pieces.top.units] });
          }
          break;
        case "running": {
          if (measure === undefined) break;
          // "what do I put in row 10", "data starts in row 2": the formula's row and the data's first.
          const at = pieces.rowsSaid.find((r) => !r.start);
          // "adds E2 down to the current row", "starting at E2": a cell of the column totalled is where it starts.
          const refOf = (k: number) => binding.cells[(units[k] as Extract<Unit, { kind: "cell" }>).cell].ref;
          const startCell = cellsSaid.find((k) => refOf(k).replace(/\d+$/, "") === binding.columns[measure].letter);
          const startRow = startCell === undefined ? undefined : Number(/\d+$/.exec(refOf(startCell))![0]);
          const first = pieces.rowsSaid.find((r) => r.start)?.row ?? startRow;
          const rows = { ...(at ? { at: at.row } : {}), ...(first !== undefined ? { first } : {}) };
          built.push({
            frame: { ...base, measure, ...(at || first !== undefined ? { rows } : {}) },
            units: [
              ...used,
              ...pieces.rowsSaid.flatMap((r) => r.units),
              ...(startCell !== undefined ? [startCell] : []),
            ],
          });
          break;
        }
        case "median":
        case "distinct":
        case "stdev":
          if (measure === undefined) break;
          built.push({ frame: { ...base, measure }, units: used });
          break;
        case "frequent": {
          // "which rep shows up the most": the value of the column said most often, counted per value.
          if (measure === undefined || binding.columns[measure].kind === "number") break;
          built.push({
            frame: { ...base, op: "groupExtreme", measure, label: { column: measure, extreme: "max", per: "count" } },
            units: used,
          });
          break;
        }
        case "percentile": {
          // "the 90th percentile": the number said right before the word.
          if (measure === undefined) break;
          const said = pieces.ops.find((o) => o.op === "percentile");
          const number = said && units[said.unit - 1];
          if (number?.kind !== "number" || number.percent || number.value <= 0 || number.value >= 100) break;
          built.push({
            frame: { ...base, measure, fraction: number.value / 100 },
            units: [...used, said!.unit - 1],
          });
          break;
        }
        case "weighted": {
          // The weights are the column said as such, else the one whose name says weight, else the other one said.
          if (measure === undefined) break;
          const named = binding.columns.findIndex((c, index) =>
            index !== measure && c.names.some((n) => n.includes("weight"))
          );
          const weights = pieces.weights?.column ?? (named >= 0 ? named : others.length === 1 ? others[0] : undefined);
          if (weights === undefined || weights === measure) break;
          built.push({
            frame: { ...base, measure, times: weights },
            units: [
              ...used,
              ...pieces.weights?.units ?? [],
              ...units.flatMap((u, k) => u.kind === "column" && u.column === weights ? [k] : []),
            ],
          });
          break;
        }
        case "join": {
          if (measure === undefined) break;
          const once = pieces.ops.filter((o) => o.op === "unique" || o.op === "distinct").map((o) => o.unit);
          const separator = pieces.separator;
          // "no duplicates, sorted a-z": joined in order.
          const sort = sortOf(pieces, units);
          const sorting = sort.sort
            ? [
              ...pieces.dirs.map((d) => d.unit),
              ...pieces.ops.filter((o) => senseOf(units[o.unit], "op")?.value === "sort").map((o) => o.unit),
            ]
            : [];
          built.push({
            frame: {
              ...base,
              measure,
              ...(once.length > 0 ? { once: true } : {}),
              ...(separator ? { separator: separator.text } : {}),
              ...sort,
            },
            units: [...used, ...once, ...separator?.units ?? [], ...sorting],
          });
          break;
        }
        case "unique": {
          if (measure === undefined) break;
          const sort = sortOf(pieces, units);
          // "list each department once": "each" is part of saying every value once.
          const each = units.flatMap((u, k) => u.kind === "word" && /^each$/i.test(u.text) ? [k] : []);
          const sorting = sort.sort
            ? [
              ...pieces.dirs.map((d) => d.unit),
              ...pieces.ops.filter((o) => senseOf(units[o.unit], "op")?.value === "sort").map((o) => o.unit),
            ]
            : [];
          built.push({ frame: { ...base, measure, ...sort }, units: [...used, ...sorting, ...each] });
          break;
        }
        case "max":
        case "min": {
          if (measure === undefined) break;
          if (pieces.nth && op === (pieces.nth.from === "largest" ? "max" : "min")) {
            const nth = { n: pieces.nth.n, from: pieces.nth.from };
            built.push({ frame: { ...base, op: "nth", measure, nth }, units: [...used, ...pieces.nth.units] });
          } else built.push({ frame: { ...base, measure }, units: used });
          // "who got the lowest test 2 score? want the name": with the columns given, the first column of text names
          // the rows.
          const asksName = units.some((u) => u.kind === "word" && /^(?:who|whose|names?)$/i.test(u.text));
          const namesRow = binding.fromField && asksName && !others.some((c) => binding.columns[c].kind === "text")
            ? binding.columns.flatMap((c, index) => c.kind === "text" && index !== measure ? [index] : []).slice(0, 1)
            : [];
          for (const label of [...others, ...namesRow]) {
            // "name of the cheapest product", "want the name": the label of a row is its name.
            const naming = binding.columns[label].kind === "number"
              ? []
              : units.flatMap((u, k) => u.kind === "word" && /^names?$/i.test(u.text) ? [k] : []);
            built.push({
              frame: { ...base, op: "extremeLabel", measure, label: { column: label, extreme: op } },
              units: [...used, ...naming],
            });
            // "names of the 5 most expensive products": the labels of the top few, in order.
            const labelled = binding.columns[label].kind !== "number" && columnsSaid.includes(measure);
            if (labelled && pieces.top && pieces.top.from === (op === "max" ? "largest" : "smallest")) {
              built.push({
                frame: {
                  ...base,
                  op: "extremeLabel",
                  measure,
                  label: { column: label, extreme: op },
                  top: { n: pieces.top.n, from: pieces.top.from },
                },
                units: [...used, ...pieces.top.units],
              });
            }
            // "which region has the highest total amount": the extreme of each region's total.
            for (const per of pieces.ops.filter((o) => o.op === "sum" || o.op === "average")) {
              built.push({
                frame: {
                  ...base,
                  op: "groupExtreme",
                  measure,
                  label: { column: label, extreme: op, per: per.op as "sum" | "average" },
                },
                units: [...used, per.unit],
              });
            }
          }
          break;
        }
        case "count":
          // With tests, a count counts rows: a column it named but did not test would be silently dropped.
          if (measure === undefined || !(settled.criteria.length > 0 || settled.period)) {
            built.push({ frame: measure === undefined ? base : { ...base, measure }, units: used });
          }
          break;
        case "share":
          // "share of students who…" is a share of rows: a count, whatever column the test is on.
          if (measure !== undefined && !units.some((u) => u.kind === "word" && senseOf(u, "rows"))) {
            built.push({ frame: { ...base, measure }, units: used });
          }
          built.push({ frame: base, units: used });
          break;
        case "list":
          if (measure === undefined) break;
          built.push({
            frame: { ...base, measure, ...sortOf(pieces, units) },
            units: [...used, ...pieces.dirs.map((d) => d.unit)],
          });
          break;
        case "rank": {
          if (measure === undefined) break;
          const inRow = rowCell(units, pieces, binding, measure);
          const cells = [
            ...cellsSaid.map((at) => ({ cell: (units[at] as Extract<Unit, { kind: "cell" }>).cell, units: [at] })),
            ...(inRow ? [inRow] : []),
          ];
          // "rank of Nia's score (row 15)", "Eli is on row 6": the name only says whose row it is.
          const whose = inRow
            ? [...units.flatMap((u, k) => possessive(u) ? [k] : []), ...rowOwner(units, inRow.rowUnit)]
            : [];
          for (const { cell, units: at } of cells) {
            if (settled.criteria.some((c) => c.value.kind === "cell" && c.value.cell === cell)) continue;
            // "highest = 1" says the order; with none said, both are readings.
            const said = pieces.dirs.find((d) => d.dir === "asc" || d.dir === "desc");
            const dirs = said ? [said.unit] : [];
            const orders = said ? [said.dir as "asc" | "desc"] : ["desc" as const, "asc" as const];
            // "inside their own department": ranked among the rows of the same department.
            const group = pieces.group && pieces.group.column !== measure ? pieces.group : undefined;
            for (const order of orders) {
              built.push({
                frame: { ...base, measure, rank: { cell, order, ...(group ? { within: group.column } : {}) } },
                units: [...used, ...at, ...whose, ...dirs, ...group?.units ?? []],
              });
            }
          }
          break;
        }
        case "lookup": {
          if (measure === undefined) break;
          const keyed = settled.criteria.length > 0 ? settled : keyFromCell(units, binding, measure, settled);
          if (!keyed || keyed.criteria.length === 0 || keyed.criteria.some((c) => c.comparator !== "eq")) break;
          const last = pieces.dirs.find((d) => d.dir === "last");
          // "when was the first Pending order": the first date of the matches is the earliest.
          const end = pieces.dirs.find((d) => d.dir === "first" || d.dir === "last");
          if (binding.columns[measure].kind === "date" && end) {
            built.push({
              frame: { ...base, criteria: keyed.criteria, op: end.dir === "first" ? "min" : "max", measure },
              units: [...keyed.units, ...wrapUnits, end.unit],
            });
            break;
          }
          // "index match", "vlookup": the function the person named.
          const style = units.map((u) => senseOf(u, "style")?.value).find(Boolean) as
            | "indexmatch"
            | "vlookup"
            | undefined;
          built.push({
            frame: {
              ...base,
              criteria: keyed.criteria,
              measure,
              lookup: { from: last ? "last" : "first", ...(style ? { style } : {}) },
            },
            units: [...keyed.units, ...wrapUnits, ...(last ? [last.unit] : [])],
          });
          break;
        }
      }
      for (const frame of built.slice(before)) {
        frame.guesses = settled.guesses ?? 0;
        if (measure !== undefined && unsaid.includes(measure)) frame.unsaidMeasure = true;
      }
    }
  }
  return built;
}

/**
 * "rank of Nia's score (row 15)", "starting on row 2": with no cell said, the measure's cell in the first row said,
 * with the units that said it and the index of the word "row". Null when no row is said.
 */
function rowCell(
  units: Unit[],
  pieces: Pieces,
  binding: Binding,
  measure: number,
): { cell: number; units: number[]; rowUnit: number } | null {
  const said = pieces.rowsSaid[0];
  if (units.some((u) => u.kind === "cell") || !said) return null;
  const ref = `${binding.columns[measure].letter}${said.row}`;
  let cell = binding.cells.findIndex((c) => c.ref === ref);
  if (cell < 0) cell = binding.cells.push({ ref, names: [] }) - 1;
  return { cell, units: said.units, rowUnit: said.units[said.units.length - 2] };
}

/**
 * "Eli is on row 6", "Deal 6 is in row 7": the name said right before the row (capitalised words and a number, at
 * most two units), and every other mention of it ("Eli's score", "rank of Deal 6"), as units.
 */
function rowOwner(units: Unit[], rowUnit: number): number[] {
  let k = rowUnit - 1;
  // "Eli is on row 6", "Zed (row 27)".
  while (
    k >= 0 && (units[k].kind === "word" || units[k].kind === "sign") &&
    /^(?:is|on|in|at|\()$/i.test((units[k] as { text: string }).text)
  ) k--;
  if (k === rowUnit - 1) return [];
  const naming = (u: Unit | undefined) => u?.kind === "number" || (u?.kind === "word" && /^[A-Z]/.test(u.text));
  const start = naming(units[k - 1]) && naming(units[k]) ? k - 1 : naming(units[k]) ? k : -1;
  if (start < 0) return [];
  const key = (at: number) =>
    range(at, at + k - start + 1).map((i) => (units[i] as { text?: string })?.text?.replace(/['’]s$/, "")).join(" ");
  const name = key(start);
  const mentions = units.flatMap((_, at) => key(at) === name ? range(at, at + k - start + 1) : []);
  return [...mentions, ...range(k + 1, rowUnit)];
}

function sortOf(pieces: Pieces, units: Unit[]): Pick<Frame, "sort"> {
  const dir = pieces.dirs.find((d) => d.dir === "asc" || d.dir === "desc");
  const sorting = pieces.ops.some((o) => o.op === "list" || o.op === "unique" || o.op === "join") &&
    pieces.dirs.length > 0;
  if (sorting && dir) return { sort: dir.dir as "asc" | "desc" };
  // "unique regions, sorted": a sort with no direction said is A to Z.
  const sorted = pieces.ops.some((o) => senseOf(units[o.unit], "op")?.value === "sort");
  return sorted && pieces.ops.some((o) => o.op === "unique" || o.op === "join") ? { sort: "asc" } : {};
}

/** "the price for the product in H2": the cell holds the key, for the column named like it. */
function keyFromCell(units: Unit[], binding: Binding, measure: number, settled: Settled): Settled | null {
  const at = units.findIndex((u) => u.kind === "cell");
  if (at < 0) return null;
  const cell = (units[at] as Extract<Unit, { kind: "cell" }>).cell;
  const names = binding.cells[cell].names.map((n) => n.join(" "));
  const keyColumns = binding.columns.flatMap((c, index) =>
    c.names.some((n) => names.includes(n.join(" "))) ? [index] : []
  );
  // The cell says what it holds: the column of that name is the key, never the one returned.
  if (keyColumns.includes(measure)) return null;
  const saidColumns = [...new Set(units.flatMap((u) => u.kind === "column" && u.column !== measure ? [u.column] : []))];
  // "the product in H2 in A2:A100": the column said right after the cell is where it is looked for.
  const next =
    units[at + 1]?.kind === "word" && /^(?:in|within|against)$/i.test((units[at + 1] as { text: string }).text)
      ? units[at + 2]
      : undefined;
  const searched = next?.kind === "column" && next.column !== measure ? next.column : undefined;
  const key = searched ?? keyColumns[0] ?? (saidColumns.length === 1 ? saidColumns[0] : undefined);
  if (key === undefined) return null;
  return {
    ...settled,
    criteria: [{ column: key, comparator: "eq", value: { kind: "cell", cell } }],
    units: [...settled.units, at, ...(searched !== undefined ? [at + 1, at + 2] : [])],
  };
}
