import { afterAll, beforeAll, expect, test } from "vitest";
import { connectSocket } from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { createTokenBucket, defaultFloodLimits } from "./flood-guard.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

test("token bucket: spends its burst, then allows the refill rate", () => {
  let now = 0;
  const bucket = createTokenBucket({ burst: 3, perSecond: 2 }, () => now);
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  now = 500;
  expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  now = 10_000;
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
});

test("a socket that sends events faster than the flood limit is disconnected", async () => {
  const socket = await connectSocket(server);
  const closed = new Promise<string>((resolve) => socket.on("disconnect", resolve));
  for (let i = 0; i < defaultFloodLimits.burst * 5; i += 1) socket.emit("topic:leave", { topicId: "t" });
  expect(await closed).toBe("io server disconnect");
  expect(server.io.sockets.sockets.size).toBe(0);
});

test("a socket that keeps to a steady pace under the limit stays connected", async () => {
  const socket = await connectSocket(server);
  let disconnected = false;
  socket.on("disconnect", () => disconnected = true);
  // More than the burst in all, at about 60 % of the sustained rate, so only the refill lets it through.
  for (let i = 0; i < defaultFloodLimits.burst * 1.5; i += 1) {
    socket.emit("topic:leave", { topicId: "t" });
    await new Promise((resolve) => setTimeout(resolve, 1000 / (defaultFloodLimits.perSecond * 0.6)));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(disconnected).toBe(false);
  socket.disconnect();
});
