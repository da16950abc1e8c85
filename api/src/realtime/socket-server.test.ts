import { afterAll, beforeAll, expect, test } from "vitest";
import { io, type Socket } from "socket.io-client";
import { messages } from "../../contract/messages.ts";
import { signUpUser, startTestServer, type TestServer } from "../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

const connect = (auth: Record<string, unknown>) =>
  new Promise<{ socket: Socket; error?: Error }>((resolve) => {
    const socket = io(server.url, { auth, transports: ["websocket"], reconnection: false, forceNew: true });
    socket.on("connect", () => resolve({ socket }));
    socket.on("connect_error", (error) => resolve({ socket, error }));
  });

test("socket handshake without a token connects anonymously", async () => {
  const { socket, error } = await connect({});
  expect(error).toBeUndefined();
  expect(socket.connected).toBe(true);
  socket.disconnect();
});

test("socket handshake accepts a valid JWT in auth.token", async () => {
  const { token } = await signUpUser(server);
  const { socket, error } = await connect({ token });
  expect(error).toBeUndefined();
  expect(socket.connected).toBe(true);
  socket.disconnect();
});

test("socket handshake refuses a bad or voided token with the REST wording", async () => {
  for (const token of ["garbage", 42]) {
    const { socket, error } = await connect({ token });
    expect(error?.message).toBe(messages.tokenInvalid);
    socket.disconnect();
  }
  const { account, token } = await signUpUser(server);
  await server.call("/api/update-password", {
    method: "PUT",
    token,
    body: { currentPassword: account.password, newPassword: "changed secret" },
  });
  const { socket, error } = await connect({ token });
  expect(error?.message).toBe(messages.tokenInvalid);
  socket.disconnect();
});

test("socket handshake works over HTTP long-polling too", async () => {
  const socket = io(server.url, { transports: ["polling"], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  expect(socket.connected).toBe(true);
  socket.disconnect();
});
