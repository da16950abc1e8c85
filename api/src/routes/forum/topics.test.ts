import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema/users.ts";
import type { ForumTopic } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { listCategories, postReply, postTopic, recordEvents, signUpAs } from "./forum-fixtures.ts";

let server: TestServer;
let member: { token: string; id: string };
let general: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  member = await signUpUser(server, { name: "Ada Member" });
  general = (await listCategories(server))[0]._id;
});
afterAll(() => server.stop());

describe("creating topics", () => {
  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`POST ${path} creates a topic and answers 201 with data._id in the spec's shape`, async () => {
      const response = await server.call(path, {
        token: member.token,
        body: { title: "  VLOOKUP across sheets  ", content: "How do I look up **Sheet2**?", category: general },
      });
      expect(response.status).toBe(201);
      const { success, data } = await response.json();
      expect(success).toBe(true);
      expect(data).toEqual({
        _id: expect.any(String),
        title: "VLOOKUP across sheets",
        content: "How do I look up **Sheet2**?",
        author: { _id: member.id, id: member.id, name: "Ada Member" },
        category: general,
        views: 0,
        repliesCount: 0,
        lastPostAt: data.createdAt,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });
  }

  test("POST /api/forum/topics publishes topic.created with the answered topic", async () => {
    const events = recordEvents(server, "topic.created");
    const topic = await postTopic(server, member.token, { title: "Event topic" });
    events.stop();
    expect(events.seen).toEqual([{ topic }]);
  });

  test("POST /api/forum/topics refuses visitors with 401 and suspended users with 403", async () => {
    const body = { title: "Hello there", content: "Body", category: general };
    await expectError(await server.call("/api/forum/topics", { body }), 401, messages.authRequired);
    const suspended = await signUpUser(server);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, suspended.id));
    await expectError(
      await server.call("/forum/topics", { body, token: suspended.token }),
      403,
      messages.accountSuspended,
    );
  });

  test("POST /api/forum/topics answers the spec's and contract's texts for bad bodies", async () => {
    const send = (body: unknown) => server.call("/api/forum/topics", { body, token: member.token });
    const valid = { title: "A fine title", content: "Some content", category: general };
    await expectError(await send({ ...valid, title: "" }), 400, forumMessages.fillAllFields);
    await expectError(await send({ ...valid, content: "   " }), 400, forumMessages.fillAllFields);
    await expectError(await send({ title: valid.title, content: valid.content }), 400, forumMessages.fillAllFields);
    await expectError(await send({ ...valid, title: "ab" }), 400, forumMessages.titleLength);
    await expectError(await send({ ...valid, title: "x".repeat(201) }), 400, forumMessages.titleLength);
    await expectError(await send({ ...valid, content: "x".repeat(20_001) }), 400, forumMessages.contentTooLong);
    await expectError(await send({ ...valid, category: "no-such-category" }), 400, forumMessages.categoryUnknown);
    await expectError(await send({ ...valid, title: 123 }), 400, forumMessages.fillAllFields);
    expect((await send({ ...valid, content: "x".repeat(20_000) })).status).toBe(201);
  });

  test("POST /api/forum/topics refuses profanity in the title or content, l33t spellings included", async () => {
    const send = (body: unknown) => server.call("/api/forum/topics", { body, token: member.token });
    const valid = { title: "A fine title", content: "Some content", category: general };
    await expectError(await send({ ...valid, title: "This shit formula" }), 400, forumMessages.topicLanguage);
    await expectError(await send({ ...valid, content: "what the fuuuck is #N/A" }), 400, forumMessages.topicLanguage);
    await expectError(await send({ ...valid, content: "sh1t, it broke" }), 400, forumMessages.topicLanguage);
    expect((await send({ ...valid, title: "Scunthorpe sales by class" })).status).toBe(201);
  });
});

describe("listing topics", () => {
  let listServer: TestServer;
  let author: { token: string; id: string };
  let other: { token: string; id: string };
  let categories: string[];
  const titles: string[] = [];
  beforeAll(async () => {
    listServer = await startTestServer({ RATE_LIMIT: "off" });
    author = await signUpUser(listServer);
    other = await signUpUser(listServer);
    categories = (await listCategories(listServer)).map((category) => category._id);
    // 23 topics: every third by `other`, alternating between the first two categories.
    for (let index = 0; index < 23; index += 1) {
      const title = `Topic number ${index}`;
      titles.push(title);
      await postTopic(listServer, index % 3 === 0 ? other.token : author.token, {
        title,
        category: categories[index % 2],
      });
    }
  });
  afterAll(() => listServer.stop());

  const page = async (query: string, path = "/api/forum/topics") => {
    const response = await listServer.call(`${path}${query}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    return body.data as { docs: ForumTopic[]; page: number; totalPages: number };
  };

  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`GET ${path} pages by 10, newest activity first`, async () => {
      const first = await page("?page=1&limit=10", path);
      expect(first.page).toBe(1);
      expect(first.totalPages).toBe(3);
      expect(first.docs.map((topic) => topic.title)).toEqual(titles.slice(13).reverse());
      const third = await page("?page=3&limit=10", path);
      expect(third.docs.map((topic) => topic.title)).toEqual(titles.slice(0, 3).reverse());
    });
  }

  test("GET /api/forum/topics defaults to page 1 of 10 and clamps page and limit", async () => {
    expect((await page("")).docs).toHaveLength(10);
    expect(await page("?page=0")).toMatchObject({ page: 1, totalPages: 3 });
    expect(await page("?page=-4")).toMatchObject({ page: 1 });
    // Past the end answers the last page, and says so.
    const past = await page("?page=99");
    expect(past).toMatchObject({ page: 3, totalPages: 3 });
    expect(past.docs).toHaveLength(3);
    expect((await page("?limit=1000")).docs).toHaveLength(23);
    expect(await page("?limit=0")).toMatchObject({ totalPages: 23 });
    expect(await page(`?page=${Number.MAX_SAFE_INTEGER}&limit=50`)).toMatchObject({ page: 1, totalPages: 1 });
  });

  test("GET /api/forum/topics refuses pages that are not whole numbers with 400", async () => {
    await expectError(await listServer.call("/api/forum/topics?page=abc"), 400, forumMessages.pageInvalid);
    await expectError(await listServer.call("/api/forum/topics?page=1.5"), 400, forumMessages.pageInvalid);
    await expectError(await listServer.call("/forum/topics?limit=ten"), 400, forumMessages.pageInvalid);
    await expectError(await listServer.call("/forum/topics?page=1e300"), 400, forumMessages.pageInvalid);
  });

  test("GET /api/forum/topics moves a topic to the front when it gets a reply", async () => {
    const oldest = (await page("?page=3")).docs.at(-1)!;
    await postReply(listServer, author.token, oldest._id, "Bumping this");
    expect((await page("")).docs[0]._id).toBe(oldest._id);
  });

  test("GET /api/forum/topics filters by category and by author, alone and together", async () => {
    const inFirst = await page(`?categoryId=${categories[0]}&limit=50`);
    expect(inFirst.docs).toHaveLength(12);
    expect(inFirst.docs.every((topic) => topic.category === categories[0])).toBe(true);
    const byOther = await page(`?authorId=${other.id}&limit=50`);
    expect(byOther.docs).toHaveLength(8);
    expect(byOther.docs.every((topic) => topic.author.id === other.id)).toBe(true);
    const both = await page(`?authorId=${other.id}&categoryId=${categories[1]}`);
    // Indexes 3, 9, 15, 21 are by `other` and odd, so in the second category.
    expect(both.docs.map((topic) => topic.title).sort()).toEqual(
      ["Topic number 15", "Topic number 21", "Topic number 3", "Topic number 9"],
    );
    expect(both).toMatchObject({ page: 1, totalPages: 1 });
  });

  test("GET /api/forum/topics answers an empty page 1 of 1 for unknown categories and authors", async () => {
    expect(await page("?categoryId=nope")).toEqual({ docs: [], page: 1, totalPages: 1 });
    expect(await page(`?authorId=${crypto.randomUUID()}&page=5`)).toEqual({ docs: [], page: 1, totalPages: 1 });
    await expectError(
      await listServer.call(`/api/forum/topics?categoryId=${"x".repeat(65)}`),
      400,
      forumMessages.idInvalid,
    );
  });
});

describe("reading a topic", () => {
  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`GET ${path}/:id answers the topic and its replies oldest first, to visitors too`, async () => {
      const topic = await postTopic(server, member.token, { title: "Read me" });
      const replier = await signUpUser(server, { name: "Bob Replier" });
      const first = await postReply(server, replier.token, topic._id, "First answer");
      const second = await postReply(server, member.token, topic._id, "Second answer");
      const response = await server.call(`${path}/${topic._id}`);
      expect(response.status).toBe(200);
      const { success, data } = await response.json();
      expect(success).toBe(true);
      expect(data.topic).toEqual({ ...topic, views: 1, repliesCount: 2, lastPostAt: second.createdAt });
      expect(data.posts).toEqual([first, second]);
      expect(first).toEqual({
        _id: expect.any(String),
        topicId: topic._id,
        content: "First answer",
        createdAt: expect.any(String),
        author: { _id: replier.id, id: replier.id, name: "Bob Replier" },
      });
    });
  }

  test("GET /api/forum/topics/:id answers 404 for unknown or odd ids, never 5xx", async () => {
    for (const id of ["nope", crypto.randomUUID(), "x".repeat(500), "%27%20OR%201%3D1", "%E2%9C%93"]) {
      await expectError(await server.call(`/api/forum/topics/${id}`), 404, forumMessages.topicNotFound);
    }
    await expectError(await server.call("/forum/topics/nope"), 404, forumMessages.topicNotFound);
  });

  test("GET /api/forum/topics/:id reads as a visitor with a bad or suspended token rather than failing", async () => {
    const topic = await postTopic(server, member.token);
    expect((await server.call(`/api/forum/topics/${topic._id}`, { token: "garbage" })).status).toBe(200);
    const suspended = await signUpUser(server);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, suspended.id));
    expect((await server.call(`/api/forum/topics/${topic._id}`, { token: suspended.token })).status).toBe(200);
  });

  test("GET /forum and GET /forum/topic/:id still serve the SPA to browsers", async () => {
    const topic = await postTopic(server, member.token);
    for (const path of ["/forum", "/forum/new-topic", `/forum/topic/${topic._id}`]) {
      const response = await server.call(path, { headers: { accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

describe("deleting topics", () => {
  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`DELETE ${path}/:id lets moderators and superadmins delete, with their replies, and publishes topic.deleted`, async () => {
      for (const role of ["moderator", "superadmin"] as const) {
        const { token } = await signUpAs(server, role);
        const topic = await postTopic(server, member.token);
        await postReply(server, member.token, topic._id, "A reply that goes too");
        const events = recordEvents(server, "topic.deleted");
        const response = await server.call(`${path}/${topic._id}`, { method: "DELETE", token });
        events.stop();
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ success: true });
        expect(events.seen).toEqual([{ topicId: topic._id }]);
        await expectError(await server.call(`/api/forum/topics/${topic._id}`), 404, forumMessages.topicNotFound);
      }
    });
  }

  test("DELETE /api/forum/topics/:id refuses visitors with 401 and users, the author included, with 403", async () => {
    const topic = await postTopic(server, member.token);
    const remove = (token?: string) => server.call(`/api/forum/topics/${topic._id}`, { method: "DELETE", token });
    await expectError(await remove(), 401, messages.authRequired);
    await expectError(await remove(member.token), 403, messages.forbidden);
    await expectError(await remove((await signUpUser(server)).token), 403, messages.forbidden);
    expect((await server.call(`/api/forum/topics/${topic._id}`)).status).toBe(200);
  });

  test("DELETE /api/forum/topics/:id answers 404 for an unknown topic", async () => {
    const { token } = await signUpAs(server, "moderator");
    await expectError(
      await server.call("/api/forum/topics/nope", { method: "DELETE", token }),
      404,
      forumMessages.topicNotFound,
    );
  });
});

test("GET /api/forum/topics shows a new topic at once, although pages are cached", async () => {
  const { token } = await signUpUser(server);
  const [category] = (await (await server.call("/api/forum/categories")).json()).data;
  const before = await (await server.call("/api/forum/topics?page=1")).json();
  const created = await server.call("/api/forum/topics", {
    token,
    body: { title: "Cached list check", content: "Does the list update?", category: category._id },
  });
  const { data: topic } = await created.json();
  const after = await (await server.call("/api/forum/topics?page=1")).json();
  expect(after.data.docs[0]._id).toBe(topic._id);
  expect(after.data.docs.map((doc: { _id: string }) => doc._id)).not.toEqual(
    before.data.docs.map((doc: { _id: string }) => doc._id),
  );
});
