/**
 * How much the node:http path costs against Deno.serve (the node:http hello rows: why the app left it), and what the
 * real app's request path adds on top of bare Hono on Deno.serve: security headers, body limit, routing (a JSON 404
 * for an unknown /api path), a libSQL query (/api/health), a JWT check and user lookup (/api/user).
 * Targets (issue 12), as shares of the bare Hono-on-Deno.serve hello's req/s in the same run: the JSON 404 ≥ 60 %,
 * /api/health ≥ 40 %, /api/user ≥ 25 %. Each app row is compared with a hello measured just before it, since this
 * machine's own speed drifts by ±10 % over the minutes a run takes. Then the first SSE frame after fresh starts (bench/first-frame.bench.ts).
 * Run: npm run bench -- http
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../api/test/free-port.ts";
import { startDeno } from "./lib/processes.ts";
import { type LoadResult, wrk } from "./lib/wrk.ts";
import { settle } from "./lib/wrk-rows.ts";
import { runFirstFrameBench } from "./first-frame.bench.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const connections = 64;
const here = (path: string) => new URL(path, import.meta.url).pathname;

const targets = { notFound: 0.6, health: 0.4, user: 0.25 };

/** A 2 s warm-up, then `seconds` of wrk. A row of 404s counts them apart from errors, and how many answers were. */
async function measure(label: string, url: string, options: { script?: string; load?: number; notFound?: boolean }) {
  const { script, load = connections, notFound = false } = options;
  await wrk(url, { connections: load, seconds: 2, script });
  const result = await wrk(url, { connections: load, seconds, script });
  const answers = notFound
    ? `errors ${result.errors - result.non2xx}   404s ${result.non2xx} of ${result.requests}`
    : `errors ${result.errors}`;
  console.log(
    `${label.padEnd(52)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${
      result.p50Ms.toFixed(2).padStart(6)
    } ms   p99 ${result.p99Ms.toFixed(2).padStart(6)} ms   ${answers}`,
  );
  return result;
}

/** A row of refusals or 404s would look fast: check the answer's status before loading a URL. */
async function expectStatus(url: string, status: number, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== status) throw new Error(`${url}: ${response.status} (expected ${status}) ${body}`);
}

function printShare(label: string, result: LoadResult, ceiling: number, target: number) {
  const share = result.requestsPerSecond / ceiling;
  console.log(
    `${label} / Deno.serve hello just before: ${(share * 100).toFixed(0)} %   target ≥ ${target * 100} %: ${
      share >= target ? "met" : "MISSED"
    }`,
  );
}

export async function runHttpBench() {
  console.log(`HTTP server path: wrk -t1 -c${connections} -d${seconds}s, one server at a time`);
  const results: Record<string, LoadResult> = {};

  const helloServers: [string, string, string[]][] = [
    ["Hono on Deno.serve (hello)", "servers/deno-serve-hello.ts", []],
    ["Hono on node:http via getRequestListener (hello)", "servers/node-http-hello.ts", []],
    ["  + 7 security headers, Deno's Headers as shipped", "servers/node-http-hello.ts", ["headers"]],
    ["  + 7 security headers, linear Headers iteration", "servers/node-http-hello.ts", ["headers", "linear"]],
  ];
  for (const [label, file, flags] of helloServers) {
    const port = freePort();
    const server = await startDeno([here(file), String(port), ...flags], "ready");
    results[label] = await measure(label, `http://127.0.0.1:${port}/hello`, {});
    await server.kill();
  }

  // The hello stays up beside the app (idle while the app is loaded) for the adjacent measurements.
  const helloPort = freePort();
  const hello = await startDeno([here("servers/deno-serve-hello.ts"), String(helloPort)], "ready");
  const adjacent: Record<string, number> = {};
  /** The app row, after a hello measured just before it on the same machine state. */
  const beside = async (key: string, label: string, url: string, options: Parameters<typeof measure>[2]) => {
    const ceiling = await wrk(`http://127.0.0.1:${helloPort}/hello`, { connections, seconds });
    adjacent[key] = ceiling.requestsPerSecond;
    console.log(`${"  hello just before".padEnd(52)} ${ceiling.requestsPerSecond.toFixed(0).padStart(8)} req/s`);
    results[key] = await measure(label, url, options);
  };

  // The app as shipped writes one JSON log line per request; the same server with LOG_REQUESTS=off shows their cost.
  for (const [suffix, settings] of [["", {}], [", no request log", { LOG_REQUESTS: "off" }]] as const) {
    const dir = mkdtempSync(join(tmpdir(), "sheetsmith-bench-"));
    const app = await startAppServer(dir, undefined, settings);
    const base = app.base;
    const token = await benchToken(base, "Bench", "bench@example.com");
    const auth = { Authorization: `Bearer ${token}` };
    const script = join(dir, "auth.lua");
    writeFileSync(script, `wrk.headers["Authorization"] = "${auth.Authorization}"\n`);
    const unknown = `${base}/api/no-such-thing`;
    await expectStatus(unknown, 404);
    await expectStatus(`${base}/api/health`, 200);
    await expectStatus(`${base}/api/user`, 200, auth);
    // Settled first, so that a row does not pay for requests the one before left queued.
    await settle(base);
    await beside(`notFound${suffix}`, `app GET /api/no-such-thing (JSON 404)${suffix}`, unknown, { notFound: true });
    await settle(base);
    await beside(`health${suffix}`, `app GET /api/health (libSQL select 1)${suffix}`, `${base}/api/health`, {});
    await settle(base);
    await beside(`user${suffix}`, `app GET /api/user (JWT + user lookup)${suffix}`, `${base}/api/user`, { script });
    if (suffix === "") {
      const signinScript = join(dir, "signin.lua");
      writeFileSync(
        signinScript,
        `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n` +
          `wrk.body = '{"email":"bench@example.com","password":"benchmark secret"}'\n`,
      );
      await settle(base);
      // Hashing is meant to be slow: 4 connections keep the queue short enough to read its latency.
      results.signin = await measure("app POST /api/signin (argon2id, 4 conns)", `${base}/api/signin`, {
        script: signinScript,
        load: 4,
      });
    }
    await app.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  await hello.kill();

  const ceiling = results["Hono on Deno.serve (hello)"].requestsPerSecond;
  const nodeHttp = results["Hono on node:http via getRequestListener (hello)"].requestsPerSecond;
  console.log(`node:http hello / Deno.serve hello: ${(nodeHttp / ceiling * 100).toFixed(0)} %`);
  const [shipped, linear] = [helloServers[2][0], helloServers[3][0]].map((label) => results[label].requestsPerSecond);
  console.log(`security headers with linear / shipped Headers iteration: ${(linear / shipped).toFixed(2)}x`);
  for (const suffix of ["", ", no request log"]) {
    printShare(`app JSON 404${suffix}`, results[`notFound${suffix}`], adjacent[`notFound${suffix}`], targets.notFound);
    printShare(`app /api/health${suffix}`, results[`health${suffix}`], adjacent[`health${suffix}`], targets.health);
    printShare(`app /api/user${suffix}`, results[`user${suffix}`], adjacent[`user${suffix}`], targets.user);
  }
  console.log(
    `app /api/user / app /api/health: ${
      (results.user.requestsPerSecond / results.health.requestsPerSecond * 100).toFixed(0)
    } %`,
  );

  await runFirstFrameBench();
}
