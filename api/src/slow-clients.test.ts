import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messages } from "../contract/messages.ts";
import { startTestServer, type TestServer } from "../test/test-server.ts";

let server: TestServer;
const metricsToken = "slow-clients-scraper";
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off", BODY_STALL_SECONDS: "0.5", METRICS_TOKEN: metricsToken });
});
afterAll(() => server.stop());

const formula = JSON.stringify({ formula: "=SUM(A1:A3)", platform: "excel" });

/**
 * Opens a bare TCP connection, writes the request's header block and then `chunks` of its body `gapMs` apart, and
 * answers what the server wrote until it closed the connection, or, with `until: "answered"`, until a whole JSON
 * answer came (a kept-alive connection is then ended by the test).
 */
async function upload(chunks: string[], gapMs: number, contentLength: number, until: "closed" | "answered") {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => received += chunk.toString("latin1"));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    `POST /api/explain-formula HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${contentLength}\r\n\r\n`,
  );
  for (const chunk of chunks) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    if (socket.destroyed) break;
    socket.write(chunk);
  }
  const answered = new Promise<void>((resolve) => {
    const check = () => /\r\n\r\n[\s\S]*\}$/.test(received) ? resolve() : setTimeout(check, 20);
    check();
  });
  await (until === "closed" ? closed : Promise.race([closed, answered]));
  socket.destroy();
  return received;
}

const cutsCounted = async () => {
  const text = await (await server.call("/api/metrics", { token: metricsToken })).text();
  return Number(/^sheetsmith_slow_clients_cut_total\{phase="body"\} (\d+)$/m.exec(text)?.[1] ?? 0);
};

test("POST /api/explain-formula whose body stops arriving is answered 408 with Connection: close, and the cut counted", async () => {
  const before = await cutsCounted();
  const received = await upload([formula.slice(0, 10)], 0, formula.length, "answered");
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(received.toLowerCase()).toContain("connection: close");
  expect(received).toContain(JSON.stringify({ success: false, error: messages.bodyStalled(0.5) }));
  expect(await cutsCounted()).toBe(before + 1);
});

test("POST /api/explain-formula with a slow but steady upload, each byte sooner than the limit, is answered in full", async () => {
  const before = await cutsCounted();
  // Eight pieces 200 ms apart: the whole body takes three times the 0.5 s limit, but no gap reaches it.
  const pieces = Array.from(
    { length: 8 },
    (_, i) => formula.slice((i * formula.length) / 8, ((i + 1) * formula.length) / 8),
  );
  const received = await upload(pieces, 200, formula.length, "answered");
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).toContain('"success":true');
  expect(await cutsCounted()).toBe(before);
});
