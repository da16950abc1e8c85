import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { forumTopicViews } from "../../../../db/schema/forum.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { postTopic, recordEvents } from "./forum-fixtures.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

const views = async (topicId: string, token?: string, path = "/api/forum/topics") =>
  (await (await server.call(`${path}/${topicId}`, { token })).json()).data.topic.views as number;

describe("topic views", () => {
  test("GET /api/forum/topics/:id counts a view once per viewer per hour: each user, and visitors by address", async () => {
    const author = await signUpUser(server);
    const reader = await signUpUser(server);
    const topic = await postTopic(server, author.token);

    expect(await views(topic._id, author.token)).toBe(1);
    expect(await views(topic._id, author.token, "/forum/topics")).toBe(1);
    expect(await views(topic._id, reader.token)).toBe(2);
    expect(await views(topic._id, reader.token)).toBe(2);
    expect(await views(topic._id)).toBe(3);
    expect(await views(topic._id, undefined, "/forum/topics")).toBe(3);
    // The list shows the same count.
    const { data } = await (await server.call(`/api/forum/topics?authorId=${author.id}`)).json();
    expect(data.docs[0].views).toBe(3);
  });

  test("GET /api/forum/topics/:id counts the same viewer again once the hour has passed", async () => {
    const reader = await signUpUser(server);
    const topic = await postTopic(server, reader.token);
    expect(await views(topic._id, reader.token)).toBe(1);
    await server.deps.db.update(forumTopicViews)
      .set({ viewedAt: sql`${forumTopicViews.viewedAt} - ${60 * 60 * 1000}` })
      .where(and(eq(forumTopicViews.topicId, topic._id), eq(forumTopicViews.viewer, `user:${reader.id}`)));
    expect(await views(topic._id, reader.token)).toBe(2);
    expect(await views(topic._id, reader.token)).toBe(2);
  });

  test("GET /api/forum/topics/:id counts concurrent first views by one viewer once", async () => {
    const reader = await signUpUser(server);
    const topic = await postTopic(server, reader.token);
    await Promise.all(
      Array.from({ length: 8 }, () => server.call(`/api/forum/topics/${topic._id}`, { token: reader.token })),
    );
    expect(await views(topic._id, reader.token)).toBe(1);
  });

  test("GET /api/forum/topics/:id publishes topic.updated when, and only when, a view is counted", async () => {
    const reader = await signUpUser(server);
    const topic = await postTopic(server, reader.token);
    const events = recordEvents(server, "topic.updated");
    await views(topic._id, reader.token);
    await views(topic._id, reader.token);
    events.stop();
    expect(events.seen).toEqual([{ topicId: topic._id, repliesCount: 0, views: 1, lastPostAt: topic.lastPostAt }]);
  });

  test("GET /api/forum/topics/:id counts visitors at different addresses separately", async () => {
    const proxied = await startTestServer({ RATE_LIMIT: "off", TRUST_PROXY: "1" });
    try {
      const author = await signUpUser(proxied);
      const topic = await postTopic(proxied, author.token);
      const visit = async (address: string) =>
        (await (await proxied.call(`/forum/topics/${topic._id}`, { headers: { "x-forwarded-for": address } })).json())
          .data.topic.views;
      expect(await visit("203.0.113.7")).toBe(1);
      expect(await visit("203.0.113.7")).toBe(1);
      expect(await visit("198.51.100.2")).toBe(2);
    } finally {
      await proxied.stop();
    }
  });
});
