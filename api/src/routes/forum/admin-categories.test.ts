import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { listCategories, postTopic, signUpAs } from "./forum-fixtures.ts";

let server: TestServer;
let superadmin: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  superadmin = (await signUpAs(server, "superadmin")).token;
});
afterAll(() => server.stop());

const create = (body: unknown, token?: string) => server.call("/api/admin/forum-categories", { body, token });

describe("admin forum categories", () => {
  test("POST /api/admin/forum-categories creates a category for a superadmin, listed and usable for topics", async () => {
    const response = await create(
      { name: "Power Query", slug: "Power-Query", description: "M and queries" },
      superadmin,
    );
    expect(response.status).toBe(201);
    const { success, data } = await response.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      _id: expect.any(String),
      name: "Power Query",
      slug: "power-query",
      description: "M and queries",
    });
    expect((await listCategories(server)).at(-1)).toEqual(data);
    const topic = await postTopic(server, superadmin, { category: data._id });
    expect(topic.category).toBe(data._id);
  });

  test("POST /api/admin/forum-categories takes the description as optional", async () => {
    const response = await create({ name: "Pivots", slug: "pivots" }, superadmin);
    expect(response.status).toBe(201);
    expect((await response.json()).data.description).toBe("");
  });

  test("POST /api/admin/forum-categories refuses a taken slug with 409, defaults included", async () => {
    await expectError(
      await create({ name: "Another General", slug: "general" }, superadmin),
      409,
      forumMessages.slugTaken,
    );
    expect((await create({ name: "Lambda", slug: "lambda" }, superadmin)).status).toBe(201);
    await expectError(await create({ name: "Lambda again", slug: "LAMBDA" }, superadmin), 409, forumMessages.slugTaken);
  });

  test("POST /api/admin/forum-categories refuses anyone but a superadmin", async () => {
    const body = { name: "Secret", slug: "secret" };
    await expectError(await create(body), 401, messages.authRequired);
    await expectError(await create(body, (await signUpUser(server)).token), 403, messages.forbidden);
    await expectError(await create(body, (await signUpAs(server, "moderator")).token), 403, messages.forbidden);
    expect((await listCategories(server)).some((category) => category.slug === "secret")).toBe(false);
  });

  test("POST /api/admin/forum-categories answers the contract's texts for bad bodies", async () => {
    await expectError(await create({ slug: "no-name" }, superadmin), 400, forumMessages.categoryNameRequired);
    await expectError(await create({ name: "  ", slug: "blank" }, superadmin), 400, forumMessages.categoryNameRequired);
    await expectError(
      await create({ name: "Bad slug", slug: "two  words" }, superadmin),
      400,
      forumMessages.slugInvalid,
    );
    await expectError(await create({ name: "No slug" }, superadmin), 400, forumMessages.slugInvalid);
    await expectError(
      await create({ name: "Long", slug: "long", description: "x".repeat(301) }, superadmin),
      400,
      forumMessages.categoryDescriptionTooLong,
    );
    await expectError(await create([1], superadmin), 400, messages.bodyMustBeObject);
  });
});
