/**
 * How fast a reply reaches everyone reading its topic: the real server (api/main.ts, its own process, RATE_LIMIT=off,
 * on a copy of the seeded forum), 2,000 socket.io-client sockets (websocket transport, visitors) in this process, all
 * joined to one topic's room; a signed-in user posts replies over REST one after another, and every socket's delay
 * from just before the POST is sent to its `post:created` arriving is recorded. The first reply is a warm-up that also
 * proves every socket is in the room. Load generator and server share the machine's cores, so the delays include the
 * client's own queueing of 2,000 sockets' frames: an upper bound of the server's fan-out time.
 * Target: p99 < 128 ms at 2,000 sockets (issue 12; issue 4 asked for 250 ms).
 * Run: npm run bench -- forum-fanout
 */
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { rmSync } from "node:fs";
import { createClient } from "@libsql/client";
import { io, type Socket } from "socket.io-client";
import type { ServerToClientEvents } from "../api/contract/socket-events.ts";
import { seededForumDb } from "./lib/seed-forum.ts";
import { percentile } from "./lib/percentile.ts";

const socketCount = Number(Deno.env.get("BENCH_SOCKETS") ?? 2_000);
const replies = Number(Deno.env.get("BENCH_REPLIES") ?? 30);
const connectBatch = 100;
const targetP99Ms = 128;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The contract types `topic:join` without the acknowledgement the server also answers when asked for one.
interface JoinEvents {
  "topic:join": (request: { topicId: string }, ack: (answer: { ok: boolean; error?: string }) => void) => void;
}
type BenchSocket = Socket<ServerToClientEvents, JoinEvents>;

function connect(base: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(base, { transports: ["websocket"], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

export async function runForumFanoutBench() {
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-fanout-bench-" });
  const file = await seededForumDb(dir);
  const client = createClient({ url: `file:${file}` });
  const [row] = (await client.execute("SELECT id, replies_count FROM forum_topics WHERE replies_count = 10 LIMIT 1"))
    .rows;
  client.close();
  const topicId = String(row.id);

  const app = await startAppServer(dir, `file:${file}`);
  const base = app.base;
  const token = await benchToken(base, "Fanout Bench", "fanout-bench@example.com");

  const sockets: BenchSocket[] = [];
  const sentAt = new Map<number, number>();
  const received = new Map<number, number>();
  const delays: number[] = [];
  // Per reply, when the first and the last socket had it: the spread is the time spent going through the room.
  const firstDelays: number[] = [];
  const lastDelays: number[] = [];
  const onPost = ({ post }: { post: { content: string } }) => {
    const at = performance.now();
    const reply = Number(/bench-fanout-(\d+)/.exec(post.content)?.[1] ?? NaN);
    if (!sentAt.has(reply)) return;
    const count = (received.get(reply) ?? 0) + 1;
    received.set(reply, count);
    if (reply === 0) return;
    delays.push(at - sentAt.get(reply)!);
    if (count === 1) firstDelays.push(at - sentAt.get(reply)!);
    if (count === sockets.length) lastDelays.push(at - sentAt.get(reply)!);
  };

  const loadBefore = Deno.loadavg()[0];
  const connectStarted = performance.now();
  for (let i = 0; i < socketCount; i += connectBatch) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(connectBatch, socketCount - i) }, () => connect(base)),
    );
    await Promise.all(batch.map(async (socket) => {
      const answer = await socket.timeout(10_000).emitWithAck("topic:join", { topicId });
      if (!answer.ok) throw new Error(`topic:join refused: ${answer.error}`);
      socket.on("post:created", onPost);
    }));
    sockets.push(...batch);
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const postTimes: number[] = [];
  let incomplete = 0;
  for (let reply = 0; reply <= replies; reply++) {
    sentAt.set(reply, performance.now());
    const response = await fetch(`${base}/api/forum/topics/${topicId}/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ content: `Thanks, that worked for my budget sheet. bench-fanout-${reply}` }),
    });
    if (!response.ok) throw new Error(`POST reply: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
    if (reply > 0) postTimes.push(performance.now() - sentAt.get(reply)!);
    const deadline = performance.now() + 10_000;
    while ((received.get(reply) ?? 0) < sockets.length && performance.now() < deadline) await sleep(5);
    if ((received.get(reply) ?? 0) < sockets.length) incomplete++;
    await sleep(100);
  }

  for (const socket of sockets) socket.disconnect();
  await app.kill();
  rmSync(dir, { recursive: true, force: true });

  const sorted = [...delays].sort((a, b) => a - b);
  const expected = replies * sockets.length;
  const postSorted = [...postTimes].sort((a, b) => a - b);
  console.log(
    `Forum fan-out: ${sockets.length} websocket clients in topic:${topicId.slice(0, 8)}…, ${replies} replies ` +
      `(+1 warm-up), one at a time; 1-min load average ${loadBefore.toFixed(2)} before, ${
        Deno.loadavg()[0].toFixed(2)
      } after`,
  );
  console.log(`sockets connected and joined in ${connectSeconds.toFixed(1)} s (batches of ${connectBatch})`);
  console.log(
    `POST reply round trip            median ${percentile(postSorted, 0.5).toFixed(1).padStart(6)} ms   p99 ${
      percentile(postSorted, 0.99).toFixed(1).padStart(6)
    } ms`,
  );
  console.log(
    `POST sent → post:created         p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms   p95 ${
      percentile(sorted, 0.95).toFixed(1).padStart(6)
    } ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms   max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`,
  );
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
  console.log(
    `per reply, first socket         median ${median(firstDelays).toFixed(1).padStart(6)} ms   last socket median ${
      median(lastDelays).toFixed(1).padStart(6)
    } ms`,
  );
  console.log(
    `deliveries ${delays.length} of ${expected}${incomplete ? ` (${incomplete} replies missed sockets)` : ""}   ` +
      `p99 < ${targetP99Ms} ms: ${
        percentile(sorted, 0.99) < targetP99Ms && delays.length === expected ? "met" : "MISSED"
      }`,
  );
}

if (import.meta.main) {
  await runForumFanoutBench();
  Deno.exit(0);
}
