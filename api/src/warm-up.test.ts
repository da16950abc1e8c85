import { expect, test } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usageDays } from "../../db/schema/admin.ts";
import { counters, generations } from "../../db/schema/generations.ts";
import { users } from "../../db/schema/users.ts";
import { useMigratedDatabase } from "../test/temp-database.ts";
import { startOpenAiStandIn } from "../test/openai-stand-in.ts";
import { startTestServer } from "../test/test-server.ts";
import { warmUp } from "./warm-up.ts";

const database = useMigratedDatabase();

const rowsIn = async (db: Db) => ({
  generations: (await db.select({ n: count() }).from(generations))[0].n,
  counters: (await db.select({ n: count() }).from(counters))[0].n,
  usageDays: (await db.select({ n: count() }).from(usageDays))[0].n,
});

test("warmUp generates without saving anything: no history, no counters, no usage, no user's count", async () => {
  const { db } = database.current;
  await db.insert(users).values({ id: "u1", name: "Ada", email: "ada@example.com" });
  await warmUp(database.current);
  expect(await rowsIn(db)).toEqual({ generations: 0, counters: 0, usageDays: 0 });
  expect((await db.select({ apiCalls: users.apiCalls }).from(users).where(eq(users.id, "u1")))[0].apiCalls).toBe(0);
});

test("a server with a model configured starts without asking the model anything or saving a generation", async () => {
  const model = await startOpenAiStandIn();
  const server = await startTestServer({ OPENAI_API_KEY: "sk-stand-in", OPENAI_BASE_URL: model.baseURL });
  try {
    expect(model.requests).toEqual([]);
    expect(await rowsIn(server.deps.db)).toEqual({ generations: 0, counters: 0, usageDays: 0 });
  } finally {
    await server.stop();
    await model.stop();
  }
});
