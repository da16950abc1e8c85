import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { type GenerationKind, ratings } from "../../../../db/schema/generations.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { insertHistoryRow } from "../../../test/history-fixtures.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let token: string;
let userId: string;
let other: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token, id: userId } = await signUpUser(server));
  other = await signUpUser(server);
});
afterAll(() => server.stop());

async function generate(kind: "formula" | "vba", as = token) {
  const [path, body] = kind === "formula"
    ? ["/api/generate-formula", { description: "sum B2:B50", platform: "excel" }]
    : ["/api/generate-vba", { description: "delete blank rows in Sheet1" }];
  const { data } = await (await server.call(path, { body, token: as })).json();
  return data as { id: string; timestamp: string };
}

const ratingsOf = (itemId: string) =>
  server.deps.db.select({ rater: ratings.rater, value: ratings.value }).from(ratings).where(eq(ratings.itemId, itemId));

/** Each rating route with the field that names its item, as the spec's pages send them. */
const routes = [
  { path: "/api/rate-formula", field: "formulaId", kind: "formula" },
  { path: "/api/rate-vba", field: "vbaId", kind: "vba" },
  { path: "/api/rate-analysis", field: "analysisId", kind: "dataAnalyzer" },
  { path: "/api/rate-chart", field: "chartId", kind: "chartGenerator" },
] as const satisfies { path: string; field: string; kind: GenerationKind }[];

const rate = (route: typeof routes[number], itemRef: string, rating: number, as?: string) =>
  server.call(route.path, { body: { [route.field]: itemRef, rating, sessionId: "browser-a" }, token: as });

describe("a member rates their own items", () => {
  test("POST /api/rate-formula rates the member's formula by its timestamp, and a later rating by id replaces it", async () => {
    const item = await generate("formula");
    const first = await server.call("/api/rate-formula", { body: { formulaId: item.timestamp, rating: 4 }, token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 4 }]);

    const again = await server.call("/api/rate-formula", { body: { formulaId: item.id, rating: 2 }, token });
    expect(again.status).toBe(200);
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 2 }]);
  });

  test.each(routes)("POST $path rates the member's own item by id and by timestamp", async (route) => {
    const byId = await insertHistoryRow(server, userId, route.kind);
    const byTimestamp = await insertHistoryRow(server, userId, route.kind, { createdAt: new Date(Date.now() - 5_000) });
    expect((await rate(route, byId.id, 5, token)).status).toBe(200);
    expect((await rate(route, byTimestamp.timestamp, 3, token)).status).toBe(200);
    expect(await ratingsOf(byId.id)).toEqual([{ rater: `user:${userId}`, value: 5 }]);
    expect(await ratingsOf(byTimestamp.id)).toEqual([{ rater: `user:${userId}`, value: 3 }]);
  });

  test("POST /api/rate-vba rates a macro the member generated, by the timestamp its answer gave", async () => {
    const item = await generate("vba");
    const response = await server.call("/api/rate-vba", {
      body: { vbaId: item.timestamp, rating: 4, sessionId: "browser-c" },
      token,
    });
    expect(response.status).toBe(200);
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 4 }]);
  });
});

describe("nobody rates someone else's item", () => {
  test.each(routes)(
    "POST $path answers 404 for another member's item, by id or timestamp, and stores nothing",
    async (route) => {
      const theirs = await insertHistoryRow(server, other.id, route.kind);
      for (const itemRef of [theirs.id, theirs.timestamp]) {
        await expectError(await rate(route, itemRef, 1, token), 404, generationMessages.ratingItemUnknown);
      }
      expect(await ratingsOf(theirs.id)).toEqual([]);
    },
  );

  test("POST /api/rate-formula answers someone else's formula exactly as one that does not exist", async () => {
    const theirs = await generate("formula", other.token);
    const foreign = await server.call("/api/rate-formula", { body: { formulaId: theirs.id, rating: 3 }, token });
    const missing = await server.call("/api/rate-formula", {
      body: { formulaId: crypto.randomUUID(), rating: 3 },
      token,
    });
    expect(foreign.status).toBe(404);
    expect([foreign.status, await foreign.json()]).toEqual([missing.status, await missing.json()]);
    expect(await ratingsOf(theirs.id)).toEqual([]);
  });

  test("POST /api/rate-formula with a timestamp two members share rates the rater's own item only", async () => {
    const createdAt = new Date(Date.now() - 60_000);
    const mine = await insertHistoryRow(server, userId, "formula", { createdAt });
    const theirs = await insertHistoryRow(server, other.id, "formula", {
      createdAt: new Date(createdAt.getTime() + 1),
    });
    await insertHistoryRow(server, other.id, "formula", { timestamp: mine.timestamp });
    const response = await server.call("/api/rate-formula", { body: { formulaId: mine.timestamp, rating: 5 }, token });
    expect(response.status).toBe(200);
    expect(await ratingsOf(mine.id)).toEqual([{ rater: `user:${userId}`, value: 5 }]);
    expect(await ratingsOf(theirs.id)).toEqual([]);
  });

  test("POST /api/rate-formula refuses a macro's id as a formula with 404", async () => {
    const macro = await generate("vba");
    await expectError(
      await server.call("/api/rate-formula", { body: { formulaId: macro.id, rating: 3 }, token }),
      404,
      generationMessages.ratingItemUnknown,
    );
    expect(await ratingsOf(macro.id)).toEqual([]);
  });
});

describe("visitors", () => {
  test("POST /api/rate-formula refuses a request without a token with 401", async () => {
    const item = await generate("formula");
    await expectError(
      await server.call("/api/rate-formula", { body: { formulaId: item.id, rating: 3 } }),
      401,
      messages.authRequired,
    );
  });

  test.each(routes.slice(1))(
    "POST $path answers a visitor 404 for any item, by id or timestamp, and stores nothing",
    async (route) => {
      const item = await insertHistoryRow(server, userId, route.kind);
      for (const itemRef of [item.id, item.timestamp, "2020-01-01T00:00:00.000Z"]) {
        await expectError(await rate(route, itemRef, 4), 404, generationMessages.ratingItemUnknown);
      }
      const withoutSession = await server.call(route.path, { body: { [route.field]: item.id, rating: 4 } });
      await expectError(withoutSession, 404, generationMessages.ratingItemUnknown);
      const badToken = await server.call(route.path, {
        body: { [route.field]: item.id, rating: 4 },
        token: "not.a.jwt",
      });
      await expectError(badToken, 404, generationMessages.ratingItemUnknown);
      expect(await ratingsOf(item.id)).toEqual([]);
    },
  );
});

describe("rating values", () => {
  test("POST /api/rate-formula refuses a rating that is not a whole number from 1 to 5 with 400", async () => {
    const item = await generate("formula");
    for (const rating of [0, 6, 3.5, "4", null]) {
      await expectError(
        await server.call("/api/rate-formula", { body: { formulaId: item.id, rating }, token }),
        400,
        generationMessages.ratingInvalid,
      );
    }
    await expectError(
      await server.call("/api/rate-formula", { body: { rating: 3 }, token }),
      400,
      generationMessages.ratingItemRequired,
    );
    expect(await ratingsOf(item.id)).toEqual([]);
  });

  test("POST /api/rate-vba refuses an invalid rating with 400 before looking for the item", async () => {
    const item = await generate("vba");
    await expectError(
      await server.call("/api/rate-vba", { body: { vbaId: item.id, rating: 9, sessionId: "s" } }),
      400,
      generationMessages.ratingInvalid,
    );
  });

  test("POST /api/rate-vba allows 30 ratings per address per minute", async () => {
    const limited = await startTestServer();
    try {
      const owner = await signUpUser(limited);
      const item = await insertHistoryRow(limited, owner.id, "vba");
      for (let i = 0; i < 30; i++) {
        const rating = { vbaId: item.id, rating: 1 + (i % 5), sessionId: `browser-${i}` };
        expect((await limited.call("/api/rate-vba", { body: rating, token: owner.token })).status).toBe(200);
      }
      const refused = await limited.call("/api/rate-vba", {
        body: { vbaId: item.id, rating: 3, sessionId: "x" },
        token: owner.token,
      });
      await expectError(refused, 429, messages.tooManyRequests(1));
    } finally {
      await limited.stop();
    }
  });
});
