import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { messages } from "../../contract/messages.ts";
import { rooms } from "../../contract/socket-events.ts";
import { connectSocket, nextEvent, signUpWithRole } from "../../test/forum-sockets.ts";
import { type RedisServer, startRedisServer } from "../../test/redis-server.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

// Two instances as compose.yaml runs them: one database, one signing key, Socket.IO joined through Redis.
let redis: RedisServer;
let first: TestServer;
let second: TestServer;
const shared = mkdtempSync(join(tmpdir(), "sheetsmith-shared-"));
beforeAll(async () => {
  redis = await startRedisServer();
  const settings = {
    REDIS_URL: redis.url,
    RATE_LIMIT: "off",
    DATABASE_URL: `file:${join(shared, "shared.db")}`,
    JWT_SECRET: "a-test-signing-key-shared-by-both-instances",
  };
  first = await startTestServer(settings);
  second = await startTestServer(settings);
});
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
  await redis.stop();
  rmSync(shared, { recursive: true, force: true });
});

test("a suspension made on one instance tells and cuts the person's sockets on the other", async () => {
  const admin = await signUpWithRole(first, "superadmin");
  const member = await signUpWithRole(first);
  const socket = await connectSocket(second, member.token);
  const told = nextEvent(socket, "user:suspended");
  const cut = new Promise((resolve) => socket.once("disconnect", resolve));
  const response = await first.call(`/api/admin/block-user/${member.id}`, {
    method: "PUT",
    token: admin.token,
    body: { blocked: true },
  });
  expect(response.status).toBe(200);
  expect(await told).toEqual({ message: messages.accountSuspended });
  expect(await cut).toBe("io server disconnect");
  await expect(connectSocket(second, member.token)).rejects.toThrow(messages.accountSuspended);
});

test("a role change made on one instance moves the person's sockets on the other into and out of moderators", async () => {
  const admin = await signUpWithRole(first, "superadmin");
  const member = await signUpWithRole(first);
  const socket = await connectSocket(second, member.token);
  const inModerators = async () =>
    (await second.io.in(rooms.moderators).fetchSockets()).some((remote) => remote.data.user?.id === member.id);
  expect(await inModerators()).toBe(false);

  const granted = nextEvent(socket, "user:role");
  await first.call(`/api/admin/make-moderator/${member.id}`, { method: "PUT", token: admin.token });
  expect(await granted).toEqual({ role: "moderator" });
  expect(await inModerators()).toBe(true);

  const removed = nextEvent(socket, "user:role");
  await first.call(`/api/admin/make-moderator/${member.id}`, { method: "PUT", token: admin.token });
  expect(await removed).toEqual({ role: "user" });
  expect(await inModerators()).toBe(false);
  socket.disconnect();
});

test("a password change made on one instance cuts the person's older sockets on the other, not the new one", async () => {
  const member = await signUpWithRole(first);
  const old = await connectSocket(second, member.token);
  const cut = new Promise((resolve) => old.once("disconnect", resolve));
  const changed = await first.call("/api/update-password", {
    method: "PUT",
    token: member.token,
    body: { currentPassword: member.account.password, newPassword: "a brand new password" },
  });
  const fresh = await connectSocket(second, (await changed.json()).token);
  expect(await cut).toBe("io server disconnect");
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(fresh.connected).toBe(true);
  fresh.disconnect();
});
