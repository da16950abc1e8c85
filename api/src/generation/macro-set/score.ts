import type { Refusal, VbaDraft } from "../types.ts";
import { checkVbaStructure } from "../vba/check-vba.ts";
import type { MacroCase, Requirement } from "./macro-set.ts";
import { rate, type Tally } from "../dev-set/score.ts";

export type MacroPlanner = (request: { description: string; columns?: string }) => VbaDraft | Refusal;

export interface MacroOutcome {
  case: MacroCase;
  correct: boolean;
  refused: boolean;
  /** Requirements the macro does not meet, and the structural check's problems. */
  missing: string[];
}

export interface MacroScore {
  outcomes: MacroOutcome[];
  /** Requests answered with a macro that passes the check and holds every requested value and object. */
  coverage: Tally;
  refusals: Tally;
}

const shown = (need: Requirement) =>
  typeof need === "string" ? need : Array.isArray(need) ? need.join(" | ") : `/${need.pattern}/`;

function meets(code: string, need: Requirement): boolean {
  const lower = code.toLowerCase();
  if (typeof need === "string") return lower.includes(need.toLowerCase());
  if (Array.isArray(need)) return need.some((one) => lower.includes(one.toLowerCase()));
  return new RegExp(need.pattern, "i").test(code);
}

function judge(item: MacroCase, plan: MacroPlanner): MacroOutcome {
  const columns = "columns" in item ? item.columns : undefined;
  const answer = plan({ description: item.description, ...(columns ? { columns } : {}) });
  if ("refused" in answer) {
    const refusedRightly = "expect" in item;
    return { case: item, correct: refusedRightly, refused: true, missing: refusedRightly ? [] : ["refused"] };
  }
  if ("expect" in item) return { case: item, correct: false, refused: false, missing: ["should refuse"] };
  const check = checkVbaStructure(answer.code);
  const missing = [
    ...check.problems.map((problem) => `check: ${problem}`),
    ...item.requires.filter((need) => !meets(answer.code, need)).map(shown),
  ];
  return { case: item, correct: missing.length === 0, refused: false, missing };
}

/** Scores a macro planner: coverage of what each request names, and refusal of what is not a macro task. */
export function scoreMacroSet(cases: MacroCase[], plan: MacroPlanner): MacroScore {
  const outcomes = cases.map((item) => judge(item, plan));
  const score: MacroScore = { outcomes, coverage: { total: 0, correct: 0 }, refusals: { total: 0, correct: 0 } };
  for (const outcome of outcomes) {
    const tally = "expect" in outcome.case ? score.refusals : score.coverage;
    tally.total += 1;
    if (outcome.correct) tally.correct += 1;
  }
  return score;
}

const percent = (tally: Tally) => `${(rate(tally) * 100).toFixed(1)}% (${tally.correct}/${tally.total})`;

/** The eval's printout for macros: coverage, refusals, then each failure with what it lacks. */
export function formatMacroReport(score: MacroScore, title: string): string {
  const failures = score.outcomes.filter((outcome) => !outcome.correct);
  return [
    `${title}: ${score.outcomes.length} requests`,
    `Macro request coverage (check passes, every named value and object present): ${percent(score.coverage)}`,
    `Non-macro requests refused: ${percent(score.refusals)}`,
    `Failures (${failures.length}):`,
    ...failures.flatMap(({ case: item, missing }) => [
      `  ${item.id} ${JSON.stringify(item.description)}`,
      `    lacks ${missing.join("; ")}`,
    ]),
  ].join("\n");
}
