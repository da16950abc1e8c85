import type { Condition } from "./conditions.ts";
import { comparison, criteriaArg, describeCriterion } from "./criteria.ts";
import type { PlanContext } from "./plan-context.ts";
import type { Ref } from "./references.ts";

/** One range/criteria pair of a *IFS function, with words for the explanation. */
export interface Pair {
  range: Ref;
  criteria: string;
  words: string;
  /** The same test as an array expression, for FILTER. */
  test: string;
  /** Which "or" list the pair belongs to: pairs of one group are choices ("North or South"), groups are and-ed. */
  group: number;
}

/** The conditions that are about a range of the request, each criterion as its own pair. */
export function conditionPairs(ctx: PlanContext): { pairs: Pair[]; anyOr: boolean } {
  const pairs: Pair[] = [];
  let anyOr = false;
  let group = -1;
  for (const c of ctx.conditions) {
    if (c.refIndex === undefined) continue;
    const range = ctx.refs[c.refIndex];
    if (c.join === "or" && pairs.length > 0) anyOr = true;
    else group++;
    for (const k of c.criteria) {
      pairs.push({
        range,
        criteria: criteriaArg(k, ctx.refs),
        words: `${range.text} is ${describeCriterion(k, ctx.refs)}`,
        test: comparison(range.text, k, ctx.refs),
        group: Math.max(group, 0),
      });
    }
  }
  return { pairs, anyOr };
}

/** References the request works on: not a condition's value, and (when there are others) not a condition's range. */
export function targetRefs(ctx: PlanContext): Ref[] {
  const asValue = new Set<number>();
  const asRange = new Set<number>();
  for (const c of ctx.conditions) {
    if (c.refIndex !== undefined) asRange.add(c.refIndex);
    for (const k of c.criteria) if (k.value.kind === "ref") asValue.add(k.value.index);
  }
  const candidates = ctx.refs.map((r, i) => ({ r, i })).filter(({ i }) => !asValue.has(i));
  const free = candidates.filter(({ i }) => !asRange.has(i));
  return (free.length > 0 ? free : candidates.slice(0, 1)).map(({ r }) => r);
}

/** True when a condition compares with words, which cannot be about a column of numbers being added up. */
export function hasTextCriterion(conditions: Condition[]): boolean {
  return conditions.some((c) => c.criteria.some((k) => k.value.kind === "text" && !/^[<>=]/.test(k.value.s)));
}
