import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { messages } from "../../contract/messages.ts";
import { expectError } from "../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../test/test-server.ts";
import { holdWriteLock } from "../../test/write-lock.ts";
import { listCategories } from "../routes/forum/forum-fixtures.ts";

let server: TestServer;
let token: string;
let category: string;
let topicId: string;
let databaseFile: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  databaseFile = join(server.dir, "test.db");
  ({ token } = await signUpUser(server));
  category = (await listCategories(server))[0]._id;
  topicId = (await (await postTopic("A topic to read")).json()).data._id;
});
afterAll(() => server.stop());

const postTopic = (title: string) =>
  server.call("/api/forum/topics", {
    token,
    body: { title, content: "Written while another holds the lock", category },
  });

describe("a database locked by another writer", () => {
  test("POST /api/forum/topics waits out a short lock and succeeds; reads answer while it is held", async () => {
    const lock = await holdWriteLock(databaseFile, 1_000);
    // WAL readers do not wait for the writer: the reads worker, hotReads (the session lookup) and the list.
    expect((await server.call(`/api/forum/topics/${topicId}`, { token })).status).toBe(200);
    expect((await server.call("/api/forum/topics?search=topic")).status).toBe(200);

    const response = await postTopic("Posted during a short lock");
    expect(response.status).toBe(201);
    await lock.released;
    const created = (await response.json()).data;
    const read = await server.call(`/api/forum/topics/${created._id}`);
    expect((await read.json()).data.topic.title).toBe("Posted during a short lock");
  });

  test("POST /api/forum/topics answers 503 with Retry-After past the busy timeout, then succeeds once released", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const lock = await holdWriteLock(databaseFile);
    const refused = await postTopic("Posted during a long lock");
    expect(refused.headers.get("retry-after")).toBe("1");
    await expectError(refused, 503, messages.busy);
    expect(warn.mock.calls.flat().join("\n")).toContain("the database stayed locked past the busy timeout");
    await lock.release();

    expect((await postTopic("Posted after the lock")).status).toBe(201);
    warn.mockRestore();
  });
});
