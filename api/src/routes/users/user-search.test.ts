import { afterAll, beforeAll, expect, test } from "vitest";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  for (const name of ["Zed Adams", "zelda", "Zeke Brown", "Percy 100%", "Percy 1000", "Under_score", "UnderXscore"]) {
    await signUpUser(server, { name });
  }
  for (let i = 0; i < 10; i += 1) await signUpUser(server, { name: `Many ${String(i).padStart(2, "0")}` });
});
afterAll(() => server.stop());

const search = async (q: string, path = "/users/search", token?: string) => {
  const response = await server.call(`${path}?q=${encodeURIComponent(q)}`, { token });
  expect(response.status).toBe(200);
  return await response.json() as { success: boolean; data: { id: string; name: string }[] };
};

test("GET /users/search matches a name prefix case-insensitively and answers only ids and names", async () => {
  const answer = await search("ZE");
  expect(answer.success).toBe(true);
  expect(answer.data.map((user) => user.name)).toEqual(["Zed Adams", "Zeke Brown", "zelda"]);
  for (const user of answer.data) expect(Object.keys(user).sort()).toEqual(["id", "name"]);
  expect(JSON.stringify(answer)).not.toContain("@example.com");
});

test("GET /users/search answers at most 8 users", async () => {
  const answer = await search("many");
  expect(answer.data.map((user) => user.name)).toEqual(
    ["00", "01", "02", "03", "04", "05", "06", "07"].map((n) => `Many ${n}`),
  );
});

test("GET /users/search answers an empty list for an empty or missing query", async () => {
  expect(await search("")).toEqual({ success: true, data: [] });
  expect(await search("   ")).toEqual({ success: true, data: [] });
  const response = await server.call("/users/search");
  expect(await response.json()).toEqual({ success: true, data: [] });
});

test("GET /users/search refuses a query over 50 characters with 400 and says why", async () => {
  for (const path of ["/users/search", "/api/users/search"]) {
    const response = await server.call(`${path}?q=${"z".repeat(51)}`);
    await expectError(response, 400, forumMessages.userSearchTooLong);
  }
});

test("GET /users/search takes % and _ literally", async () => {
  expect((await search("Percy 100%")).data.map((user) => user.name)).toEqual(["Percy 100%"]);
  expect((await search("%")).data).toEqual([]);
  expect((await search("Under_")).data.map((user) => user.name)).toEqual(["Under_score"]);
  expect((await search("_")).data).toEqual([]);
  expect((await search("\\")).data).toEqual([]);
});

test("GET /api/users/search answers the same, with or without a bearer token", async () => {
  const { token } = await signUpUser(server, { name: "Zorro" });
  const bare = await search("z");
  expect(await search("z", "/api/users/search")).toEqual(bare);
  expect(await search("z", "/api/users/search", token)).toEqual(bare);
  expect(bare.data.map((user) => user.name)).toContain("Zorro");
});
