import { afterAll, beforeAll, expect, test } from "vitest";
import type { ForumCategory } from "../../contract/forum.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  nextEvent,
  roomRequest,
  signUpWithRole,
} from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

// The whole path through the forum's REST routes: service → domain event → realtime → the right sockets.
type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let author: Member, reader: Member, moderator: Member;
let readerSocket: ClientSocket, elsewhere: ClientSocket, readerMention: ClientSocket;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  author = await signUpWithRole(server, "user", "Author");
  reader = await signUpWithRole(server, "user", "Reader Person");
  moderator = await signUpWithRole(server, "moderator");
  readerSocket = await connectSocket(server);
  elsewhere = await connectSocket(server);
  readerMention = await connectSocket(server, reader.token);
  const categories = await (await server.call("/api/forum/categories")).json() as { data: ForumCategory[] };
  categoryId = categories.data[0]._id;
});
afterAll(async () => {
  [readerSocket, elsewhere, readerMention].forEach((socket) => socket.disconnect());
  await server.stop();
});

async function createTopic() {
  const response = await server.call("/api/forum/topics", {
    token: author.token,
    body: { title: "Live topic", content: "Watch this space", category: categoryId },
  });
  expect(response.status).toBe(201);
  return (await response.json() as { data: { _id: string } }).data._id;
}

test("POST /api/forum/topics pushes topic:created to every socket", async () => {
  const received = await collect([readerSocket, elsewhere], "topic:created", createTopic);
  expect(received.map((list) => list.length)).toEqual([1, 1]);
  expect(received[0][0]).toMatchObject({ title: "Live topic", author: { name: "Author" } });
});

test("POST /api/forum/topics/:id/posts pushes post:created to the topic's room only, with a @mention notified", async () => {
  const topicId = await createTopic();
  expect(await roomRequest(readerSocket, "topic:join", { topicId })).toEqual({ ok: true });
  const mention = nextEvent(readerMention, "notification");
  const received = await collect([readerSocket, elsewhere], "post:created", async () => {
    const response = await server.call(`/api/forum/topics/${topicId}/posts`, {
      token: author.token,
      body: { content: "Live reply for @reader person" },
    });
    expect(response.status).toBe(201);
  });
  expect(received[1]).toEqual([]);
  expect(received[0]).toEqual([
    { topicId, post: expect.objectContaining({ topicId, content: "Live reply for @reader person" }) },
  ]);
  expect(await mention).toMatchObject({ topicId, fromUser: { id: author.id, name: "Author" } });
});

test("DELETE /api/forum/posts/:postId and /api/forum/topics/:id push post:deleted and topic:deleted", async () => {
  const topicId = await createTopic();
  expect(await roomRequest(readerSocket, "topic:join", { topicId })).toEqual({ ok: true });
  const created = nextEvent(readerSocket, "post:created");
  await server.call(`/api/forum/topics/${topicId}/posts`, { token: author.token, body: { content: "Soon gone" } });
  const postId = (await created).post._id;

  const postGone = await collect([readerSocket, elsewhere], "post:deleted", async () => {
    const response = await server.call(`/api/forum/posts/${postId}`, { method: "DELETE", token: moderator.token });
    expect(response.status).toBe(200);
  });
  expect(postGone).toEqual([[{ topicId, postId }], []]);

  const topicGone = await collect([readerSocket, elsewhere], "topic:deleted", async () => {
    const response = await server.call(`/api/forum/topics/${topicId}`, { method: "DELETE", token: moderator.token });
    expect(response.status).toBe(200);
  });
  expect(topicGone).toEqual([[{ topicId }], [{ topicId }]]);
});
