/**
 * How long POST /api/explain-formula's work takes in process: the blind corpus's 456 formulas (each with an error
 * asked about), and a 10,000-character formula, first in a fresh process and then warm, against issue 15's 50 ms.
 * Run: npm run bench -- explainer
 */
import corpus from "../api/src/generation/explainer/corpus/corpus.json" with { type: "json" };
import { explainFormula } from "../api/src/generation/explainer/explain-formula.ts";
import { percentile } from "./lib/percentile.ts";

const target = 50;

function longFormula(): string {
  const terms = Array.from({ length: 1300 }, (_, i) => `B${i + 2}*C${i + 2}`).join("+");
  return `=${terms}`.slice(0, 10_000).replace(/[+*]?[^+*]*$/, "");
}

function time(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

export function runExplainerBench() {
  const long = longFormula();
  const explainLong = () => explainFormula({ formula: long, platform: "excel", excelVersion: "2016" });
  // The first call pays for compiling the explainer's code: what the first person after a start waits.
  const first = time(explainLong);
  const warm = Array.from({ length: 30 }, () => time(explainLong));

  const entries = corpus as { formula: string; platform: "excel" | "sheets" }[];
  const perFormula: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { formula, platform } of entries) {
      perFormula.push(time(() => explainFormula({ formula, platform, excelVersion: "365", error: "#N/A" })));
    }
  }
  perFormula.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  const verdict = (ms: number) => (ms < target ? "met" : "MISSED");
  console.log(
    `Formula explainer, in process (${entries.length} corpus formulas × 5, and one of ${long.length} characters)`,
  );
  console.log(
    `corpus formula          median ${percentile(perFormula, 0.5).toFixed(2)} ms   p99 ${
      percentile(perFormula, 0.99).toFixed(2)
    } ms   max ${perFormula.at(-1)!.toFixed(2)} ms`,
  );
  console.log(
    `${long.length}-character formula, first call in this process ${first.toFixed(1)} ms   target < ${target} ms: ${
      verdict(first)
    }`,
  );
  console.log(
    `${long.length}-character formula, warm   median ${percentile(warm, 0.5).toFixed(1)} ms   max ${
      warm.at(-1)!.toFixed(1)
    } ms   target < ${target} ms: ${verdict(warm.at(-1)!)}`,
  );
  return Promise.resolve();
}
