/**
 * What a fresh server costs: from spawning api/main.ts to its "ready" line (Deno's start, module loading, migrations,
 * the warm-up), then its first generations against the next ones — two formulas and two macros, each pair different
 * requests, timed by Server-Timing's whole request. Every start is a new process with a new database.
 * Run: npm run bench -- cold-start   (BENCH_STARTS, default 5)
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const starts = Number(Deno.env.get("BENCH_STARTS") ?? 5);

// Requests the warm-up does not send, so the figures are those of a person's first request.
const calls = [
  ["first formula", "/api/generate-formula", "average of the scores in C2:C40 for the rows where B is Math"],
  ["second formula", "/api/generate-formula", "count the orders in A2:A500 placed in March 2024"],
  ["first macro", "/api/generate-vba", "delete the empty rows in the used range"],
  ["second macro", "/api/generate-vba", "sort the table by column B, largest first"],
] as const;

const wholeRequest = (header: string | null) => Number(/total;[^,]*dur=([\d.]+)/.exec(header ?? "")?.[1]);

async function timeOneStart() {
  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-bench-"));
  const started = performance.now();
  const app = await startAppServer(dir);
  const times: Record<string, number> = { ready: performance.now() - started };
  try {
    const token = await benchToken(app.base, "Bench", "bench@example.com");
    for (const [label, path, description] of calls) {
      const response = await fetch(`${app.base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ description, platform: "excel" }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
      times[label] = wholeRequest(response.headers.get("server-timing"));
    }
  } finally {
    await app.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return times;
}

export async function runColdStartBench() {
  console.log(`Cold start: ${starts} fresh servers, one after another`);
  const samples: Record<string, number[]> = {};
  for (let i = 0; i < starts; i += 1) {
    for (const [label, ms] of Object.entries(await timeOneStart())) (samples[label] ??= []).push(ms);
  }
  for (const [label, values] of Object.entries(samples)) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const what = label === "ready" ? "spawn → ready" : `${label} (Server-Timing)`;
    console.log(
      `${what.padEnd(40)} median ${median.toFixed(1).padStart(7)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(7)} ms`,
    );
  }
}
