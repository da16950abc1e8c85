import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../../db/schema/users.ts";
import { messages } from "../../contract/messages.ts";
import { type ClientSocket, collect, connectSocket, signUpWithRole } from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

// What an account loses, its open sockets lose at once: the moderators' pushes carry flag reasons.
type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member;
let someone: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin");
  someone = await signUpWithRole(server);
});
afterAll(() => server.stop());

const second = 1000;
const flagSomeone = () =>
  server.call(`/api/admin/flag-user/${someone.id}`, { token: admin.token, body: { reason: "Posts spam links" } });
const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
/** Flags `someone` and answers how many moderator pushes each socket got within a second. */
const moderatorPushes = async (sockets: ClientSocket[]) =>
  (await collect(sockets, "user:flagged", flagSomeone, second)).map((received) => received.length);

test("a demoted moderator's open socket stops receiving moderator pushes within a second", async () => {
  const moderator = await signUpWithRole(server, "moderator");
  const socket = await connectSocket(server, moderator.token);
  expect(await moderatorPushes([socket])).toEqual([1]);
  const demoted = await server.call(`/api/admin/make-moderator/${moderator.id}`, { method: "PUT", token: admin.token });
  expect(demoted.status).toBe(200);
  expect(await moderatorPushes([socket])).toEqual([0]);
  socket.disconnect();
});

test("a suspended moderator's open socket is cut within a second and gets no moderator pushes", async () => {
  const moderator = await signUpWithRole(server, "moderator");
  const socket = await connectSocket(server, moderator.token);
  const cut = disconnected(socket);
  const suspended = await server.call(`/api/admin/block-user/${moderator.id}`, {
    method: "PUT",
    token: admin.token,
    body: { blocked: true },
  });
  expect(suspended.status).toBe(200);
  const reason = await Promise.race([cut, new Promise((resolve) => setTimeout(resolve, second, "still connected"))]);
  expect(reason).toBe("io server disconnect");
  expect(await moderatorPushes([socket])).toEqual([0]);
});

test("a password change cuts the sockets of older tokens within a second, and the new token's socket stays", async () => {
  const moderator = await signUpWithRole(server, "moderator");
  const [tab, otherDevice] = await Promise.all([
    connectSocket(server, moderator.token),
    connectSocket(server, moderator.token),
  ]);
  const cuts = [disconnected(tab), disconnected(otherDevice)];
  const changed = await server.call("/api/update-password", {
    method: "PUT",
    token: moderator.token,
    body: { currentPassword: moderator.account.password, newPassword: "a brand new password" },
  });
  expect(changed.status).toBe(200);
  const { token } = await changed.json();
  // The changing tab reconnects with the token it was handed, perhaps before the cut is pushed: it must survive.
  const fresh = await connectSocket(server, token);
  const reasons = await Promise.race([
    Promise.all(cuts),
    new Promise((resolve) => setTimeout(resolve, second, "still connected")),
  ]);
  expect(reasons).toEqual(["io server disconnect", "io server disconnect"]);
  expect(await moderatorPushes([tab, otherDevice, fresh])).toEqual([0, 0, 1]);
  expect(fresh.connected).toBe(true);
  // The old token cannot come back.
  await expect(connectSocket(server, moderator.token)).rejects.toThrow(messages.tokenInvalid);

  // A cut that arrives late, after the tab reconnected (through Redis it may), still spares the new token's socket.
  const [{ tokenVersion }] = await server.deps.db.select({ tokenVersion: users.tokenVersion }).from(users)
    .where(eq(users.id, moderator.id));
  server.deps.events.publish("session.voided", { userId: moderator.id, tokenVersion });
  expect(await moderatorPushes([fresh])).toEqual([1]);
  expect(fresh.connected).toBe(true);
  fresh.disconnect();
});

test("a failed password change cuts nothing", async () => {
  const member = await signUpWithRole(server, "moderator");
  const socket = await connectSocket(server, member.token);
  const refused = await server.call("/api/update-password", {
    method: "PUT",
    token: member.token,
    body: { currentPassword: "not the password", newPassword: "a brand new password" },
  });
  expect(refused.status).toBe(400);
  expect(await moderatorPushes([socket])).toEqual([1]);
  expect(socket.connected).toBe(true);
  socket.disconnect();
});
