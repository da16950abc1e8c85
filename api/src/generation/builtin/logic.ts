import { readBranches } from "./branches.ts";
import type { Condition } from "./conditions.ts";
import { comparison, describeCriterion } from "./criteria.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { firstCell } from "./references.ts";

/**
 * IF / nested IF with the user's own answers, read clause by clause: "if C2 is over 100 say High else Low", "A if X, B
 * if Y, otherwise C". Nested IFs, which every version of both platforms reads.
 */
export const buildLogic: Builder = (ctx) => {
  const reading = readBranches(ctx);
  if (!reading) return null;
  const { branches, otherwise } = reading;
  const assumed = reading.assumed.length > 0 ? { assumed: reading.assumed } : {};
  if (branches.length === 1 && branches[0].out === "TRUE" && (otherwise === "FALSE" || otherwise === '""')) {
    return {
      formula: `=${branches[0].test}`,
      explanation: `Shows TRUE when ${branches[0].words}, and FALSE otherwise.`,
      perRow: true,
      ...assumed,
    };
  }
  const formula = branches.reduceRight((inner, b) => `IF(${b.test},${b.out},${inner})`, otherwise);
  const said = branches.map((b) => `${b.out} when ${b.words}`).join("; otherwise ");
  return {
    formula: `=${formula}`,
    explanation: `Checks the condition${branches.length > 1 ? "s in order" : ""} and shows ${said}; ` +
      `in every other case it shows ${otherwise === '""' ? "an empty cell" : otherwise}.`,
    perRow: true,
    ...assumed,
  };
};

function test(c: Condition, ctx: PlanContext): string | null {
  if (c.refIndex === undefined) return null;
  const cell = firstCell(ctx.refs[c.refIndex]);
  const parts = c.criteria.map((k) => comparison(cell, k, ctx.refs));
  return parts.length === 1 ? parts[0] : `AND(${parts.join(",")})`;
}

/** "does C2 contain Ltd? true or false": the test itself, which shows TRUE or FALSE. */
export const buildTruth: Builder = (ctx) => {
  const conds = ctx.conditions.filter((c) => c.refIndex !== undefined);
  if (conds.length === 0 || /\b(?:else|otherwise|say|show|display|then)\b/.test(ctx.lower)) return null;
  const tests = conds.map((c) => test(c, ctx));
  if (tests.some((t) => t === null)) return null;
  const join = conds.some((c) => c.join === "or") ? "OR" : "AND";
  return {
    formula: `=${tests.length === 1 ? tests[0] : `${join}(${tests.join(",")})`}`,
    explanation: `Shows TRUE when ${
      conds.map((c) =>
        `${firstCell(ctx.refs[c.refIndex!])} is ${c.criteria.map((k) => describeCriterion(k, ctx.refs)).join(" and ")}`
      ).join(join === "OR" ? " or " : " and ")
    }, otherwise FALSE.`,
    perRow: true,
  };
};
