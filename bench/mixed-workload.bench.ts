/**
 * The whole app under a mixed load, as one instance and as two instances behind one database and one Redis (issue
 * 13). On a copy of the seeded forum (bench/lib/seed-forum.ts: 1,000 users, 100,000 topics, 1,000,000 replies), a
 * closed loop of `clients` workers (no think time; each keeps one request in flight) draws every request from a fixed
 * mix: topic list pages, topic reads, searches, dashboard history reads, replies, new topics, and formula generations
 * (builtin engine) as JSON and as SSE. Meanwhile `sockets` socket.io-client sockets (websocket, half signed in) sit in
 * the hot topics' rooms (10 a topic) and in `forum`, and every `post:created` and `topic:created` they receive is
 * matched to the request that caused it: delivery is timed from the moment that request's answer reached the client.
 *
 * Two instances: two `api/main.ts` processes on the same embedded libSQL file (WAL; each process its own connections,
 * writers queue on SQLite's lock) and one redis-server carrying Socket.IO pushes between them. compose.yaml puts a
 * libSQL server (sqld) there instead; sqld is not installed here, a shared file is the local equivalent. Workers and
 * sockets alternate between the instances, so about half of the pushes cross from one to the other through Redis.
 *
 * The load generator, the server(s) and Redis share the machine's cores: the CPU line says who used them.
 * Correctness is checked, not timed: no 5xx, no failed request, and every socket got every push meant for it;
 * otherwise the bench fails after printing its figures.
 * Settings: BENCH_SECONDS (measured seconds per configuration, 20), BENCH_MIXED_CLIENTS (16), BENCH_MIXED_SOCKETS (300).
 * Run: npm run bench -- mixed
 */
import { rmSync } from "node:fs";
import { createClient } from "@libsql/client";
import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../api/contract/socket-events.ts";
import { messages } from "../api/contract/messages.ts";
import { loadDevSet } from "../api/src/generation/dev-set/dev-set.ts";
import { hasProfanity } from "../api/src/lib/profanity.ts";
import { type RedisServer, startRedisServer } from "../api/test/redis-server.ts";
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { percentile } from "./lib/percentile.ts";
import { childPids, cpuSeconds, machineBusySeconds } from "./lib/process-cpu.ts";
import { searchTerms, seededForumDb, seedSize } from "./lib/seed-forum.ts";

const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 20);
const clients = Number(Deno.env.get("BENCH_MIXED_CLIENTS") ?? 16);
const socketCount = Number(Deno.env.get("BENCH_MIXED_SOCKETS") ?? 300);
const warmUpSeconds = 3;
const accountCount = 20;
const hotTopicCount = 30;
const connectBatch = 100;
/** How long pushes may take to arrive after the load stops before a missing one counts as lost. */
const deliveryGraceMs = 10_000;

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Account {
  token: string;
  id: string;
}
interface Instance {
  base: string;
  pid: number;
  kill(): Promise<void>;
}
/** What one request came to: its HTTP status (0 when it never got one) and when its first body bytes came. */
interface Answer {
  status: number;
  firstBytesMs: number;
  body: string;
}
type Kind = "ok" | "4xx" | "5xx" | "failed";

/** Ids from the seeded file, read before a server opens it. */
async function sampleIds(file: string) {
  const client = createClient({ url: `file:${file}` });
  const column = async (sql: string) => (await client.execute(sql)).rows.map((row) => String(row.id));
  const categories = await column("SELECT id FROM forum_categories ORDER BY slug");
  // Typical topics (3–20 replies) spread over the whole id range; the hot ones, which get the replies, apart.
  const topics = await column(
    "SELECT id FROM forum_topics WHERE replies_count BETWEEN 3 AND 20 AND rowid % 397 = 0 LIMIT 200",
  );
  const hot = await column(
    `SELECT id FROM forum_topics WHERE replies_count BETWEEN 3 AND 20 AND rowid % 397 = 1 LIMIT ${hotTopicCount}`,
  );
  client.close();
  return { categories, topics, hot };
}

/** A request read to its end, with the time to its first body bytes (an SSE stream's first frame). */
async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let body = "";
    let firstBytesMs = NaN;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (body === "") firstBytesMs = performance.now() - started;
      body += part.value;
    }
    return { status: response.status, firstBytesMs, body };
  } catch {
    return { status: 0, firstBytesMs: NaN, body: "" };
  }
}

function kindOf(answer: Answer, streamed: boolean): Kind {
  if (answer.status === 0) return "failed";
  if (answer.status >= 500) return "5xx";
  if (answer.status >= 400) return "4xx";
  // A stream is 200 once its first frame is out; how it ended is in its last frame.
  if (streamed && !answer.body.includes("event: result")) {
    return answer.body.includes(messages.internal) ? "5xx" : answer.body.includes("event: error") ? "4xx" : "failed";
  }
  return "ok";
}

/** Every request a worker can make, with its share of the mix (the weights add up to 100). */
function operations(ids: Awaited<ReturnType<typeof sampleIds>>, generationBodies: string[], pushes: Pushes) {
  const q = encodeURIComponent;
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const pages = Math.ceil(seedSize.topics / 10);
  const searchWords = [...searchTerms.common, ...searchTerms.rare];
  const json = (account: Account) => ({ authorization: `Bearer ${account.token}`, "content-type": "application/json" });
  type Run = (base: string, account: Account, instance: number) => Promise<Answer>;
  const list: [string, number, Run, boolean?][] = [
    ["GET topic list (pages 1–5, deep, by category)", 25, (base) => {
      const roll = Math.random();
      const page = roll < 0.1 ? 1 + Math.floor(Math.random() * pages) : 1 + Math.floor(Math.random() * 5);
      const category = roll > 0.8 ? `&categoryId=${any(ids.categories)}` : "";
      return request(`${base}/api/forum/topics?limit=10&page=${page}${category}`);
    }],
    [
      "GET topic (replies included)",
      25,
      (base, account) =>
        request(`${base}/api/forum/topics/${any(Math.random() < 0.8 ? ids.topics : ids.hot)}`, {
          // Half the readers are signed in: their views are counted per account, the others' per address.
          headers: Math.random() < 0.5 ? { authorization: `Bearer ${account.token}` } : {},
        }),
    ],
    ["GET search (10 terms, pages 1–2)", 10, (base) =>
      request(
        `${base}/api/forum/topics?limit=10&page=${1 + Math.floor(Math.random() * 2)}&search=${q(any(searchWords))}`,
      )],
    [
      "GET history (own formulas, 20)",
      10,
      (base, account) =>
        request(`${base}/api/history/formula/${account.id}?limit=20`, {
          headers: { authorization: `Bearer ${account.token}` },
        }),
    ],
    ["POST reply (hot topic)", 10, async (base, account, instance) => {
      const topicId = any(ids.hot);
      const marker = pushes.mark("reply", topicId, instance);
      const answer = await request(`${base}/api/forum/topics/${topicId}/posts`, {
        method: "POST",
        headers: json(account),
        body: JSON.stringify({ content: `Thanks, that worked for my budget sheet. ${marker}` }),
      });
      pushes.answered(marker, answer.status === 201);
      return answer;
    }],
    ["POST topic", 2, async (base, account, instance) => {
      const marker = pushes.mark("topic", "", instance);
      const answer = await request(`${base}/api/forum/topics`, {
        method: "POST",
        headers: json(account),
        body: JSON.stringify({
          title: `How to sum sales by month across sheets? ${marker}`,
          content: "I have a sales report in column B and want to sum it by month. Using Excel 365 on Windows.",
          category: any(ids.categories),
        }),
      });
      pushes.answered(marker, answer.status === 201);
      return answer;
    }],
    ["POST generate-formula, JSON", 9, (base, account) =>
      request(`${base}/api/generate-formula`, {
        method: "POST",
        headers: json(account),
        body: any(generationBodies),
      })],
    ["POST generate-formula, SSE (whole stream)", 9, (base, account) =>
      request(`${base}/api/generate-formula`, {
        method: "POST",
        headers: { ...json(account), accept: "text/event-stream" },
        body: any(generationBodies),
      }), true],
  ];
  const cumulative: number[] = [];
  list.reduce((sum, [, weight]) => (cumulative.push(sum + weight), sum + weight), 0);
  return {
    names: list.map(([name]) => name),
    streamed: list.map(([, , , streamed]) => streamed ?? false),
    runs: list.map(([, , run]) => run),
    draw: () => {
      const roll = Math.random() * cumulative.at(-1)!;
      return cumulative.findIndex((bound) => roll < bound);
    },
  };
}

/**
 * The writes whose pushes are awaited, by a marker written into their text, and every push the sockets received.
 * A push may be read before the answer of the request that caused it: both times are kept and compared at the end.
 */
function trackPushes() {
  let next = 0;
  const writes = new Map<
    string,
    { kind: "reply" | "topic"; topicId: string; instance: number; answeredAt: number; created: boolean }
  >();
  const arrivals: { marker: string; at: number; instance: number }[] = [];
  let topicUpdates = 0;
  return {
    writes,
    arrivals,
    topicUpdates: () => topicUpdates,
    mark(kind: "reply" | "topic", topicId: string, instance: number) {
      // The app's language filter reads some numbers as words ("455" is leet for one): skip those markers.
      let marker = `mixed-${next++}`;
      while (hasProfanity(marker)) marker = `mixed-${next++}`;
      writes.set(marker, { kind, topicId, instance, answeredAt: NaN, created: false });
      return marker;
    },
    answered(marker: string, created: boolean) {
      Object.assign(writes.get(marker)!, { answeredAt: performance.now(), created });
    },
    listen(socket: BenchSocket, instance: number) {
      const arrived = (text: string) => {
        const at = performance.now();
        const marker = /mixed-\d+/.exec(text)?.[0];
        if (marker) arrivals.push({ marker, at, instance });
      };
      socket.on("post:created", ({ post }) => arrived(post.content));
      socket.on("topic:created", (topic) => arrived(topic.title));
      socket.on("topic:updated", () => void topicUpdates++);
    },
  };
}
type Pushes = ReturnType<typeof trackPushes>;

function connect(base: string, token?: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(base, {
    auth: token ? { token } : {},
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–").padStart(7);
function latencyColumns(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(percentile(sorted, 0.99))}`;
}

/** One configuration: `instanceCount` servers on one copy of the seeded file (and Redis when more than one). */
async function runConfiguration(instanceCount: number, generationBodies: string[]) {
  const label = instanceCount === 1 ? "one instance" : `${instanceCount} instances, one libSQL file, one Redis`;
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-mixed-bench-" });
  const file = await seededForumDb(dir);
  const ids = await sampleIds(file);
  let redis: RedisServer | null = null;
  const instances: Instance[] = [];
  const sockets: BenchSocket[] = [];
  try {
    if (instanceCount > 1) redis = await startRedisServer();
    const settings: Record<string, string> = {
      // Every instance must sign and check tokens with the same key, as compose.yaml requires.
      JWT_SECRET: `mixed-bench-${crypto.randomUUID()}`,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    // One after the other: the second start finds the migrations applied.
    for (let i = 0; i < instanceCount; i++) instances.push(await startAppServer(dir, `file:${file}`, settings));
    const accounts: Account[] = [];
    for (let i = 0; i < accountCount; i++) {
      const base = instances[i % instanceCount].base;
      const token = await benchToken(base, `Mixed Bench ${i}`, `mixed-bench-${i}@example.com`);
      const me = await (await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } })).json();
      accounts.push({ token, id: me.id });
    }

    const pushes = trackPushes();
    // Socket i reads hot topic i mod 30 on instance ⌊i / 30⌋ mod n: each room holds sockets of every instance.
    const inRoom = new Map<string, number>();
    for (let i = 0; i < socketCount; i += connectBatch) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(connectBatch, socketCount - i) }, async (_, j) => {
          const index = i + j;
          const instance = Math.floor(index / hotTopicCount) % instanceCount;
          const topicId = ids.hot[index % ids.hot.length];
          const socket = await connect(instances[instance].base, index % 2 ? accounts[index % accountCount].token : "");
          const answer = await socket.timeout(10_000).emitWithAck("topic:join", { topicId });
          if (!answer.ok) throw new Error(`topic:join refused: ${answer.error}`);
          inRoom.set(topicId, (inRoom.get(topicId) ?? 0) + 1);
          pushes.listen(socket, instance);
          return socket;
        }),
      );
      sockets.push(...batch);
    }

    const mix = operations(ids, generationBodies, pushes);
    const samples = mix.names.map(() => ({
      ms: [] as number[],
      firstBytesMs: [] as number[],
      kinds: new Map<Kind, number>(),
      /** What the 4xx were, by status ("200 error frame" for a stream that ended in a refusal). */
      refusals: new Map<string, number>(),
    }));
    const started = performance.now();
    const measureFrom = started + warmUpSeconds * 1000;
    const deadline = measureFrom + seconds * 1000;
    const loadBefore = Deno.loadavg()[0];
    const cpuPids = [...instances.map((instance) => instance.pid), ...childPids("redis-server"), Deno.pid];
    let cpuBefore: number[] = [];
    let machineBefore = 0;
    const cpuMeasure = setTimeout(() => {
      cpuBefore = cpuPids.map(cpuSeconds);
      machineBefore = machineBusySeconds();
    }, measureFrom - started);
    await Promise.all(Array.from({ length: clients }, async (_, worker) => {
      const instance = worker % instanceCount;
      const account = accounts[worker % accountCount];
      while (performance.now() < deadline) {
        const operation = mix.draw();
        const sent = performance.now();
        const answer = await mix.runs[operation](instances[instance].base, account, instance);
        if (sent < measureFrom) continue;
        const sample = samples[operation];
        sample.ms.push(performance.now() - sent);
        if (mix.streamed[operation]) sample.firstBytesMs.push(answer.firstBytesMs);
        const kind = kindOf(answer, mix.streamed[operation]);
        sample.kinds.set(kind, (sample.kinds.get(kind) ?? 0) + 1);
        if (kind === "4xx") {
          const status = answer.status === 200 ? "200 error frame" : String(answer.status);
          sample.refusals.set(status, (sample.refusals.get(status) ?? 0) + 1);
        }
      }
    }));
    clearTimeout(cpuMeasure);
    const cpuUsed = cpuPids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]);
    const machineUsed = machineBusySeconds() - machineBefore;
    const elapsed = (performance.now() - measureFrom) / 1000;
    const loadAfter = Deno.loadavg()[0];

    const expected = (write: { kind: string; topicId: string }) =>
      write.kind === "reply" ? inRoom.get(write.topicId) ?? 0 : sockets.length;
    const created = [...pushes.writes.entries()].filter(([, write]) => write.created);
    const due = created.reduce((sum, [, write]) => sum + expected(write), 0);
    const graceEnds = performance.now() + deliveryGraceMs;
    while (pushes.arrivals.length < due && performance.now() < graceEnds) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    console.log(
      `Mixed workload, ${label}: ${clients} clients in a closed loop for ${seconds} s (after ${warmUpSeconds} s of ` +
        `warm-up), ${sockets.length} sockets in ${ids.hot.length} topic rooms; 1-min load average ${
          loadBefore.toFixed(2)
        } before, ${loadAfter.toFixed(2)} after`,
    );
    console.log(
      `${"operation".padEnd(44)} ${"count".padStart(6)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${
        "p95 ms".padStart(7)
      } ${"p99 ms".padStart(7)}   4xx   5xx failed`,
    );
    const row = (name: string, values: number[], kinds: Map<Kind, number>) =>
      console.log(
        `${name.padEnd(44)} ${String(values.length).padStart(6)} ${(values.length / elapsed).toFixed(1).padStart(7)} ${
          latencyColumns(values)
        } ${String(kinds.get("4xx") ?? 0).padStart(5)} ${String(kinds.get("5xx") ?? 0).padStart(5)} ${
          String(kinds.get("failed") ?? 0).padStart(6)
        }`,
      );
    const totals = new Map<Kind, number>();
    samples.forEach((sample, i) => {
      row(mix.names[i], sample.ms, sample.kinds);
      if (mix.streamed[i]) {
        console.log(`${"  its first frame".padEnd(44)} ${" ".repeat(14)} ${latencyColumns(sample.firstBytesMs)}`);
      }
      for (const [kind, count] of sample.kinds) totals.set(kind, (totals.get(kind) ?? 0) + count);
    });
    row("all requests", samples.flatMap((sample) => sample.ms), totals);
    const refusals = samples.flatMap((sample, i) =>
      [...sample.refusals].map(([status, count]) => `${mix.names[i]}: ${status} × ${count}`)
    );
    if (refusals.length) console.log(`4xx answers: ${refusals.join("; ")}`);

    // Deliveries: from the write's answer reaching its client to the push reaching a socket, by write and by
    // whether the socket is on the instance that took the write.
    const delays = { reply: [[], []] as number[][], topic: [[], []] as number[][] };
    const received = new Map<string, number>();
    for (const arrival of pushes.arrivals) {
      const write = pushes.writes.get(arrival.marker);
      if (!write?.created) continue;
      received.set(arrival.marker, (received.get(arrival.marker) ?? 0) + 1);
      delays[write.kind as "reply" | "topic"][arrival.instance === write.instance ? 0 : 1].push(
        arrival.at - write.answeredAt,
      );
    }
    console.log("push delivery, from the write's answer to the push:");
    const pushRow = (name: string, values: number[]) =>
      console.log(`${name.padEnd(44)} ${String(values.length).padStart(6)} ${" ".repeat(7)} ${latencyColumns(values)}`);
    pushRow("  post:created, socket on the same instance", delays.reply[0]);
    if (instanceCount > 1) pushRow("  post:created, socket on the other instance", delays.reply[1]);
    pushRow("  topic:created, all sockets", [...delays.topic[0], ...delays.topic[1]]);
    const missing = created.filter(([marker, write]) => (received.get(marker) ?? 0) < expected(write));
    const delivered = [...received.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `pushes delivered ${delivered} of ${due} (${created.length} writes${
        missing.length ? `, ${missing.length} of them missed sockets` : ""
      }); topic:updated received ${pushes.topicUpdates()}`,
    );
    const names = [...instances.map((_, i) => `server ${i + 1}`), ...(redis ? ["redis-server"] : []), "load generator"];
    console.log(
      `CPU over the measured ${elapsed.toFixed(1)} s, share of one core: ${
        names.map((name, i) => `${name} ${(cpuUsed[i] / elapsed * 100).toFixed(0)} %`).join(", ")
      }; the whole machine ${(machineUsed / elapsed * 100).toFixed(0)} % of ${navigator.hardwareConcurrency} cores, ${
        ((machineUsed - cpuUsed.reduce((sum, used) => sum + used, 0)) / elapsed * 100).toFixed(0)
      } % of one core outside this bench`,
    );
    // Unlike req/s, CPU time per request hardly moves when other work takes the cores.
    const requests = samples.reduce((sum, sample) => sum + sample.ms.length, 0);
    const serverCpu = cpuUsed.slice(0, instanceCount).reduce((sum, used) => sum + used, 0);
    console.log(
      `server CPU per request ${(serverCpu / requests * 1000).toFixed(2)} ms (pushes included); load generator ${
        (cpuUsed.at(-1)! / requests * 1000).toFixed(2)
      } ms`,
    );

    const problems = [
      totals.get("5xx") ? `${totals.get("5xx")} answers were 5xx` : "",
      totals.get("failed") ? `${totals.get("failed")} requests failed without an answer` : "",
      missing.length ? `${due - delivered} pushes of ${missing.length} writes never arrived` : "",
    ].filter(Boolean);
    console.log(
      `correctness: ${
        problems.length ? `FAILED — ${problems.join("; ")}` : "no 5xx, no failed request, every push delivered"
      }`,
    );
    return problems.map((problem) => `${label}: ${problem}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const instance of instances) await instance.kill();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runMixedWorkloadBench() {
  // The dev set's requests the builtin engine should answer, as the generation bench sends them.
  const generationBodies = loadDevSet().cases.filter((item) => !("expect" in item) || item.expect === "assumed")
    .map((item) =>
      JSON.stringify({
        description: item.description,
        platform: item.platform,
        ...("columns" in item && item.columns ? { columns: item.columns } : {}),
      })
    );
  console.log(`machine: ${navigator.hardwareConcurrency} cores, Deno ${Deno.version.deno}, ${Deno.build.target}`);
  const problems = [...await runConfiguration(1, generationBodies), ...await runConfiguration(2, generationBodies)];
  if (problems.length) throw new Error(`mixed workload: ${problems.join("; ")}`);
}

if (import.meta.main) {
  await runMixedWorkloadBench();
  Deno.exit(0);
}
