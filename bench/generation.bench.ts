/**
 * How fast a formula is generated, and how soon a streamed generation shows its first frame.
 * - engine: the builtin engine called in this process on the dev set's requests that have an answer — with ranges,
 *   with the user's columns, and without ranges (planner + verifier);
 * - server: sequential POST /api/generate-formula against the real server (api/main.ts, its own process) over
 *   loopback, read from the answer's Server-Timing header: `engine` (the engine call inside the service), `save`
 *   (the history + counters batch) and `total` (from the generation router's first middleware, before the token
 *   check, to the finished response), plus the round trip the client saw;
 * - first SSE frame: the same requests with `Accept: text/event-stream`, timed from just before fetch() to the first
 *   body bytes — an upper bound of "request arrival → first frame" since it adds the loopback and client sides —
 *   sequentially, then with several streams at once.
 * Run: npm run bench -- generation
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "../api/src/env.ts";
import { createGenerationEngine } from "../api/src/generation/create-engine.ts";
import { loadDevSet } from "../api/src/generation/dev-set/dev-set.ts";
import { loadMacroSet } from "../api/src/generation/macro-set/macro-set.ts";
import { planMacro } from "../api/src/generation/vba/plan-macro.ts";
import { percentile } from "./lib/percentile.ts";

const requests = Number(Deno.env.get("BENCH_REQUESTS") ?? 1000);
const concurrentStreams = 16;
const targets = { engineMedianMs: 5, serverMedianMs: 5, firstFrameMs: 50 };

function report(label: string, samples: number[], target?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const verdict = target === undefined ? "" : `   target < ${target} ms: ${median < target ? "met" : "MISSED"}`;
  console.log(
    `${label.padEnd(56)} n ${String(samples.length).padStart(5)}   median ${median.toFixed(3).padStart(7)} ms   p95 ${
      percentile(sorted, 0.95).toFixed(3).padStart(7)
    } ms${verdict}`,
  );
}

const serverTiming = (header: string | null, name: string) => {
  const match = new RegExp(`(?:^|,\\s*)${name};[^,]*dur=([\\d.]+)`).exec(header ?? "");
  return match ? Number(match[1]) : NaN;
};

async function timeFirstFrame(url: string, token: string, body: string) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
    body,
  });
  const reader = response.body!.getReader();
  await reader.read();
  const firstFrameMs = performance.now() - started;
  while (!(await reader.read()).done);
  return { firstFrameMs, serverMs: serverTiming(response.headers.get("server-timing"), "total") };
}

export async function runGenerationBench() {
  // Every dev-set request an engine should answer: with ranges, with the user's columns, and without ranges.
  const mix = loadDevSet().cases.filter((item) => !("expect" in item) || item.expect === "assumed")
    .map((item) => ({
      description: item.description,
      platform: item.platform,
      ...("columns" in item && item.columns ? { columns: item.columns } : {}),
    }));
  console.log(`Formula generation: ${mix.length} dev-set requests in turn, ${requests} timed calls per row`);

  const engine = createGenerationEngine(loadEnv({}));
  const engineMs: number[] = [];
  let refused = 0;
  for (let i = -200; i < requests; i += 1) {
    const started = performance.now();
    const outcome = await engine.formula(mix[(i + mix.length * 10) % mix.length], () => {});
    const elapsed = performance.now() - started;
    if (i < 0) continue;
    // A refusal skips the verifier and is cheap: timing it would flatter the figure.
    if ("refused" in outcome) refused += 1;
    else engineMs.push(elapsed);
  }
  console.log(`(the builtin engine refused ${refused} of ${requests} calls; rows time answered requests only)`);
  report("builtin engine in-process (planner + verifier)", engineMs, targets.engineMedianMs);

  // The macro planner alone (the route adds the structural check): every macro dev-set request in turn.
  const macros = loadMacroSet("dev.json").map((item) => ({
    description: item.description,
    columns: "columns" in item ? item.columns : undefined,
  }));
  const macroMs: number[] = [];
  for (let i = -200; i < requests; i += 1) {
    const started = performance.now();
    planMacro(macros[(i + macros.length * 10) % macros.length]);
    if (i >= 0) macroMs.push(performance.now() - started);
  }
  report("builtin macro planner in-process", macroMs, targets.engineMedianMs);

  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-bench-"));
  const app = await startAppServer(dir);
  try {
    const base = app.base;
    const token = await benchToken(base, "Bench", "bench@example.com");
    const url = `${base}/api/generate-formula`;
    const bodyOf = (i: number) => JSON.stringify(mix[i % mix.length]);

    const timings = { engine: [] as number[], save: [] as number[], total: [] as number[], roundTrip: [] as number[] };
    for (let i = -100; i < requests; i += 1) {
      const started = performance.now();
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: bodyOf(i + 100),
      });
      await response.arrayBuffer();
      if (i < 0) continue;
      timings.roundTrip.push(performance.now() - started);
      const header = response.headers.get("server-timing");
      if (response.status !== 200) continue;
      timings.engine.push(serverTiming(header, "engine"));
      timings.save.push(serverTiming(header, "save"));
      timings.total.push(serverTiming(header, "total"));
    }
    report("server: engine call inside the service (Server-Timing)", timings.engine, targets.engineMedianMs);
    report("server: history + counters batch (Server-Timing)", timings.save);
    report("server: whole request in the router (Server-Timing)", timings.total, targets.serverMedianMs);
    report("client: JSON round trip over loopback", timings.roundTrip);

    const sequential = { client: [] as number[], server: [] as number[] };
    for (let i = -100; i < requests; i += 1) {
      const { firstFrameMs, serverMs } = await timeFirstFrame(url, token, bodyOf(i + 100));
      if (i < 0) continue;
      sequential.client.push(firstFrameMs);
      sequential.server.push(serverMs);
    }
    report("SSE: server, arrival → stream started (Server-Timing)", sequential.server, targets.firstFrameMs);
    report("SSE: client, fetch → first frame bytes, one at a time", sequential.client, targets.firstFrameMs);

    const concurrent: number[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: concurrentStreams }, async () => {
      while (next < requests) {
        const i = next++;
        concurrent.push((await timeFirstFrame(url, token, bodyOf(i))).firstFrameMs);
      }
    }));
    report(`SSE: client, fetch → first frame bytes, ${concurrentStreams} at once`, concurrent, targets.firstFrameMs);
  } finally {
    await app.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
