import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { forumReports, userFlags } from "../../../db/schema/forum.ts";
import { favorites } from "../../../db/schema/favorites.ts";
import type { GenerationKind } from "../../../db/schema/generations.ts";
import { users } from "../../../db/schema/users.ts";
import { createApp } from "../app.ts";
import { mountedRoutes } from "../lib/route-table.ts";
import { insertPost, insertTopic, signUpWithRole } from "../../test/forum-sockets.ts";
import { insertFormulaWithAlternatives, insertHistoryRow } from "../../test/history-fixtures.ts";
import { newAccount, startTestServer, type TestServer } from "../../test/test-server.ts";
import { accessTable, type Caller, callers, expectationFor } from "./access-table.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
type Person = Exclude<Caller, "anonymous">;

/** The request one caller sends to one route; `ok` lists the answers that mean "let through" when not 2xx or 3xx. */
interface Sample {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  ok?: number[];
  /** For a call that must change nothing of the owner's: whether the owner's resource is still as it was. */
  intact?: () => Promise<boolean>;
}

let server: TestServer;
let people: Record<Person, Member>;
let signin: ReturnType<typeof newAccount>;
let categoryId: string;
let topicId: string;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT: "off",
    ADMIN_EMAIL: "root@example.com",
    ADMIN_PASSWORD: "initial superadmin password",
  });
  people = {
    user: await signUpWithRole(server),
    // A superadmin's role would let them through everywhere: suspension alone must stop them.
    suspended: await signUpWithRole(server, "superadmin"),
    moderator: await signUpWithRole(server, "moderator"),
    superadmin: await signUpWithRole(server, "superadmin"),
    other: await signUpWithRole(server),
  };
  await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, people.suspended.id));
  signin = (await signUpWithRole(server)).account;
  categoryId = (await (await server.call("/api/forum/categories")).json()).data[0]._id;
  topicId = await insertTopic(server, people.user.id);
});
afterAll(() => server.stop());

/** A fresh account straight in the database, for calls that change the person they name (block, promote, flag). */
async function freshUser() {
  const id = crypto.randomUUID();
  await server.deps.db.insert(users).values({ id, name: "Subject", email: `${id}@example.com` });
  return id;
}

const ownerItem = (kind: GenerationKind = "formula") => insertHistoryRow(server, people.user.id, kind);

function dataForm() {
  const form = new FormData();
  form.set("description", "total sales per region");
  form.set("clipboardData", "Region\tSales\nNorth\t10\nSouth\t20");
  return form;
}

/** The owner's item: everyone else rating it must hear that it does not exist. */
const rating = (field: string, kind: GenerationKind) => async (): Promise<Sample> => ({
  body: { [field]: (await ownerItem(kind)).id, rating: 4, sessionId: "matrix-session" },
});

/** Valid inputs for every route, keyed as in the access table without the /api prefix, so only the gate decides. */
const samples: Record<string, (caller: Caller) => Promise<Sample> | Sample> = {
  "POST /signup": () => ({ body: newAccount() }),
  "POST /signin": () => ({ body: { email: signin.email, password: signin.password } }),
  // Google is not configured on the test server: both ends answer that, to everyone alike.
  "GET /auth/google": () => ({ ok: [404] }),
  "GET /auth/google/callback": () => ({ query: "state=s&code=c" }),
  "GET /user": () => ({}),
  "PUT /user": () => ({ body: { name: "Renamed Member" } }),
  // A wrong current password keeps every token valid; the 400 comes from behind the gate.
  "PUT /update-password": () => ({
    body: { currentPassword: "not the password", newPassword: "another horse battery" },
    ok: [400],
  }),
  "PUT /update-preferences": () => ({ body: { emailNotifications: true, defaultPlatform: "excel" } }),
  // Public but once: the first call creates the superadmin, every later one hears it exists.
  "POST /admin/init-superadmin": () => ({ ok: [409] }),
  "POST /contact": () => ({ body: { name: "Visitor", email: "visitor@example.com", message: "Hello there" } }),
  "POST /explain-formula": () => ({ body: { formula: "=SUM(A1:A3)", platform: "excel" } }),
  "GET /health": () => ({}),
  "GET /site": () => ({}),
  "GET /metrics": () => ({}),
  "GET /openapi.json": () => ({}),
  "GET /docs": () => ({}),
  "GET /docs/assets/:file": () => ({ params: { file: "reference.js" } }),
  "POST /generate-formula": () => ({ body: { description: "sum of column B", platform: "excel" } }),
  "POST /generate-vba": () => ({ body: { description: "clear column B" } }),
  "POST /rate-formula": rating("formulaId", "formula"),
  "POST /choose-formula-alternative": async () => ({
    body: { formulaId: (await insertFormulaWithAlternatives(server, people.user.id)).id, index: 0 },
  }),
  "POST /rate-vba": rating("vbaId", "vba"),
  "POST /rate-analysis": rating("analysisId", "dataAnalyzer"),
  "POST /rate-chart": rating("chartId", "chartGenerator"),
  "POST /analyze-data": () => ({ form: dataForm(), headers: { "x-content-type": "clipboard" } }),
  "POST /generate-chart": () => ({ form: dataForm(), headers: { "x-content-type": "clipboard" } }),
  "GET /history/:type/:userId": () => ({ params: { type: "formula", userId: people.user.id } }),
  "DELETE /history/:type/:id": async () => {
    const item = await ownerItem("vba");
    return { params: { type: "vba", id: item.id } };
  },
  "GET /favorites": () => ({}),
  "POST /addFavorite": async () => ({ body: { item: { id: (await ownerItem()).id } } }),
  "DELETE /removeFavorite/:id": async () => {
    const item = await ownerItem();
    await server.deps.db.insert(favorites).values({ userId: people.user.id, itemId: item.id, createdAt: new Date() });
    const still = and(eq(favorites.userId, people.user.id), eq(favorites.itemId, item.id));
    return {
      params: { id: item.id },
      intact: async () => (await server.deps.db.select().from(favorites).where(still)).length === 1,
    };
  },
  "GET /notifications": () => ({}),
  "POST /notifications/read": () => ({ body: { ids: [crypto.randomUUID()] } }),
  "GET /users/search": () => ({ query: "q=Tester" }),
  "POST /admin/flag-user/:userId": async () => ({ params: { userId: await freshUser() }, body: { reason: "spam" } }),
  "GET /admin/users": () => ({ query: "page=1&limit=5" }),
  "GET /admin/user-history/:userId": () => ({ params: { userId: people.user.id } }),
  "GET /admin/api-usage": () => ({}),
  "PUT /admin/block-user/:id": async () => ({ params: { id: await freshUser() }, body: { blocked: true } }),
  "PUT /admin/make-moderator/:id": async () => ({ params: { id: await freshUser() } }),
  "GET /admin/flags": () => ({ query: "status=all" }),
  "POST /admin/flags/:id/resolve": async () => {
    const id = crypto.randomUUID();
    await server.deps.db.insert(userFlags).values({
      id,
      userId: await freshUser(),
      flaggedBy: people.moderator.id,
      reason: "spam",
    });
    return { params: { id }, body: { action: "dismiss" } };
  },
  "GET /admin/audit-log": () => ({}),
  "GET /admin/reports": () => ({}),
  "POST /admin/reports/:id/resolve": async () => {
    const postId = await insertPost(server, topicId, await freshUser(), "A reported reply");
    await server.deps.db.insert(forumReports).values({
      id: crypto.randomUUID(),
      topicId,
      postId,
      subjectId: postId,
      reporterId: people.other.id,
      reason: "spam",
    });
    return { params: { id: postId }, body: { action: "dismiss" } };
  },
  "POST /admin/forum-categories": () => ({
    body: { name: "Matrix", slug: `matrix-${crypto.randomUUID().slice(0, 8)}`, description: "" },
  }),
  "GET /forum/categories": () => ({}),
  "GET /forum/topics": () => ({ query: "page=1" }),
  "GET /forum/topics/:id": () => ({ params: { id: topicId } }),
  "POST /forum/topics": () => ({ body: { title: "Matrix topic", content: "Body", category: categoryId } }),
  "DELETE /forum/topics/:id": async () => ({ params: { id: await insertTopic(server, people.user.id) } }),
  "POST /forum/topics/:id/posts": () => ({ params: { id: topicId }, body: { content: "A reply" } }),
  "POST /forum/posts/:postId/report": async () => ({
    params: { postId: await insertPost(server, topicId, await freshUser(), "A reply to report") },
    body: { reason: "spam" },
  }),
  "POST /forum/topics/:id/report": async () => ({
    params: { id: await insertTopic(server, await freshUser()) },
    body: { reason: "other", details: "Off the subject" },
  }),
  "DELETE /forum/posts/:postId": async () => ({
    params: { postId: await insertPost(server, topicId, people.user.id, "A reply to delete") },
  }),
};

const sampleKey = (method: string, path: string) => `${method} ${path.replace(/^\/api(?=\/)/, "")}`;

function fill(path: string, params: Record<string, string> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`the sample for ${path} gives no :${name}`);
    return encodeURIComponent(params[name]);
  });
}

async function send(method: string, path: string, caller: Caller) {
  const sample = await samples[sampleKey(method, path)](caller);
  const headers: Record<string, string> = { ...sample.headers };
  if (caller !== "anonymous") headers.authorization = `Bearer ${people[caller].token}`;
  let body: BodyInit | undefined = sample.form;
  if (sample.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(sample.body);
  }
  const url = `${server.url}${fill(path, sample.params)}${sample.query ? `?${sample.query}` : ""}`;
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  return { sample, status: response.status, text };
}

// The routes as the app mounts them: built the way startServer builds it, without a server (construction reads no deps).
const routes = mountedRoutes(createApp({} as never, "/nonexistent"));
const keys = routes.map((route) => `${route.method} ${route.path}`);

describe("the access table", () => {
  test("lists every mounted route, and only mounted routes", () => {
    expect({ mountedButNotInAccessTable: keys.filter((key) => !(key in accessTable)) })
      .toEqual({ mountedButNotInAccessTable: [] });
    expect({ inAccessTableButNotMounted: Object.keys(accessTable).filter((key) => !keys.includes(key)) })
      .toEqual({ inAccessTableButNotMounted: [] });
  });

  test("has a valid sample request for every mounted route", () => {
    const missing = routes.filter((route) => !samples[sampleKey(route.method, route.path)]);
    expect({ routesWithoutSample: missing.map((route) => `${route.method} ${route.path}`) })
      .toEqual({ routesWithoutSample: [] });
  });
});

describe("authorization matrix", () => {
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    test(`${key} answers anonymous, user, suspended, moderator, superadmin and another user as access-table.ts says`, async () => {
      const rule = accessTable[key];
      expect(rule, `${key} is missing from api/src/routes/access-table.ts`).toBeDefined();
      expect(samples[sampleKey(method, path)], `${key} has no sample request in this test`).toBeDefined();
      for (const caller of callers) {
        const expected = expectationFor(rule, caller);
        const { sample, status, text } = await send(method, path, caller);
        const seen = { key, caller, status, body: text.slice(0, 300) };
        if (expected === "allowed" || expected === "no-effect") {
          const allowed = (status >= 200 && status < 400) || (sample.ok ?? []).includes(status);
          expect({ ...seen, allowed }).toEqual({ ...seen, allowed: true });
        }
        if (expected === "no-effect") {
          expect(sample.intact, `${key} needs an intact() check for its no-effect callers`).toBeDefined();
          expect({ key, caller, ownerResourceIntact: await sample.intact?.() })
            .toEqual({ key, caller, ownerResourceIntact: true });
        }
        if (typeof expected === "object") {
          expect({ key, caller, status, answer: JSON.parse(text) })
            .toEqual({ key, caller, status: expected.status, answer: { success: false, error: expected.error } });
        }
      }
    });
  }
});
