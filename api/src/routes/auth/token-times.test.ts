import { afterAll, beforeAll, expect, test } from "vitest";
import { SignJWT } from "jose";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { io } from "socket.io-client";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

/** A token signed with the server's own key, as only this server (or someone holding its key) could make. */
function signWithServerKey(userId: string, iat: number, exp: number) {
  const secret = new TextEncoder().encode(readFileSync(join(server.dir, "jwt-secret"), "utf8").trim());
  return new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setIssuer("sheetsmith")
    .setIssuedAt(iat).setExpirationTime(exp).sign(secret);
}

const handshakeError = (token: string) =>
  new Promise<string | undefined>((resolve) => {
    const socket = io(server.url, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
    socket.on("connect", () => {
      socket.disconnect();
      resolve(undefined);
    });
    socket.on("connect_error", (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });

test("GET /api/user and the socket handshake refuse a token issued ahead of the clock or living longer than issued", async () => {
  const { id } = await signUpUser(server);
  const now = Math.floor(Date.now() / 1000);
  const week = 7 * 24 * 3600;
  const ahead = await signWithServerKey(id, now + 3600, now + 7200);
  const overlong = await signWithServerKey(id, now - 60, now + 365 * 24 * 3600);
  for (const token of [ahead, overlong]) {
    await expectError(await server.call("/api/user", { token }), 401, messages.tokenInvalid);
    expect(await handshakeError(token)).toBe(messages.tokenInvalid);
  }
  // The same user with times the server itself would give is let in both ways.
  const fair = await signWithServerKey(id, now - 60, now - 60 + week);
  expect((await server.call("/api/user", { token: fair })).status).toBe(200);
  expect(await handshakeError(fair)).toBeUndefined();
});
