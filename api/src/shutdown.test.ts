import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { streamEvents } from "../contract/generation-stream.ts";
import { type OpenAiStandIn, startOpenAiStandIn } from "../test/openai-stand-in.ts";
import { readSse } from "../test/read-sse.ts";
import { startRedisServer } from "../test/redis-server.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";

let standIn: OpenAiStandIn;
let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  dataDir = mkdtempSync(join(tmpdir(), "sheetsmith-shutdown-"));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(async () => {
  await standIn.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (settings: Record<string, string> = {}) => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    OPENAI_API_KEY: "sk-local-test",
    OPENAI_BASE_URL: standIn.baseURL,
    OPENAI_MODEL: "local-model",
    ...settings,
  });
  return server;
};

const modelFormula = JSON.stringify({
  formula: "=SUM(B2:B50)",
  explanation: "SUM adds every amount in B2:B50.",
  steps: ["Click the cell for the total.", "Type the formula and press Enter."],
  functions: ["SUM"],
});
const request = { description: "sum B2:B50", platform: "excel" };

async function signUp(url: string) {
  const response = await fetch(`${url}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Drained", email: `${crypto.randomUUID()}@example.com`, password: "drain secret" }),
  });
  return (await response.json()).token as string;
}

const generate = (url: string, token: string, accept = "application/json") =>
  fetch(`${url}/api/generate-formula`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, accept },
    body: JSON.stringify(request),
  });

/** Resolves once the stand-in has received `count` requests: the generations are then under way on the server. */
async function modelCalled(count: number) {
  while (standIn.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A connected socket and the reason it is later disconnected with. */
async function connect(url: string, transport: "websocket" | "polling") {
  const socket: Socket = io(url, { transports: [transport], reconnection: false, forceNew: true });
  const disconnected = new Promise<{ reason: string; clean?: boolean }>((resolve) =>
    socket.on("disconnect", (reason, details) => {
      const event = details && "context" in details ? details.context as { wasClean?: boolean } : undefined;
      resolve({ reason, clean: event?.wasClean });
    })
  );
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", resolve);
    socket.on("connect_error", reject);
  });
  return { socket, disconnected };
}

/** Resolves once a new TCP connection to `port` is refused. */
async function refusesConnections(port: number) {
  for (;;) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
    } catch (error) {
      return error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("SIGTERM", () => {
  test("drains: sockets are disconnected, new connections refused, streams and requests under way finish, exit 0", async () => {
    const { url, port, signal, printed, exited, output } = await start();
    const token = await signUp(url);
    const model = Promise.withResolvers<void>();
    standIn.requests.length = 0;
    standIn.script({ content: modelFormula, after: model.promise }, { content: modelFormula, after: model.promise });

    const stream = await generate(url, token, "text/event-stream");
    expect(stream.status).toBe(200);
    const plain = generate(url, token);
    await modelCalled(2);
    const sockets = [await connect(url, "websocket"), await connect(url, "polling")];

    const sentAt = performance.now();
    signal("SIGTERM");
    await printed("SIGTERM received, shutting down");
    const [websocket, polling] = await Promise.all(sockets.map(({ disconnected }) => disconnected));
    // A WebSocket is closed with a close frame; both reasons are ones socket.io-client reconnects after, so clients
    // move to another instance by themselves. A poll the client had not yet re-sent finds the listener closed.
    expect(websocket).toEqual({ reason: "transport close", clean: true });
    expect(["transport close", "transport error"]).toContain(polling.reason);
    expect(await refusesConnections(port)).toBeInstanceOf(Deno.errors.ConnectionRefused);

    // Only now may the model answer: both generations were in flight all along.
    model.resolve();
    const frames = await readSse(stream);
    expect(frames[0].event).toBe(streamEvents.progress);
    expect(frames.at(-1)?.event).toBe(streamEvents.result);
    expect(JSON.parse(frames.at(-1)!.data).data.formula).toBe("=SUM(B2:B50)");
    const answer = await plain;
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.formula).toBe("=SUM(B2:B50)");

    expect((await exited).code).toBe(0);
    expect(performance.now() - sentAt).toBeLessThan(10_000);
    expect(output()).toContain("Sheetsmith stopped");
    expect(output()).not.toContain("cut off");
  });

  test("a request still running at SHUTDOWN_TIMEOUT_SECONDS is cut off and the process exits 0 all the same", async () => {
    const { url, signal, exited, output } = await start({ SHUTDOWN_TIMEOUT_SECONDS: "1" });
    const token = await signUp(url);
    standIn.requests.length = 0;
    // A model that never answers: only the deadline ends this request.
    standIn.script({ content: modelFormula, after: new Promise(() => {}) });
    const stream = await generate(url, token, "text/event-stream");
    await modelCalled(1);

    signal("SIGTERM");
    expect((await exited).code).toBe(0);
    expect(output()).toContain("Requests still running after 1 s are cut off");
    await expect(stream.text()).rejects.toThrow();
  });

  test("with Redis gone, a socket open and a request under way, the process still drains and exits 0", async () => {
    const redis = await startRedisServer();
    try {
      const { url, signal, exited, output } = await start({ REDIS_URL: redis.url });
      const token = await signUp(url);
      const { disconnected } = await connect(url, "websocket");
      await redis.kill();
      const model = Promise.withResolvers<void>();
      standIn.requests.length = 0;
      standIn.script({ content: modelFormula, after: model.promise });
      const plain = generate(url, token);
      await modelCalled(1);

      signal("SIGTERM");
      expect((await disconnected).reason).toBe("transport close");
      model.resolve();
      expect((await plain).status).toBe(200);
      expect((await exited).code).toBe(0);
      expect(output()).toContain("Sheetsmith stopped");
    } finally {
      await redis.stop();
    }
  });
});
