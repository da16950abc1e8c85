import type { ChartFamily } from "../../../../contract/data.ts";
import { planAnalysis } from "../analyze.ts";
import { recommendChart } from "../chart.ts";
import { type CheckOutcome, evaluateChecks } from "../formula-check.ts";
import type { DevItem } from "./dev-set.ts";
import { firstSentence, saysItCannot, showsFigure } from "./first-sentence.ts";
import { toTable } from "./to-table.ts";

export interface ItemOutcome {
  item: DevItem;
  /** Every expected figure is among the answer's figures. */
  figuresRight: boolean;
  missing: number[];
  /** The analysis's first sentence: what a person reads first, and pastes. */
  firstSentence: string;
  /**
   * An answerable question's first expected figure is in the first sentence; a question the table cannot answer is
   * refused, or its first sentence says what the table lacks.
   */
  firstSentenceRight: boolean;
  chartRight: boolean;
  family?: ChartFamily;
  /** The step formulas evaluated on the item's own table. */
  checks: CheckOutcome[];
  crash?: string;
}

export interface Tally {
  total: number;
  correct: number;
}

export interface SetScore {
  outcomes: ItemOutcome[];
  /** Items whose figures and chart are both right. */
  items: Tally;
  /** Answerable items with their figure in the first sentence. */
  firstSentence: Tally;
  /** Items the table cannot answer that were answered honestly. */
  honest: Tally;
  figures: Tally;
  charts: Tally;
  /** Step formulas that give their figure on the table, of those HyperFormula can run. */
  formulas: Tally;
  /** Step formulas HyperFormula cannot stand in for the platform on (QUERY, GROUPBY…), checked for validity only. */
  notEvaluated: number;
  /** Step formulas that do not parse or use a function their platform lacks: always a bug. */
  invalid: number;
}

export const rate = (tally: Tally) => (tally.total === 0 ? 1 : tally.correct / tally.total);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Equal within a millionth (relative), or equal once both are rounded to 2 decimals. */
export function sameFigure(expected: number, got: number): boolean {
  if (Math.abs(expected - got) <= 1e-6 * Math.max(Math.abs(expected), Math.abs(got))) return true;
  return Math.abs(round2(expected) - round2(got)) < 1e-9;
}

/** A refusal the analyzer may throw for a question the table cannot answer; known by name, not by import. */
const isRefusal = (error: unknown) => error instanceof Error && error.name === "AnalysisRefusal";

function scoreItem(item: DevItem): ItemOutcome {
  const table = toTable(item.table);
  try {
    const plan = planAnalysis(table, item.question);
    const values = plan.draft.figures.map((figure) => figure.value).filter((value) => typeof value === "number");
    const missing = item.expect.figures.filter((expected) => !values.some((got) => sameFigure(expected, got)));
    const first = firstSentence(plan.draft.analysis);
    const [headline] = item.expect.figures;
    const firstSentenceRight = item.unanswerable
      ? saysItCannot(first)
      : headline === undefined || showsFigure(first, headline, true);
    const chart = recommendChart(table, item.question);
    const chartRight = item.expect.chart.length === 0 || item.expect.chart.includes(chart.family);
    return {
      item,
      figuresRight: item.unanswerable ? firstSentenceRight : missing.length === 0,
      missing,
      firstSentence: first,
      firstSentenceRight,
      chartRight,
      family: chart.family,
      checks: evaluateChecks(plan.sheet, plan.checks),
    };
  } catch (error) {
    const refused = Boolean(item.unanswerable) && isRefusal(error);
    const crash = refused ? undefined : error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
    return {
      item,
      figuresRight: refused,
      missing: item.expect.figures,
      firstSentence: refused ? (error as Error).message : "",
      firstSentenceRight: refused,
      chartRight: refused || item.expect.chart.length === 0,
      checks: [],
      ...(crash === undefined ? {} : { crash }),
    };
  }
}

/** Runs the analysis and the chart on every item of a set and tallies what came out right. */
export function scoreSet(items: DevItem[]): SetScore {
  const outcomes = items.map(scoreItem);
  const tally = (right: (outcome: ItemOutcome) => boolean, among = outcomes): Tally => ({
    total: among.length,
    correct: among.filter(right).length,
  });
  const answerable = outcomes.filter((outcome) => !outcome.item.unanswerable);
  const unanswerable = outcomes.filter((outcome) => outcome.item.unanswerable);
  const checks = outcomes.flatMap((outcome) => outcome.checks);
  const judged = checks.filter((check) => check.status === "agrees" || check.status === "differs");
  return {
    outcomes,
    items: tally((outcome) => outcome.figuresRight && outcome.chartRight),
    firstSentence: tally((outcome) => outcome.firstSentenceRight, answerable),
    honest: tally((outcome) => outcome.firstSentenceRight, unanswerable),
    figures: tally((outcome) => outcome.figuresRight),
    charts: tally((outcome) => outcome.chartRight),
    formulas: { total: judged.length, correct: judged.filter((check) => check.status === "agrees").length },
    notEvaluated: checks.filter((check) => check.status === "not-evaluated").length,
    invalid: checks.filter((check) => check.status === "invalid").length,
  };
}
