import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { io, type Socket } from "socket.io-client";
import { forumCategories, forumPosts, forumTopics } from "../../db/schema/forum.ts";
import { users } from "../../db/schema/users.ts";
import type { Role } from "../contract/account.ts";
import type { TopicRoomAnswer } from "../contract/forum-events.ts";
import type { ClientToServerEvents, ServerToClientEvents } from "../contract/socket-events.ts";
import { signUpUser, type TestServer } from "./test-server.ts";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;

/** A connected socket.io-client socket, signed in when `token` is given. */
export function connectSocket(server: TestServer, token?: string) {
  return new Promise<ClientSocket>((resolve, reject) => {
    const socket: ClientSocket = io(server.url, {
      auth: token ? { token } : {},
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });
}

/** Signs up a user with `role` (set in the database, as a superadmin would) and answers its id, token and name. */
export async function signUpWithRole(server: TestServer, role: Role = "user", name?: string) {
  const user = await signUpUser(server, name ? { name } : {});
  if (role !== "user") await server.deps.db.update(users).set({ role }).where(eq(users.id, user.id));
  return { ...user, name: user.account.name };
}

/** A topic row written straight to the database, for tests that must not depend on the forum's REST routes. */
export async function insertTopic(server: TestServer, authorId: string, content = "Topic content") {
  const categoryId = crypto.randomUUID();
  await server.deps.db.insert(forumCategories).values({ id: categoryId, name: "Tests", slug: `t-${categoryId}` });
  const id = crypto.randomUUID();
  await server.deps.db.insert(forumTopics).values({
    id,
    title: "A test topic",
    content,
    authorId,
    categoryId,
    lastPostAt: new Date(),
  });
  return id;
}

export async function insertPost(server: TestServer, topicId: string, authorId: string, content: string) {
  const id = crypto.randomUUID();
  await server.deps.db.insert(forumPosts).values({ id, topicId, authorId, content });
  return id;
}

/** The next `name` event's payload on `socket`, or a rejection after `ms`. */
export function nextEvent<Name extends EventName>(socket: ClientSocket, name: Name, ms = 2000) {
  return new Promise<Parameters<ServerToClientEvents[Name]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    const listener = (payload: Parameters<ServerToClientEvents[Name]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    // socket.io-client's typings cannot relate a generic event name to its listener.
    socket.once(name, listener as never);
  });
}

/**
 * Collects every `name` event on the sockets for `ms`: long enough for a push that was sent to arrive over
 * loopback, so an empty list means the socket was not in the room.
 */
export async function collect(sockets: ClientSocket[], name: EventName, run: () => unknown, ms = 150) {
  const received = sockets.map(() => [] as unknown[]);
  const listeners = sockets.map((socket, index) => {
    const listener = (payload: unknown) => received[index].push(payload);
    socket.on(name, listener as never);
    return listener;
  });
  await run();
  await new Promise((resolve) => setTimeout(resolve, ms));
  sockets.forEach((socket, index) => socket.off(name, listeners[index] as never));
  return received;
}

/** Emits `topic:join`/`topic:leave` and answers the server's acknowledgement. */
export function roomRequest(socket: ClientSocket, event: "topic:join" | "topic:leave", request: unknown) {
  return new Promise<TopicRoomAnswer>((resolve) => {
    // Tests send payloads the contract does not allow, to see the server refuse them.
    socket.emit(event, request as { topicId: string }, resolve);
  });
}

export const expectOnlyFirst = (received: unknown[][], payload: unknown) => {
  expect(received[0]).toEqual([payload]);
  for (const other of received.slice(1)) expect(other).toEqual([]);
};
