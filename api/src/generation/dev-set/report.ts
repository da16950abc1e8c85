import type { EvaluatedValue } from "../verifier/evaluate.ts";
import { type CaseOutcome, type DevSetScore, rate, type Tally } from "./score.ts";

function percent(tally: Tally): string {
  return `${(rate(tally) * 100).toFixed(1)}% (${tally.correct}/${tally.total})`;
}

function shown(value: EvaluatedValue | undefined): string {
  if (!value) return "not evaluated";
  if ("error" in value) return value.error;
  return JSON.stringify(value.array ?? value.value);
}

function failure(
  { case: item, candidate, valid, candidateValue, expectedValue, crash, lacks }: CaseOutcome,
): string[] {
  const columns = "columns" in item && item.columns ? ` columns ${JSON.stringify(item.columns)}` : "";
  const head = `  ${item.id} [${item.platform}] ${JSON.stringify(item.description)}${columns}`;
  if (crash) return [head, `    planner threw: ${crash}`];
  if ("expect" in item && item.expect === "assumed") {
    return [head, candidate === null ? "    refused a request without ranges" : `    ${candidate} lacks ${lacks}`];
  }
  if (!("table" in item)) return [head, `    should refuse, answered ${candidate}`];
  if (candidate === null) return [head, `    refused; reference ${item.reference}`];
  return [
    head,
    `    candidate ${candidate} → ${
      valid ? shown(candidateValue) : "uses a function the platform lacks, or does not parse"
    }`,
    `    reference ${item.reference} → ${shown(expectedValue)}`,
  ];
}

function tallies(by: Record<string, Tally>): string {
  return Object.entries(by).map(([name, tally]) => `${name} ${percent(tally)}`).join(", ");
}

/** The eval's printout: headline figures first, then every failure with both formulas and both values. */
export function formatReport(score: DevSetScore, title = "Dev set"): string {
  const failures = score.outcomes.filter((outcome) => !outcome.correct);
  const byText = score.outcomes.filter((outcome) => outcome.scoredBy === "text").length;
  return [
    `${title}: ${score.outcomes.length} requests`,
    `Execution accuracy: ${percent(score.answerable)}`,
    `Answers shown that give the wrong value: ${percent(score.shownWrong)}`,
    `Answers called verified (their reading covers the request) that give the wrong value: ${
      percent(score.verifiedWrong)
    }`,
    `Requests without ranges answered on marked, assumed ranges: ${percent(score.rangeless)}`,
    `Nonsense refused: ${percent(score.refusals)}`,
    `Answers that parse and use only the platform's functions: ${percent(score.validity)}`,
    `Judged by formula text, as HyperFormula cannot run the candidate or any expected formula: ${byText}`,
    `Median time per request (planned and verified, in process): ${score.medianMs.toFixed(2)} ms`,
    `By family: ${tallies(score.byFamily)}`,
    `By platform: ${tallies(score.byPlatform)}`,
    `Failures (${failures.length}):`,
    ...failures.flatMap(failure),
  ].join("\n");
}
