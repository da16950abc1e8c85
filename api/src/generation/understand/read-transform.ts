import type { Binding } from "./bind-columns.ts";
import { type Frame, type PlainStep, plainSteps, type Step } from "./frame.ts";
import { lookUp } from "./lexicon.ts";
import { range, senseOf } from "./pieces.ts";
import type { Pieces } from "./read-pieces.ts";
import type { Unit } from "./read-units.ts";

/** One cell's text or date changed step by step, and the units that said it. */
export interface TransformRead {
  frame: Frame;
  opUnit: number;
  units: number[];
}

const simple = new Set<string>(plainSteps);

/**
 * "the part of the email before the @ in B5, in proper case", "domain of the email in B2", "the city in J3 in
 * capitals", "letters after the last dash in G2", "first 3 letters of E3": one cell, said as a cell or as a column
 * and a row, and the changes made to it in the order said. Null when the request names no single cell or no change.
 */
export function readTransform(units: Unit[], pieces: Pieces, binding: Binding): TransformRead | null {
  const target = targetOf(units, pieces, binding);
  // A quoted text is an output the changes below cannot build ("like 'Hello Tom!'").
  if (!target || units.some((u) => u.kind === "quote")) return null;
  const steps: { at: number; step: Step; units: number[] }[] = [];
  units.forEach((unit, i) => {
    const sense = senseOf(unit, "step");
    if (sense && simple.has(sense.value)) {
      steps.push({ at: i, step: { kind: sense.value as PlainStep["kind"] }, units: [i] });
    }
    const side = unit.kind === "word" && /^(?:before|after)$/i.test(unit.text) ? unit.text.toLowerCase() : undefined;
    const cut = senseOf(unit, "cut")?.value ?? side;
    if (cut) {
      // "after the last dash", "before the @".
      let k = i + 1;
      if (/^the$/i.test((units[k] as { text?: string })?.text ?? "")) k++;
      const last = senseOf(units[k], "dir")?.value === "last";
      if (last) k++;
      const delim = senseOf(units[k], "delim");
      if (delim) {
        const text = delim.value === "space" ? " " : delim.value;
        steps.push({
          at: i,
          step: { kind: cut === "before" ? "before" : "after", text, ...(last ? { last: true } : {}) },
          units: range(i, k + 1),
        });
      }
    }
    const end = senseOf(unit, "dir")?.value;
    if (end !== "first" && end !== "last") return;
    // "the first name in A4": the cell is named "name", and "first" before it says which part.
    const next = units[i + 1];
    if (next?.kind === "cell" && binding.cells[next.cell].names.some((n) => n[0] === "name")) {
      steps.push({ at: i, step: { kind: end === "first" ? "firstword" : "lastword" }, units: [i] });
    }
    // "first 3 letters", "the last 4 digits".
    if (
      next?.kind === "number" && !next.percent &&
      /^(?:letters?|characters?|chars?|digits?)$/i.test((units[i + 2] as { text?: string })?.text ?? "")
    ) {
      steps.push({
        at: i,
        step: { kind: end === "first" ? "left" : "right", n: next.value },
        units: [i, i + 1, i + 2],
      });
    }
  });
  // "the last name in A6", "birth year from C5": the cell's own name says the change ("last name" of the full name
  // in it).
  for (const name of binding.cells.find((c) => c.ref === target.cell)?.names ?? []) {
    const match = lookUp(name);
    const sense = match?.length === name.length ? match.senses.find((s) => s.kind === "step") : undefined;
    if (sense && simple.has(sense.value) && !steps.some((s) => s.step.kind === sense.value)) {
      steps.push({ at: target.units[0], step: { kind: sense.value as PlainStep["kind"] }, units: [] });
    }
  }
  // "double spaces and trailing spaces … clean up": one trim, said three ways; "domain (after the @)": one cut, said
  // twice.
  const cutAtSign = steps.some((s) => s.step.kind === "after" && s.step.text === "@");
  const kept = new Map<string, { at: number; step: Step; units: number[] }>();
  for (const s of steps) {
    if (cutAtSign && s.step.kind === "domain") continue;
    const key = JSON.stringify(s.step);
    const first = kept.get(key);
    if (first) first.units.push(...s.units);
    else kept.set(key, s);
  }
  const chain = [...kept.values()];
  if (chain.length === 0) return null;
  // Parts are cut first, in the order said; a case, a trim or a number is made of what they leave ("uppercase the
  // first name").
  const finishing = (s: { step: Step }) =>
    ["proper", "upper", "lower", "trim"].includes(s.step.kind) ? 1 : s.step.kind === "number" ? 2 : 0;
  chain.sort((a, b) => finishing(a) - finishing(b) || a.at - b.at);
  const frame: Frame = {
    op: "transform",
    criteria: [],
    wrap: {},
    ...(target.column !== undefined ? { measure: target.column } : {}),
    transform: { cell: target.cell, steps: chain.map((s) => s.step) },
  };
  // "the part of the email", "the city": words for what the cell holds describe it.
  const describing = units.flatMap((u, i) =>
    u.kind === "word" && u.senses.length > 0 && u.senses.every((s) => ["type", "rows", "fill"].includes(s.kind))
      ? [i]
      : []
  );
  return {
    frame,
    opUnit: Math.min(...chain.map((s) => s.at)),
    units: [...target.units, ...chain.flatMap((s) => s.units), ...describing],
  };
}

/** The one cell worked on: a cell said ("B5"), or a column and the row said ("city … row 3", "J3"). */
function targetOf(
  units: Unit[],
  pieces: Pieces,
  binding: Binding,
): { cell: string; units: number[]; column?: number } | null {
  const cells = units.flatMap((u, i) => u.kind === "cell" ? [{ i, ref: binding.cells[u.cell].ref }] : []);
  const refs = [...new Set(cells.map((c) => c.ref))];
  if (refs.length === 1 && binding.columns.length === 0) return { cell: refs[0], units: cells.map((c) => c.i) };
  const row = pieces.rowsSaid.find((r) => !r.start);
  const columns = [...new Set(units.flatMap((u) => u.kind === "column" ? [u.column] : []))];
  if (refs.length === 0 && columns.length === 1) {
    // With no row said, the formula is for the first row of data, to fill down.
    const column = columns[0];
    const first = binding.rows?.first ?? 2;
    return {
      cell: `${binding.columns[column].letter}${row?.row ?? first}`,
      units: [...row?.units ?? [], ...units.flatMap((u, i) => u.kind === "column" ? [i] : [])],
      column,
    };
  }
  return null;
}
