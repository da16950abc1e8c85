/**
 * The admin's User Management list at 100,000 users: the real server (api/main.ts, its own process, RATE_LIMIT=off)
 * on a file holding 100,000 accounts with realistic rows (argon2 hashes included, so rows are as wide as real ones).
 * Each row asks one page at a time, `calls` times in turn, and times the round trip over loopback: the first page
 * (the default answer), a deep page (offset 99,900), and searches — a common surname, an e-mail fragment, and one
 * that matches nobody (the worst case: the whole index is scanned). Target: a page well under 50 ms.
 * Then wrk at 64 connections on the first page, beside GET /api/user, for the same run's ceiling.
 * Nothing is cached: every call reads SQLite.
 * Run: npm run bench -- admin
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { createDb } from "../db/client.ts";
import { users } from "../db/schema/users.ts";
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { measureRow } from "./lib/wrk-rows.ts";
import { rotatingPathsScript } from "./lib/wrk-paths.ts";
import { percentile } from "./lib/percentile.ts";

const userCount = 100_000;
const calls = Number(Deno.env.get("BENCH_CALLS") ?? 300);
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const target = 50;

const first = ["Ann", "Bob", "Carla", "Dmitri", "Eve", "Farid", "Grace", "Hiro", "Ines", "Jamal", "Kofi", "Lena"];
const last = ["Smith", "Lee", "Garcia", "Okafor", "Novak", "Tanaka", "Kim", "Rossi", "Müller", "Silva", "Khan", "Ngu"];
// A real argon2id hash's length: the rows the search scans past are as wide as production ones.
const hash = "$argon2id$v=19$m=19456,t=2,p=1$kpa5H1Gnhz1yoQuTsWgK0Q$rfAo8ty9/kGlxu4URxsO15Vyo6/yyPySlNKEh6fM6Hw";

async function seed(file: string, adminEmail: string) {
  const database = createDb(`file:${file}`);
  const start = Date.UTC(2024, 0, 1);
  await database.db.transaction(async (tx) => {
    for (let offset = 0; offset < userCount; offset += 500) {
      await tx.insert(users).values(Array.from({ length: Math.min(500, userCount - offset) }, (_, index) => {
        const i = offset + index;
        const surname = last[(i * 7) % last.length];
        return {
          id: crypto.randomUUID(),
          name: `${first[i % first.length]} ${surname} ${i}`,
          email: `user${i}.${surname.toLowerCase()}@example${i % 50}.com`,
          passwordHash: hash,
          role: i % 500 === 0 ? "moderator" as const : "user" as const,
          blocked: i % 997 === 0,
          apiCalls: i % 120,
          createdAt: new Date(start + i * 60_000),
          updatedAt: new Date(start + i * 60_000),
        };
      }));
    }
    await tx.update(users).set({ role: "superadmin" }).where(eq(users.email, adminEmail));
  });
  await database.client.execute("ANALYZE");
  database.close();
}

export async function runAdminBench() {
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-admin-bench-" });
  const file = join(dir, "admin.db");
  const app = await startAppServer(dir, `file:${file}`);
  const base = app.base;
  const adminEmail = "admin-bench@example.com";
  const token = await benchToken(base, "Admin Bench", adminEmail);
  const seedStarted = performance.now();
  await seed(file, adminEmail);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const auth = { authorization: `Bearer ${token}` };

  const rows: [string, string, (total: number) => boolean][] = [
    ["first page, 50 newest (the default answer)", "/api/admin/users", (total) => total === userCount + 1],
    ["deep page: page 1000 of 100, offset 99,900", "/api/admin/users?page=1000&limit=100", (t) => t === userCount + 1],
    ["search a common surname (q=okafor)", "/api/admin/users?q=okafor", (total) => total > 5_000],
    ["search an e-mail fragment (q=user4242.)", "/api/admin/users?q=user4242.", (total) => total === 1],
    ["search that matches nobody (q=zzqx)", "/api/admin/users?q=zzqx", (total) => total === 0],
  ];
  console.log(
    `Admin users list: ${userCount} users (seeded in ${seedSeconds.toFixed(1)} s); ${calls} calls per row, one at a ` +
      `time, round trip over loopback; 1-min load average ${Deno.loadavg()[0].toFixed(2)}`,
  );
  for (const [label, path, expected] of rows) {
    const times: number[] = [];
    for (let i = 0; i < calls + 20; i++) {
      const started = performance.now();
      const response = await fetch(base + path, { headers: auth });
      const body = await response.json();
      const elapsed = performance.now() - started;
      // A bench of errors or wrong answers would look fast: check every answer, and skip 20 warm-up calls.
      if (!response.ok || !expected(body.total) || !Array.isArray(body.data)) {
        throw new Error(`${label}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      if (i >= 20) times.push(elapsed);
    }
    const sorted = times.sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    console.log(
      `${label.padEnd(46)} median ${percentile(sorted, 0.5).toFixed(2).padStart(6)} ms   p95 ${
        percentile(sorted, 0.95).toFixed(2).padStart(6)
      } ms   p99 ${p99.toFixed(2).padStart(6)} ms   target < ${target} ms: ${p99 < target ? "met" : "MISSED"}`,
    );
  }

  const user = await measureRow(base, "wrk: GET /api/user (token + user lookup)", base, {
    connections: 64,
    seconds,
    script: rotatingPathsScript(join(dir, "user.lua"), ["/api/user"], auth),
  });
  const list = await measureRow(base, "wrk: GET /api/admin/users (first page)", base, {
    connections: 64,
    seconds,
    script: rotatingPathsScript(join(dir, "users.lua"), ["/api/admin/users"], auth),
  });
  console.log(
    `first page / GET /api/user throughput: ${((list.requestsPerSecond / user.requestsPerSecond) * 100).toFixed(0)} %`,
  );
  await app.kill();
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.main) {
  await runAdminBench();
  Deno.exit(0);
}
