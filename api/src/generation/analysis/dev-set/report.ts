import { rate, type SetScore, type Tally } from "./score.ts";

const percent = (tally: Tally) => `${(rate(tally) * 100).toFixed(1)}% (${tally.correct}/${tally.total})`;

/**
 * The eval's printout for the analysis engine: headline figures, then every failing item and formula. A blind set
 * (`unread`) shows its figures only, so that running the eval does not read its failures.
 */
export function formatAnalysisReport(score: SetScore, title: string, unread = false): string {
  const lines = [
    `${title}: ${score.outcomes.length} questions`,
    `Right answers (figures and chart): ${percent(score.items)}`,
    `Figures present: ${percent(score.figures)}`,
    `Answerable questions with the true figure in the analysis's first sentence: ${percent(score.firstSentence)}`,
    ...(score.honest.total ? [`Questions the table cannot answer, answered honestly: ${percent(score.honest)}`] : []),
    `Chart family acceptable: ${percent(score.charts)}`,
    `Step formulas giving their figure on the table: ${percent(score.formulas)}`,
    `Step formulas HyperFormula cannot run (checked for validity only): ${score.notEvaluated}`,
    `Step formulas that do not parse or use a missing function: ${score.invalid}`,
  ];
  const failing = score.outcomes.filter((outcome) =>
    !outcome.figuresRight || !outcome.chartRight || !outcome.firstSentenceRight ||
    outcome.checks.some((check) => check.status === "differs" || check.status === "invalid")
  );
  if (unread) {
    lines.push(`Failures (${failing.length}): not shown, as this set is kept unread`);
    return lines.join("\n");
  }
  lines.push(`Failures (${failing.length}):`);
  for (const outcome of failing) {
    lines.push(`  ${outcome.item.id} ${JSON.stringify(outcome.item.question)}`);
    if (outcome.crash) lines.push(`    threw: ${outcome.crash.split("\n")[0]}`);
    if (outcome.item.unanswerable && !outcome.firstSentenceRight) {
      lines.push(`    answered though the table lacks ${outcome.item.unanswerable}: ${outcome.firstSentence}`);
    } else if (!outcome.figuresRight) lines.push(`    missing figures: ${outcome.missing.join(", ")}`);
    if (!outcome.item.unanswerable && !outcome.firstSentenceRight) {
      lines.push(`    first sentence lacks ${outcome.item.expect.figures[0]}: ${outcome.firstSentence}`);
    }
    if (!outcome.chartRight) {
      lines.push(`    chart ${outcome.family}, expected one of ${outcome.item.expect.chart.join(", ")}`);
    }
    for (const check of outcome.checks) {
      if (check.status !== "differs" && check.status !== "invalid") continue;
      const got = check.got && ("error" in check.got ? check.got.error : JSON.stringify(check.got.value));
      lines.push(
        `    ${check.status} [${check.check.platform}] ${check.check.formula} → ${got}, expected ${check.check.expected}`,
      );
    }
  }
  return lines.join("\n");
}
