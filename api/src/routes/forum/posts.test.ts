import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { postReply, postTopic, recordEvents, signUpAs } from "./forum-fixtures.ts";

let server: TestServer;
let member: { token: string; id: string };
let moderator: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  member = await signUpUser(server, { name: "Rita Replier" });
  moderator = (await signUpAs(server, "moderator")).token;
});
afterAll(() => server.stop());

const readTopic = async (id: string) => (await (await server.call(`/api/forum/topics/${id}`)).json()).data;

describe("replying", () => {
  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`POST ${path}/:id/posts adds a reply, answers 201 with it and moves the topic's counters`, async () => {
      const topic = await postTopic(server, member.token);
      const response = await server.call(`${path}/${topic._id}/posts`, {
        token: member.token,
        body: { content: "  Use =SUM(B2:B50)  " },
      });
      expect(response.status).toBe(201);
      const { success, data } = await response.json();
      expect(success).toBe(true);
      expect(data).toEqual({
        _id: expect.any(String),
        topicId: topic._id,
        content: "Use =SUM(B2:B50)",
        createdAt: expect.any(String),
        author: { _id: member.id, id: member.id, name: "Rita Replier" },
      });
      const read = await readTopic(topic._id);
      expect(read.topic).toMatchObject({ repliesCount: 1, lastPostAt: data.createdAt });
      expect(read.posts).toEqual([data]);
    });
  }

  test("POST /api/forum/topics/:id/posts publishes reply.created and topic.updated", async () => {
    const topic = await postTopic(server, member.token);
    const replies = recordEvents(server, "reply.created");
    const updates = recordEvents(server, "topic.updated");
    const post = await postReply(server, member.token, topic._id, "An answer");
    replies.stop();
    updates.stop();
    expect(replies.seen).toEqual([{ topicId: topic._id, post }]);
    expect(updates.seen).toEqual([{ topicId: topic._id, repliesCount: 1, views: 0, lastPostAt: post.createdAt }]);
  });

  test("POST /api/forum/topics/:id/posts answers the spec's texts for empty, long and rude replies", async () => {
    const topic = await postTopic(server, member.token);
    const send = (body: unknown) => server.call(`/api/forum/topics/${topic._id}/posts`, { token: member.token, body });
    await expectError(await send({ content: "   " }), 400, forumMessages.replyEmpty);
    await expectError(await send({}), 400, forumMessages.replyEmpty);
    await expectError(await send({ content: "x".repeat(10_001) }), 400, forumMessages.replyTooLong);
    await expectError(await send({ content: "you are a f*cking genius" }), 400, forumMessages.replyLanguage);
    await expectError(await send({ content: "b1tch please" }), 400, forumMessages.replyLanguage);
    expect((await send({ content: "x".repeat(10_000) })).status).toBe(201);
    expect((await readTopic(topic._id)).topic.repliesCount).toBe(1);
  });

  test("POST /api/forum/topics/:id/posts answers 404 for an unknown topic, 401 to visitors", async () => {
    await expectError(
      await server.call("/api/forum/topics/nope/posts", { token: member.token, body: { content: "Hello" } }),
      404,
      forumMessages.topicNotFound,
    );
    const topic = await postTopic(server, member.token);
    await expectError(
      await server.call(`/forum/topics/${topic._id}/posts`, { body: { content: "Hello" } }),
      401,
      messages.authRequired,
    );
  });

  test("POST /api/forum/topics/:id/posts counts every one of many concurrent replies", async () => {
    const topic = await postTopic(server, member.token);
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => postReply(server, member.token, topic._id, `Reply ${index}`)),
    );
    const read = await readTopic(topic._id);
    expect(read.topic.repliesCount).toBe(10);
    expect(read.posts).toHaveLength(10);
  });
});

describe("deleting replies", () => {
  for (const path of ["/forum/posts", "/api/forum/posts"]) {
    test(`DELETE ${path}/:postId removes a reply, recounts the topic and publishes post.deleted and topic.updated`, async () => {
      const topic = await postTopic(server, member.token);
      const first = await postReply(server, member.token, topic._id, "First");
      const last = await postReply(server, member.token, topic._id, "Last");
      const deletions = recordEvents(server, "post.deleted");
      const updates = recordEvents(server, "topic.updated");
      const response = await server.call(`${path}/${last._id}`, { method: "DELETE", token: moderator });
      deletions.stop();
      updates.stop();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(deletions.seen).toEqual([{ topicId: topic._id, postId: last._id }]);
      expect(updates.seen).toEqual([{ topicId: topic._id, repliesCount: 1, views: 0, lastPostAt: first.createdAt }]);
      const read = await readTopic(topic._id);
      expect(read.posts).toEqual([first]);
      expect(read.topic).toMatchObject({ repliesCount: 1, lastPostAt: first.createdAt });
    });
  }

  test("DELETE /api/forum/posts/:postId of the only reply takes last activity back to the topic's creation", async () => {
    const topic = await postTopic(server, member.token);
    const only = await postReply(server, member.token, topic._id, "Only");
    const { token } = await signUpAs(server, "superadmin");
    expect((await server.call(`/api/forum/posts/${only._id}`, { method: "DELETE", token })).status).toBe(200);
    expect((await readTopic(topic._id)).topic).toMatchObject({ repliesCount: 0, lastPostAt: topic.createdAt });
  });

  test("DELETE /api/forum/posts/:postId refuses visitors with 401 and users, the author included, with 403", async () => {
    const topic = await postTopic(server, member.token);
    const post = await postReply(server, member.token, topic._id, "Mine");
    const remove = (token?: string) => server.call(`/api/forum/posts/${post._id}`, { method: "DELETE", token });
    await expectError(await remove(), 401, messages.authRequired);
    await expectError(await remove(member.token), 403, messages.forbidden);
    expect((await readTopic(topic._id)).posts).toHaveLength(1);
  });

  test("DELETE /api/forum/posts/:postId answers 404 for an unknown post", async () => {
    await expectError(
      await server.call("/api/forum/posts/nope", { method: "DELETE", token: moderator }),
      404,
      forumMessages.postNotFound,
    );
    await expectError(
      await server.call(`/forum/posts/${crypto.randomUUID()}`, { method: "DELETE", token: moderator }),
      404,
      forumMessages.postNotFound,
    );
  });
});
