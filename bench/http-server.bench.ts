/**
 * How much the node:http path (needed so Socket.IO shares the port) costs against Deno.serve, and what the real
 * app's request path adds on top: security headers, body limit, routing, a libSQL query, a JWT check.
 * Run: npm run bench -- http
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../api/test/free-port.ts";
import { startDeno } from "./lib/processes.ts";
import { type LoadResult, wrk } from "./lib/wrk.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const connections = 64;
const here = (path: string) => new URL(path, import.meta.url).pathname;

async function measure(label: string, url: string, script?: string, load = connections) {
  await wrk(url, { connections: load, seconds: 2, script });
  const result = await wrk(url, { connections: load, seconds, script });
  console.log(
    `${label.padEnd(52)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${
      result.p50Ms.toFixed(2).padStart(6)
    } ms   p99 ${result.p99Ms.toFixed(2).padStart(6)} ms   errors ${result.errors}`,
  );
  return result;
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
    results[label] = await measure(label, `http://127.0.0.1:${port}/hello`);
    await server.kill();
  }

  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-bench-"));
  const app = await startAppServer(dir);
  const base = app.base;
  const token = await benchToken(base, "Bench", "bench@example.com");
  const script = join(dir, "auth.lua");
  writeFileSync(script, `wrk.headers["Authorization"] = "Bearer ${token}"\n`);
  results.health = await measure("app GET /api/health (libSQL select 1)", `${base}/api/health`);
  results.user = await measure("app GET /api/user (JWT + user lookup)", `${base}/api/user`, script);
  const signinScript = join(dir, "signin.lua");
  writeFileSync(
    signinScript,
    `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n` +
      `wrk.body = '{"email":"bench@example.com","password":"benchmark secret"}'\n`,
  );
  // Hashing is meant to be slow: 4 connections keep the queue short enough to read its latency.
  results.signin = await measure("app POST /api/signin (argon2id, 4 conns)", `${base}/api/signin`, signinScript, 4);
  await app.kill();
  rmSync(dir, { recursive: true, force: true });

  const ceiling = results["Hono on Deno.serve (hello)"].requestsPerSecond;
  const nodeHttp = results["Hono on node:http via getRequestListener (hello)"].requestsPerSecond;
  console.log(`node:http hello / Deno.serve hello: ${(nodeHttp / ceiling * 100).toFixed(0)} %`);
  const [shipped, linear] = [helloServers[2][0], helloServers[3][0]].map((label) => results[label].requestsPerSecond);
  console.log(`security headers with linear / shipped Headers iteration: ${(linear / shipped).toFixed(2)}x`);
  console.log(`app /api/health / node:http hello: ${(results.health.requestsPerSecond / nodeHttp * 100).toFixed(0)} %`);
  console.log(`app /api/user / node:http hello: ${(results.user.requestsPerSecond / nodeHttp * 100).toFixed(0)} %`);
  console.log(
    `app /api/user / app /api/health: ${
      (results.user.requestsPerSecond / results.health.requestsPerSecond * 100).toFixed(0)
    } %`,
  );
}
