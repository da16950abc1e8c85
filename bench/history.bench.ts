/**
 * The dashboard's read path and its live favorite toggle: the real server (api/main.ts, its own process,
 * RATE_LIMIT=off) on a file holding 100,000 other people's history items beside one heavy user with 10,000 formulas,
 * 2,000 macros and 200 favorites. wrk at 64 connections drives /api/health and /api/user (the same run's ceilings),
 * the dashboard's first page, the spec's default answer (100 items), cursor pages spread through the 10,000, and the
 * favorites list. Then 300 favorite toggles one at a time, each timed from the POST until a second socket of the same
 * user has `favorite:added`. No target was set for these; the rows say what a dashboard visit costs.
 * Run: npm run bench -- history
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { io } from "socket.io-client";
import { createDb } from "../db/client.ts";
import { favorites } from "../db/schema/favorites.ts";
import { generations } from "../db/schema/generations.ts";
import { users } from "../db/schema/users.ts";
import type { ServerToClientEvents } from "../api/contract/socket-events.ts";
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { rotatingPathsScript } from "./lib/wrk-paths.ts";
import { measureRow } from "./lib/wrk-rows.ts";
import { percentile } from "./lib/percentile.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const connections = 64;
const size = { others: 200, itemsPerOther: 500, formulas: 10_000, macros: 2_000, favorites: 200, toggles: 300 };

function item(userId: string, kind: "formula" | "vba", index: number, at: number) {
  return {
    id: crypto.randomUUID(),
    userId,
    kind,
    description: `${kind === "formula" ? "sum the sales in column" : "delete blank rows in sheet"} ${index}`,
    platform: "excel" as const,
    content: kind === "formula" ? `=SUMIFS(B2:B${index + 2},D2:D${index + 2},"Closed")` : `Sub Tidy${index}()\nEnd Sub`,
    explanation: "Adds the values in column B where column D says Closed, so the total follows the data.",
    steps: ["Click the cell for the total.", "Paste the formula.", "Press Enter."],
    functions: kind === "formula" ? ["SUMIFS"] : [],
    checks: {},
    provider: "builtin",
    timestamp: new Date(at).toISOString(),
    createdAt: new Date(at),
  };
}

/** Writes the other users' items and the heavy user's through drizzle, 500 rows a statement, in one transaction. */
async function seed(file: string, heavyId: string) {
  const database = createDb(`file:${file}`);
  const start = Date.UTC(2025, 0, 1);
  const rows: ReturnType<typeof item>[] = [];
  const otherIds = Array.from({ length: size.others }, () => crypto.randomUUID());
  otherIds.forEach((id, user) => {
    for (let i = 0; i < size.itemsPerOther; i++) {
      rows.push(item(id, i % 4 ? "formula" : "vba", i, start + user + i * 60_000));
    }
  });
  const heavy = [
    ...Array.from({ length: size.formulas }, (_, i) => item(heavyId, "formula", i, start + i * 60_000)),
    ...Array.from({ length: size.macros }, (_, i) => item(heavyId, "vba", i, start + i * 300_000)),
  ];
  rows.push(...heavy);
  const starred = heavy.filter((_, i) => i % Math.floor(heavy.length / size.favorites) === 0).slice(0, size.favorites);
  await database.db.transaction(async (tx) => {
    await tx.insert(users).values(
      otherIds.map((id, i) => ({ id, name: `Other ${i}`, email: `other${i}@example.com` })),
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(generations).values(rows.slice(i, i + 500));
    await tx.insert(favorites).values(
      starred.map((row, i) => ({ userId: heavyId, itemId: row.id, createdAt: new Date(start + i * 1000) })),
    );
  });
  await database.client.execute("ANALYZE");
  database.close();
  // Newest first, as the list answers: cursors from across the whole history.
  const formulaIds = heavy.slice(0, size.formulas).reverse().map((row) => row.id);
  return {
    formulaIds,
    starredIds: new Set(starred.map((row) => row.id)),
    notStarred: heavy.find((row) => !starred.includes(row))!,
  };
}

export async function runHistoryBench() {
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-history-bench-" });
  const file = join(dir, "history.db");
  const app = await startAppServer(dir, `file:${file}`);
  const base = app.base;
  const token = await benchToken(base, "History Bench", "history-bench@example.com");
  const me = await (await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } })).json();
  const seedStarted = performance.now();
  const { formulaIds, notStarred } = await seed(file, me.id);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const history = `/api/history/formula/${me.id}`;
  const cursors = [1_000, 2_500, 5_000, 7_500, 9_000].map((position) => formulaIds[position - 1]);
  const rows: [string, string[]][] = [
    ["GET /api/user (token + user lookup)", ["/api/user"]],
    ["history, dashboard's first page (20)", [`${history}?limit=20`]],
    ["history, spec's default answer (100)", [history]],
    [`history, cursor pages of 20 (${cursors.length} depths)`, cursors.map((id) => `${history}?limit=20&before=${id}`)],
    [`favorites list (${size.favorites} items)`, ["/api/favorites"]],
  ];
  const auth = { authorization: `Bearer ${token}` };
  // Check each URL answers a full list before loading it: a bench of errors or empty pages would look fast.
  for (const [label, paths] of rows) {
    for (const path of paths) {
      const response = await fetch(base + path, { headers: auth });
      const body = await response.json();
      const full = path === "/api/user" || (Array.isArray(body.data) && body.data.length >= 20);
      if (!response.ok || !full) throw new Error(`${label}, ${path}: ${response.status} ${JSON.stringify(body)}`);
    }
  }

  console.log(
    `Dashboard history: ${size.others * size.itemsPerOther} other items; one user with ${size.formulas} formulas, ` +
      `${size.macros} macros, ${size.favorites} favorites (seeded in ${seedSeconds.toFixed(1)} s); ` +
      `wrk -t1 -c${connections} -d${seconds}s; 1-min load average ${Deno.loadavg()[0].toFixed(2)}`,
  );
  const health = await measureRow(base, "GET /api/health (libSQL select 1)", `${base}/api/health`, {
    connections,
    seconds,
  });
  const results = [];
  for (const [index, [label, paths]] of rows.entries()) {
    const script = rotatingPathsScript(join(dir, `row-${index}.lua`), paths, auth);
    results.push(await measureRow(base, label, base, { connections, seconds, script }));
  }

  // Two sockets of the same user: the toggle's own tab and the one that must follow it.
  const watcher = io(base, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => watcher.once("connect", () => resolve()).once("connect_error", reject));
  const arrivals: number[] = [];
  const roundTrips: number[] = [];
  for (let i = 0; i < size.toggles; i++) {
    const pushed = new Promise<number>((resolve) => {
      const listener: ServerToClientEvents["favorite:added"] = () => resolve(performance.now());
      watcher.once("favorite:added", listener);
    });
    const sent = performance.now();
    const added = await fetch(`${base}/api/addFavorite`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ item: { id: notStarred.id } }),
    });
    if (!added.ok) throw new Error(`addFavorite: ${added.status} ${await added.text()}`);
    await added.body?.cancel();
    roundTrips.push(performance.now() - sent);
    arrivals.push((await pushed) - sent);
    const removed = await fetch(`${base}/api/removeFavorite/${notStarred.id}`, { method: "DELETE", headers: auth });
    await removed.body?.cancel();
  }
  watcher.disconnect();
  await app.kill();
  rmSync(dir, { recursive: true, force: true });

  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(46)} median ${percentile(sorted, 0.5).toFixed(2).padStart(6)} ms   p95 ${
        percentile(sorted, 0.95).toFixed(2).padStart(6)
      } ms   p99 ${percentile(sorted, 0.99).toFixed(2).padStart(6)} ms`,
    );
  };
  console.log(`${size.toggles} favorite toggles one at a time (add, then remove):`);
  line("POST /api/addFavorite round trip", roundTrips);
  line("POST sent → favorite:added on a second socket", arrivals);
  const [user, first, full, deep, favoritesRow] = results;
  const ratio = (a: { requestsPerSecond: number }, b: { requestsPerSecond: number }) =>
    `${((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(0)} %`;
  console.log(`first page / GET /api/user throughput: ${ratio(first, user)}`);
  console.log(`cursor pages / first page throughput: ${ratio(deep, first)}`);
  console.log(`default answer (100) / first page (20) throughput: ${ratio(full, first)}`);
  console.log(`favorites list / GET /api/user throughput: ${ratio(favoritesRow, user)}`);
  console.log(`GET /api/user / health throughput: ${ratio(user, health)}`);
  console.log(`1-min load average after: ${Deno.loadavg()[0].toFixed(2)}`);
}

if (import.meta.main) {
  await runHistoryBench();
  Deno.exit(0);
}
