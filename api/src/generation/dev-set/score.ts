import type { Platform } from "../../../contract/account.ts";
import type { Verification } from "../../../contract/generation.ts";
import type { FormulaDraft, FormulaRequest, Refusal } from "../types.ts";
import { type EvaluatedValue, evaluateFormulas } from "../verifier/evaluate.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { normaliseFormula, sameValue } from "./compare.ts";
import {
  type AnswerableCase,
  type AssumedCase,
  type DevCase,
  type DevSet,
  expectedFormulas,
  loadDevSet,
} from "./dev-set.ts";

export type Planner = (request: FormulaRequest) => FormulaDraft | Refusal;
export type Verifier = (formula: string, platform: Platform) => Pick<Verification, "parses" | "functionsKnown">;

export interface CaseOutcome {
  case: DevCase;
  /** Milliseconds the planner took. */
  ms?: number;
  /** The answer said its reading covers every content word of the request (`unexplained` empty). */
  covered?: boolean;
  correct: boolean;
  /** The planner's formula; null when it refused. */
  candidate: string | null;
  /** The candidate parses and uses only functions the platform has; null when it refused. */
  valid: boolean | null;
  /**
   * How the answer was judged: refusal, values on the table, text where HyperFormula cannot run the formulas, or
   * shape for a request that names no ranges.
   */
  scoredBy: "refusal" | "execution" | "text" | "shape";
  /** For a range-less request: what its shape lacks (not marked as assumed, a function or a value missing). */
  lacks?: string[];
  candidateValue?: EvaluatedValue;
  expectedValue?: EvaluatedValue;
  /** Set when the planner threw: a bug, listed with the failures instead of stopping the run. */
  crash?: string;
}

export interface Tally {
  total: number;
  correct: number;
}

export interface DevSetScore {
  outcomes: CaseOutcome[];
  /** Execution accuracy over the cases that have an answer. */
  answerable: Tally;
  /** Nonsense requests that were refused. */
  refusals: Tally;
  /** Requests without ranges answered with a sensible formula on marked, assumed ranges. */
  rangeless: Tally;
  /** Every formula the planner gave (nonsense cases included) that parses and uses only the platform's functions. */
  validity: Tally;
  byFamily: Record<string, Tally>;
  byPlatform: Record<string, Tally>;
  /** Answers shown for requests with a table (not refused) that give the wrong value: `correct` counts the wrong. */
  shownWrong: Tally;
  /** Of the shown answers whose reading covers the request (`unexplained` empty, so called verified), the wrong. */
  verifiedWrong: Tally;
  /** The planner's median time per request, in milliseconds, in this process. */
  medianMs: number;
}

/** correct / total, or 1 for an empty tally (nothing was got wrong). */
export function rate(tally: Tally): number {
  return tally.total === 0 ? 1 : tally.correct / tally.total;
}

function count(tally: Record<string, Tally>, key: string, correct: boolean): void {
  tally[key] ??= { total: 0, correct: 0 };
  tally[key].total += 1;
  if (correct) tally[key].correct += 1;
}

interface Answered {
  item: AnswerableCase;
  candidate: string;
}

function judge(
  item: AnswerableCase,
  candidate: string,
  [candidateValue, ...expectedValues]: EvaluatedValue[],
): Pick<CaseOutcome, "correct" | "scoredBy" | "candidateValue" | "expectedValue"> {
  const runnable = expectedValues.filter((value) => !("error" in value));
  if (!("error" in candidateValue) && runnable.length > 0) {
    const correct = runnable.some((value) => sameValue(candidateValue, value));
    return { correct, scoredBy: "execution", candidateValue, expectedValue: runnable[0] };
  }
  // HyperFormula cannot run the candidate (RANK, TEXTBEFORE, REGEXEXTRACT…) or any expected formula: only the
  // text can tell, and it must be one of the expected formulas.
  const text = normaliseFormula(candidate);
  const correct = expectedFormulas(item).some((formula) => normaliseFormula(formula) === text);
  return { correct, scoredBy: "text", candidateValue, expectedValue: runnable[0] };
}

/**
 * Evaluates every answer with one HyperFormula instance per table and platform: building an instance costs tens of
 * milliseconds, evaluating a formula in it well under one.
 */
function evaluateAnswers(answers: Answered[], devSet: DevSet): Map<Answered, EvaluatedValue[]> {
  const groups = Map.groupBy(answers, ({ item }) => `${item.table}|${item.platform}`);
  const values = new Map<Answered, EvaluatedValue[]>();
  for (const group of groups.values()) {
    const { table, platform } = group[0].item;
    const formulas = group.flatMap(({ item, candidate }) => [candidate, ...expectedFormulas(item)]);
    const results = evaluateFormulas(devSet.tables[table], formulas, { platform });
    let next = 0;
    for (const answer of group) {
      const size = 1 + expectedFormulas(answer.item).length;
      values.set(answer, results.slice(next, next + size));
      next += size;
    }
  }
  return values;
}

/** What a range-less answer lacks: the mark of assumed ranges, one of the expected functions, a value said. */
function shapeLacks(item: AssumedCase, answer: FormulaDraft): string[] {
  const lacks: string[] = [];
  if (!answer.assumed?.length) lacks.push("not marked as built on assumed ranges");
  const called = new Set(answer.functions.map((name) => name.toUpperCase()));
  if (!item.functions.some((name) => called.has(name.toUpperCase()))) lacks.push(`none of ${item.functions}`);
  const text = answer.formula.toLowerCase();
  for (const value of item.values) if (!text.includes(value.toLowerCase())) lacks.push(`the value ${value}`);
  return lacks;
}

/** The case planned and checked, with the time both took: the builtin answer's cost before it is saved. */
function firstLook(item: DevCase, plan: Planner, verify: Verifier): CaseOutcome {
  const started = performance.now();
  const outcome = look(item, plan, verify);
  return { ...outcome, ms: performance.now() - started };
}

function look(item: DevCase, plan: Planner, verify: Verifier): CaseOutcome {
  let answer: FormulaDraft | Refusal;
  try {
    const columns = "columns" in item ? item.columns : undefined;
    answer = plan({ description: item.description, platform: item.platform, ...(columns ? { columns } : {}) });
  } catch (error) {
    const crash = error instanceof Error ? error.message : String(error);
    return { case: item, correct: false, candidate: null, valid: null, scoredBy: "refusal", crash };
  }
  if ("refused" in answer) {
    const correct = "expect" in item && item.expect === "refuse";
    return { case: item, correct, candidate: null, valid: null, scoredBy: "refusal" };
  }
  const verification = verify(answer.formula, item.platform);
  const valid = verification.parses && verification.functionsKnown;
  const covered = answer.unexplained?.length === 0;
  if ("expect" in item && item.expect === "assumed") {
    const lacks = shapeLacks(item, answer);
    if (!valid) lacks.push("a formula that parses and uses only the platform's functions");
    return {
      case: item,
      correct: lacks.length === 0,
      candidate: answer.formula,
      valid,
      scoredBy: "shape",
      lacks,
      covered,
    };
  }
  // Wrong until its value says otherwise; a formula using a function the platform lacks stays wrong on that
  // platform whatever HyperFormula makes of it.
  return {
    case: item,
    correct: false,
    candidate: answer.formula,
    valid,
    covered,
    scoredBy: "table" in item ? "execution" : "refusal",
  };
}

/**
 * Runs `plan` on every dev-set case and scores it: nonsense must be refused; everything else is judged by execution
 * accuracy (candidate and expected formulas evaluated with HyperFormula on the case's table, values compared), or by
 * text where HyperFormula cannot run the candidate or any expected formula.
 */
export function scoreDevSet(plan: Planner, verify: Verifier = verifyFormula, devSet = loadDevSet()): DevSetScore {
  const outcomes = devSet.cases.map((item) => firstLook(item, plan, verify));
  const answers = new Map<Answered, CaseOutcome>();
  for (const outcome of outcomes) {
    const { case: item, candidate, valid } = outcome;
    if ("table" in item && candidate !== null && valid) answers.set({ item, candidate }, outcome);
  }
  for (const [answer, values] of evaluateAnswers([...answers.keys()], devSet)) {
    Object.assign(answers.get(answer)!, judge(answer.item, answer.candidate, values));
  }

  const score: DevSetScore = {
    outcomes,
    answerable: { total: 0, correct: 0 },
    refusals: { total: 0, correct: 0 },
    rangeless: { total: 0, correct: 0 },
    validity: { total: 0, correct: 0 },
    byFamily: {},
    byPlatform: {},
    shownWrong: { total: 0, correct: 0 },
    verifiedWrong: { total: 0, correct: 0 },
    medianMs: median(outcomes.map((outcome) => outcome.ms ?? 0)),
  };
  for (const outcome of outcomes) {
    const { case: item, correct, valid } = outcome;
    const tally = "table" in item ? score.answerable : item.expect === "assumed" ? score.rangeless : score.refusals;
    tally.total += 1;
    if (correct) tally.correct += 1;
    if (valid !== null) {
      score.validity.total += 1;
      if (valid) score.validity.correct += 1;
    }
    if ("table" in item && outcome.candidate !== null) {
      score.shownWrong.total += 1;
      if (!correct) score.shownWrong.correct += 1;
      if (outcome.covered) {
        score.verifiedWrong.total += 1;
        if (!correct) score.verifiedWrong.correct += 1;
      }
    }
    count(score.byFamily, item.family, correct);
    count(score.byPlatform, item.platform, correct);
  }
  return score;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
