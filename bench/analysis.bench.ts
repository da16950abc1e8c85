/**
 * The analyzer in process on 1,000-row tables: every question of issue 29's sets (held-out-2 … -16), each over its own
 * table grown to 1,000 rows by repeating its rows in order, planned from the question to the figures, the steps and
 * their formulas (`planAnalysis`: profiling, reading the question with the lexicon and the part-of-speech tagger,
 * computing, describing). Nothing is cached between questions; each is planned once to warm the code, then timed.
 * Target: the median under 50 ms.
 * Run: npm run bench -- analysis
 */
import { readFileSync } from "node:fs";
import { planAnalysis } from "../api/src/generation/analysis/analyze.ts";
import { type DevItem, parseDevSet } from "../api/src/generation/analysis/dev-set/dev-set.ts";
import { toTable } from "../api/src/generation/analysis/dev-set/to-table.ts";

const rowCount = Number(Deno.env.get("BENCH_ROWS") ?? 1_000);
const sets = Array.from({ length: 15 }, (_, i) => `held-out-${i + 2}`);

function grown(item: DevItem) {
  const rows = Array.from({ length: rowCount }, (_, i) => item.table.rows[i % item.table.rows.length]);
  return toTable({ columns: item.table.columns, rows });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export async function runAnalysisBench(): Promise<void> {
  const times: number[] = [];
  for (const set of sets) {
    const url = new URL(`../api/src/generation/analysis/dev-set/${set}.json`, import.meta.url);
    for (const item of parseDevSet(JSON.parse(readFileSync(url, "utf8")))) {
      const table = grown(item);
      planAnalysis(table, item.question);
      const started = performance.now();
      planAnalysis(table, item.question);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `Analysis in process: ${times.length} questions of issue 29's sets, each table grown to ${rowCount} rows`,
  );
  console.log(
    `median ${ms(percentile(times, 0.5))}   p90 ${ms(percentile(times, 0.9))}   p99 ${ms(percentile(times, 0.99))}   ` +
      `max ${ms(times.at(-1)!)}`,
  );
  console.log(`Target: median under 50 ms: ${percentile(times, 0.5) < 50 ? "met" : "not met"}`);
  await Promise.resolve();
}
