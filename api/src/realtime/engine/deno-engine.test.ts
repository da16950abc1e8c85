import { afterAll, beforeAll, expect, test } from "vitest";
import { io, type Socket } from "socket.io-client";
import { messages } from "../../../contract/messages.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

type Transport = "polling" | "websocket";

function connect(transports: Transport[], auth: Record<string, unknown> = {}) {
  const socket = io(server.url, { auth, transports, reconnection: false, forceNew: true });
  return new Promise<{ socket: Socket; error?: Error }>((resolve) => {
    socket.on("connect", () => resolve({ socket }));
    socket.on("connect_error", (error) => resolve({ socket, error }));
  });
}

/** The transport that carries a connected client's session on the server, read through Socket.IO. */
const serverTransport = (socket: Socket) => server.io.sockets.sockets.get(socket.id!)?.conn.transport.name;

/** A user's room gets a push that only that person's sockets see; it crosses whichever transport carries them. */
async function pushReaches(socket: Socket, userId: string) {
  const received = new Promise((resolve) => socket.once("favorite:added" as never, resolve));
  server.io.to(`user:${userId}`).emit("favorite:added", { itemId: "x" } as never);
  return await received;
}

const engineUrl = (query: string) => `${server.url}/socket.io/?${query}`;

test("a signed-in client on long-polling alone connects, joins its rooms and receives pushes", async () => {
  const { id, token } = await signUpUser(server);
  const { socket, error } = await connect(["polling"], { token });
  expect(error).toBeUndefined();
  expect(socket.io.engine.transport.name).toBe("polling");
  expect(serverTransport(socket)).toBe("polling");
  await expect(pushReaches(socket, id)).resolves.toEqual({ itemId: "x" });
  socket.disconnect();
});

test("a client that starts on long-polling upgrades to a WebSocket through the engine and keeps its session", async () => {
  const { id, token } = await signUpUser(server);
  const { socket, error } = await connect(["polling", "websocket"], { token });
  expect(error).toBeUndefined();
  const sid = socket.io.engine.id;
  if (socket.io.engine.transport.name !== "websocket") {
    await new Promise((resolve) => socket.io.engine.once("upgrade", resolve));
  }
  expect(socket.io.engine.id).toBe(sid);
  // The client switches when it sends its upgrade packet; the server, when that packet arrives.
  await expect.poll(() => serverTransport(socket)).toBe("websocket");
  await expect(pushReaches(socket, id)).resolves.toEqual({ itemId: "x" });
  socket.disconnect();
});

test("a WebSocket-only client connects straight through Deno's upgrade", async () => {
  const { id, token } = await signUpUser(server);
  const { socket, error } = await connect(["websocket"], { token });
  expect(error).toBeUndefined();
  expect(serverTransport(socket)).toBe("websocket");
  await expect(pushReaches(socket, id)).resolves.toEqual({ itemId: "x" });
  socket.disconnect();
});

test("a bad token is refused with the REST wording on either transport, and leaves no session behind", async () => {
  const before = server.io.engine.clientsCount;
  for (const transports of [["websocket"], ["polling"], ["polling", "websocket"]] as Transport[][]) {
    const { socket, error } = await connect(transports, { token: "not.a.token" });
    expect(error?.message).toBe(messages.tokenInvalid);
    expect(socket.connected).toBe(false);
    socket.disconnect();
  }
  await expect.poll(() => server.io.engine.clientsCount).toBe(before);
});

test("the engine refuses what is not its protocol with engine.io's codes, as JSON 400s", async () => {
  const cases: [string, RequestInit, number][] = [
    ["EIO=4&transport=carrier-pigeon", {}, 0],
    ["EIO=4&transport=polling&sid=no-such-session", {}, 1],
    ["EIO=4&transport=polling", { method: "POST", body: "4hello" }, 2],
    ["EIO=3&transport=polling", {}, 5],
    ["EIO=4&transport=websocket", {}, 3],
  ];
  for (const [query, init, code] of cases) {
    const response = await fetch(engineUrl(query), init);
    expect(response.status, query).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code });
  }
});

test("a polling POST over the size limit is refused with 413 and closes that session only", async () => {
  const open = await fetch(engineUrl("EIO=4&transport=polling"));
  const { sid } = JSON.parse((await open.text()).slice(1));
  const { socket: other } = await connect(["polling"]);

  const tooLarge = await fetch(engineUrl(`EIO=4&transport=polling&sid=${sid}`), {
    method: "POST",
    body: "4" + "x".repeat(64 * 1024 + 1),
  });
  expect(tooLarge.status).toBe(413);
  await tooLarge.body?.cancel();
  const after = await fetch(engineUrl(`EIO=4&transport=polling&sid=${sid}`));
  expect(after.status).toBe(400);
  await expect(after.json()).resolves.toMatchObject({ code: 1 });
  expect(other.connected).toBe(true);
  other.disconnect();
});

test("a WebSocket message over the size limit closes that socket", async () => {
  const { socket } = await connect(["websocket"]);
  const closed = new Promise((resolve) => socket.once("disconnect", resolve));
  socket.emit("topic:join" as never, "x".repeat(64 * 1024 + 1) as never);
  await expect(closed).resolves.toBe("transport close");
});

test("close() ends polling and WebSocket sessions alike, and the server stops promptly", async () => {
  const own = await startTestServer({ RATE_LIMIT: "off" });
  const clients = await Promise.all(
    [["polling"], ["websocket"]].map((transports) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(own.url, { transports: transports as Transport[], reconnection: false, forceNew: true });
        socket.on("connect", () => resolve(socket));
        socket.on("connect_error", reject);
      })
    ),
  );
  const disconnected = clients.map((socket) => new Promise((resolve) => socket.once("disconnect", resolve)));
  await own.stop();
  await expect(Promise.all(disconnected)).resolves.toHaveLength(2);
});
