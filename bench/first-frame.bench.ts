/**
 * How soon a freshly started server streams its first generation. Each round starts the real server (api/main.ts, its
 * own process, a new data dir and libSQL file) and waits for "ready at", signs up (the first request), then times
 * POST /api/generate-formula with `Accept: text/event-stream` from just before fetch() to the end of the first SSE
 * frame (its blank line) — an upper bound of "arrival → first frame", as it adds the loopback and client sides. A
 * second generation on the same server is timed the same way, for comparison with a warm one.
 * Target (issue 12): the first generation's first frame < 50 ms after every start.
 * Run: npm run bench -- http (it prints this last), or alone: deno run -A bench/first-frame.bench.ts
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { rmSync } from "node:fs";
import { streamEvents } from "../api/contract/generation-stream.ts";
import { percentile } from "./lib/percentile.ts";

const starts = Number(Deno.env.get("BENCH_STARTS") ?? 5);
const targetMs = 50;
// Two different requests, so that the second one cannot be flattered by anything kept from the first.
const requests = [
  { description: "sum B2:B50", platform: "excel" },
  { description: "count the cells in C2:C200 that are over 100", platform: "excel" },
];

/** Milliseconds to the first complete SSE frame; reads the stream to its end and checks it carried a result. */
async function timeFirstFrame(base: string, token: string, request: object) {
  const started = performance.now();
  const response = await fetch(`${base}/api/generate-formula`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  const firstFrameMs = performance.now() - started;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
  // A refusal or an error frame would look fast: only a streamed answer counts.
  if (!response.ok || !text.includes(`event: ${streamEvents.result}\n`)) {
    throw new Error(`generate-formula did not stream a result: ${response.status} ${text.slice(0, 300)}`);
  }
  return firstFrameMs;
}

/** One fresh start: how long the process took to be ready, and the first and second generations' first frames. */
async function freshStart() {
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-first-frame-" });
  const started = performance.now();
  const app = await startAppServer(dir);
  const readyMs = performance.now() - started;
  try {
    const token = await benchToken(app.base, "Bench", "bench@example.com");
    const firstMs = await timeFirstFrame(app.base, token, requests[0]);
    const secondMs = await timeFirstFrame(app.base, token, requests[1]);
    return { readyMs, firstMs, secondMs };
  } finally {
    await app.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runFirstFrameBench() {
  console.log(`First SSE frame after a fresh start: ${starts} starts, sign-up, then two streamed generations each`);
  const rounds = [];
  for (let i = 1; i <= starts; i++) {
    const round = await freshStart();
    rounds.push(round);
    console.log(
      `start ${i}: ready in ${round.readyMs.toFixed(0).padStart(5)} ms   first generation ${
        round.firstMs.toFixed(1).padStart(6)
      } ms   second ${round.secondMs.toFixed(1).padStart(6)} ms`,
    );
  }
  const first = rounds.map((round) => round.firstMs).sort((a, b) => a - b);
  const second = rounds.map((round) => round.secondMs).sort((a, b) => a - b);
  console.log(
    `first generation's first frame  median ${percentile(first, 0.5).toFixed(1).padStart(6)} ms   max ${
      first.at(-1)!.toFixed(1).padStart(6)
    } ms   target < ${targetMs} ms at every start: ${first.at(-1)! < targetMs ? "met" : "MISSED"}`,
  );
  console.log(
    `second generation's first frame median ${percentile(second, 0.5).toFixed(1).padStart(6)} ms   max ${
      second.at(-1)!.toFixed(1).padStart(6)
    } ms`,
  );
}

if (import.meta.main) {
  await runFirstFrameBench();
  Deno.exit(0);
}
