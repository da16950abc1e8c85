import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { ratings } from "../../../../db/schema/generations.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token, id: userId } = await signUpUser(server));
});
afterAll(() => server.stop());

async function generate(kind: "formula" | "vba") {
  const [path, body] = kind === "formula"
    ? ["/api/generate-formula", { description: "sum B2:B50", platform: "excel" }]
    : ["/api/generate-vba", { description: "delete blank rows in Sheet1" }];
  const { data } = await (await server.call(path, { body, token })).json();
  return data as { id: string; timestamp: string };
}

const ratingsOf = (itemId: string) =>
  server.deps.db.select({ rater: ratings.rater, value: ratings.value }).from(ratings).where(eq(ratings.itemId, itemId));

describe("formula ratings", () => {
  test("POST /api/rate-formula rates a formula by its timestamp, and a later rating replaces it", async () => {
    const item = await generate("formula");
    const first = await server.call("/api/rate-formula", { body: { formulaId: item.timestamp, rating: 4 }, token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 4 }]);

    const again = await server.call("/api/rate-formula", { body: { formulaId: item.id, rating: 2 }, token });
    expect(again.status).toBe(200);
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 2 }]);
  });

  test("POST /api/rate-formula keeps one rating per rater: another user's rating stands beside it", async () => {
    const item = await generate("formula");
    const other = await signUpUser(server);
    await server.call("/api/rate-formula", { body: { formulaId: item.timestamp, rating: 5 }, token });
    await server.call("/api/rate-formula", { body: { formulaId: item.timestamp, rating: 1 }, token: other.token });
    expect(await ratingsOf(item.id)).toEqual(expect.arrayContaining([
      { rater: `user:${userId}`, value: 5 },
      { rater: `user:${other.id}`, value: 1 },
    ]));
    expect(await ratingsOf(item.id)).toHaveLength(2);
  });

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

  test("POST /api/rate-formula refuses an unknown item, and a macro's id, with 400", async () => {
    await expectError(
      await server.call("/api/rate-formula", { body: { formulaId: "2020-01-01T00:00:00.000Z", rating: 3 }, token }),
      400,
      generationMessages.ratingItemUnknown,
    );
    const macro = await generate("vba");
    await expectError(
      await server.call("/api/rate-formula", { body: { formulaId: macro.id, rating: 3 }, token }),
      400,
      generationMessages.ratingItemUnknown,
    );
  });

  test("POST /api/rate-formula refuses a request without a token with 401", async () => {
    const item = await generate("formula");
    await expectError(
      await server.call("/api/rate-formula", { body: { formulaId: item.id, rating: 3 } }),
      401,
      messages.authRequired,
    );
  });
});

describe("macro ratings", () => {
  test("POST /api/rate-vba allows 30 ratings per address per minute", async () => {
    const limited = await startTestServer();
    try {
      const { token: owner } = await signUpUser(limited);
      const body = { description: "delete blank rows in Sheet1" };
      const { data } = await (await limited.call("/api/generate-vba", { body, token: owner })).json();
      for (let i = 0; i < 30; i++) {
        const rating = { vbaId: data.id, rating: 1 + (i % 5), sessionId: `browser-${i}` };
        expect((await limited.call("/api/rate-vba", { body: rating })).status).toBe(200);
      }
      const refused = await limited.call("/api/rate-vba", { body: { vbaId: data.id, rating: 3, sessionId: "x" } });
      await expectError(refused, 429, messages.tooManyRequests(1));
    } finally {
      await limited.stop();
    }
  });

  test("POST /api/rate-vba rates with only the browser's session id, once per session, changeably", async () => {
    const item = await generate("vba");
    const rate = (sessionId: string, rating: number) =>
      server.call("/api/rate-vba", { body: { vbaId: item.timestamp, rating, sessionId } });
    const first = await rate("browser-a", 3);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    await rate("browser-a", 5);
    await rate("browser-b", 1);
    expect(await ratingsOf(item.id)).toEqual(expect.arrayContaining([
      { rater: "session:browser-a", value: 5 },
      { rater: "session:browser-b", value: 1 },
    ]));
    expect(await ratingsOf(item.id)).toHaveLength(2);
  });

  test("POST /api/rate-vba rates as the signed-in user when a valid token is sent", async () => {
    const item = await generate("vba");
    const response = await server.call("/api/rate-vba", {
      body: { vbaId: item.id, rating: 4, sessionId: "browser-c" },
      token,
    });
    expect(response.status).toBe(200);
    expect(await ratingsOf(item.id)).toEqual([{ rater: `user:${userId}`, value: 4 }]);
  });

  test("POST /api/rate-vba refuses a rating without a token or a session id with 400", async () => {
    const item = await generate("vba");
    await expectError(
      await server.call("/api/rate-vba", { body: { vbaId: item.id, rating: 4, sessionId: "" } }),
      400,
      generationMessages.ratingRaterRequired,
    );
    await expectError(
      await server.call("/api/rate-vba", { body: { vbaId: item.id, rating: 4 }, token: "not.a.jwt" }),
      400,
      generationMessages.ratingRaterRequired,
    );
  });

  test("POST /api/rate-vba refuses an unknown item with 400 to a signed-in rater only", async () => {
    const formula = await generate("formula");
    await expectError(
      await server.call("/api/rate-vba", { body: { vbaId: formula.id, rating: 4, sessionId: "s" }, token }),
      400,
      generationMessages.ratingItemUnknown,
    );
    // A visitor gets the answer a known item gets, so guessing timestamps reveals nothing; nothing is stored.
    for (const vbaId of [formula.id, formula.timestamp, "2020-01-01T00:00:00.000Z"]) {
      const response = await server.call("/api/rate-vba", { body: { vbaId, rating: 4, sessionId: "s" } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    expect(await ratingsOf(formula.id)).toEqual([]);
  });

  test("POST /api/rate-vba refuses an invalid rating with 400", async () => {
    const item = await generate("vba");
    await expectError(
      await server.call("/api/rate-vba", { body: { vbaId: item.id, rating: 9, sessionId: "s" } }),
      400,
      generationMessages.ratingInvalid,
    );
  });
});
