import type { Criterion } from "./conditions.ts";
import type { Plan, PlanContext } from "./plan-context.ts";
import { columnNumber, type Ref } from "./references.ts";

interface Area {
  sheet: string;
  c1: number;
  c2: number;
  r1: number;
  r2: number;
}

const unbounded = 1_048_576;
const refToken =
  /(?:((?:'[^']+'|[A-Za-z_][\w.]*)!))?\$?([A-Za-z]{1,3})(\$?\d+)?(?::\$?([A-Za-z]{1,3})(\$?\d+)?)?(?![\w(!])/g;

/** The rectangle a reference covers; whole columns run to the last row. */
function areaOf(sheet: string, a: string, ra?: string, b?: string, rb?: string): Area | null {
  const r1 = ra ? +ra.replace("$", "") : undefined;
  const r2 = rb ? +rb.replace("$", "") : undefined;
  if (!b && r1 === undefined) return null;
  const c1 = columnNumber(a);
  const c2 = columnNumber(b ?? a);
  return {
    sheet: sheet.toUpperCase(),
    c1: Math.min(c1, c2),
    c2: Math.max(c1, c2),
    r1: Math.min(r1 ?? 1, r2 ?? r1 ?? 1),
    r2: Math.max(r2 ?? r1 ?? unbounded, r1 ?? unbounded),
  };
}

/** Every cell reference a formula uses, outside its string literals. */
function formulaAreas(formula: string): Area[] {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const areas: Area[] = [];
  for (const m of code.matchAll(refToken)) {
    const before = code[m.index! - 1];
    if (before && /[\w$.]/.test(before)) continue;
    const area = areaOf(m[1] ?? "", m[2], m[3], m[4], m[5]);
    if (area) areas.push(area);
  }
  return areas;
}

function refArea(ref: Ref): Area | null {
  const bang = ref.text.lastIndexOf("!");
  const m = /^\$?([A-Z]{1,3})(\$?\d+)?(?::\$?([A-Z]{1,3})(\$?\d+)?)?$/.exec(ref.text.slice(bang + 1));
  return m ? areaOf(bang >= 0 ? ref.text.slice(0, bang + 1) : "", m[1], m[2], m[3], m[4]) : null;
}

function overlaps(a: Area, b: Area): boolean {
  return a.sheet === b.sheet && a.c1 <= b.c2 && b.c1 <= a.c2 && a.r1 <= b.r2 && b.r1 <= a.r2;
}

/** "put it in H2", "result in cell H2": a place for the answer, not a part of it. */
const outputPlace =
  /\b(?:put|place|show|display|write|return|output|enter|type)\b(?:\s+(?:it|this|that|the (?:result|answer|total|formula)))?\s+(?:in|into|at)\s+(?:cell\s+)?$|\b(?:result|answer|total|formula)\s+(?:goes\s+)?(?:in|into)\s+(?:cell\s+)?$/i;

function isOutputPlace(ctx: PlanContext, index: number): boolean {
  const at = ctx.masked.indexOf(`⟦${index}⟧`);
  return at >= 0 && ctx.refs[index].kind === "cell" && outputPlace.test(ctx.masked.slice(Math.max(0, at - 60), at));
}

/** Whether the formula says a criterion's value somewhere (a number, a word, a date's year). */
function saysValue(formula: string, k: Criterion): boolean {
  const lower = formula.toLowerCase();
  switch (k.value.kind) {
    case "text":
      // "contain text" is said by the "*" that matches any text.
      if (/^(?:any\s+)?text$/i.test(k.value.s) && /"\*"|"<>\*"/.test(formula)) return true;
      return lower.includes(k.value.s.toLowerCase());
    case "number": {
      const n = k.value.n;
      return [n, -n, n * 100, Number((n * 100).toPrecision(12))].some((x) =>
        new RegExp(`(?<![\\w.])${String(x).replace(".", "\\.")}(?![\\d])`).test(formula)
      );
    }
    case "date":
      return formula.includes(String(k.value.date.y)) || /\bDATE\b|\bTODAY\b/.test(formula);
    case "today":
      return /\bTODAY\(|\bNOW\(/.test(formula);
    default:
      return true;
  }
}

/**
 * What the request asked for that the formula leaves out: a reference the user wrote that no part of the formula
 * touches (except the cell the answer goes in), or a recognised condition whose value the formula never says.
 * A formula that quietly drops a part is confidently wrong; the planner refuses it instead.
 */
export function unusedParts(ctx: PlanContext, plan: Plan): string[] {
  const unused: string[] = [];
  const used = formulaAreas(plan.formula);
  ctx.refs.forEach((ref, i) => {
    if (isOutputPlace(ctx, i)) return;
    const area = refArea(ref);
    if (area && !used.some((u) => overlaps(u, area))) unused.push(ref.text);
  });
  for (const c of plan.readsAll ? [] : ctx.conditions) {
    for (const k of c.criteria) {
      if (k.op === "blank" || k.op === "notBlank" || k.value.kind === "ref" || k.value.kind === "none") continue;
      if (k.value.kind === "text" && plan.covers?.test(k.value.s.toLowerCase())) continue;
      if (!saysValue(plan.formula, k)) unused.push(JSON.stringify(k.value));
    }
  }
  for (const m of ctx.text.matchAll(/"([^"]+)"/g)) {
    if (!plan.formula.toLowerCase().includes(m[1].toLowerCase().replace(/"/g, '""'))) unused.push(m[0]);
  }
  return unused;
}
