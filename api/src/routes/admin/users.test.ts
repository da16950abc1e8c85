import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../../../db/schema/users.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import type { AdminUsersAnswer } from "../../../contract/admin.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpWithRole } from "../../../test/forum-sockets.ts";
import { insertHistoryRow } from "../../../test/history-fixtures.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member;
const people: Member[] = [];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin", "Ada Admin");
  for (const name of ["Olga Novak", "Priya Shah", "Noah Novakovic", "Lena 100%_Sure"]) {
    people.push(await signUpWithRole(server, "user", name));
  }
});
afterAll(() => server.stop());

const list = async (query = "") => {
  const response = await server.call(`/api/admin/users${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return await response.json() as AdminUsersAnswer;
};

describe("GET /api/admin/users", () => {
  test("answers the first page newest first, as a plain list with the total beside it, never a secret", async () => {
    const answer = await list();
    expect(answer).toMatchObject({ success: true, page: 1, limit: 50, total: 5, totalPages: 1 });
    expect(answer.data.map((user) => user.name)).toEqual([
      "Lena 100%_Sure",
      "Noah Novakovic",
      "Priya Shah",
      "Olga Novak",
      "Ada Admin",
    ]);
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      ["apiCalls", "blocked", "createdAt", "email", "id", "name", "role"],
    );
    expect(answer.data[4]).toMatchObject({ role: "superadmin", blocked: false, apiCalls: 0 });
    expect(JSON.stringify(answer)).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  test("pages with page and limit", async () => {
    const second = await list("?page=2&limit=2");
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(second.data.map((user) => user.name)).toEqual(["Priya Shah", "Olga Novak"]);
    expect((await list("?page=9&limit=2")).data).toEqual([]);
  });

  test("q finds a part of a name or an e-mail, case-insensitively, with % and _ taken literally", async () => {
    expect((await list("?q=novak")).data.map((user) => user.name)).toEqual(["Noah Novakovic", "Olga Novak"]);
    expect((await list("?q=NOVAK&limit=1")).total).toBe(2);
    const email = people[1].account.email;
    expect((await list(`?q=${encodeURIComponent(email.slice(2, 12))}`)).data.map((user) => user.id))
      .toEqual([people[1].id]);
    expect((await list(`?q=${encodeURIComponent("100%_")}`)).data.map((user) => user.name)).toEqual(["Lena 100%_Sure"]);
    expect((await list(`?q=${encodeURIComponent("%")}`)).total).toBe(1);
    expect(await list("?q=nobody-like-this")).toMatchObject({ data: [], total: 0, totalPages: 1 });
    expect((await list("?q=%20%20")).total).toBe(5);
  });

  test("refuses a bad page, limit or search with words to act on", async () => {
    for (const query of ["?page=0", "?page=x", "?page=1.5"]) {
      await expectError(
        await server.call(`/api/admin/users${query}`, { token: admin.token }),
        400,
        adminMessages.pageInvalid,
      );
    }
    for (const query of ["?limit=0", "?limit=101", "?limit=ten"]) {
      await expectError(
        await server.call(`/api/admin/users${query}`, { token: admin.token }),
        400,
        adminMessages.limitInvalid,
      );
    }
    await expectError(
      await server.call(`/api/admin/users?q=${"a".repeat(101)}`, { token: admin.token }),
      400,
      adminMessages.searchTooLong,
    );
  });
});

describe("GET /api/admin/user-history/:userId", () => {
  test("answers the user's four lists, newest first, and empty lists for kinds they never used", async () => {
    const [owner] = people;
    const older = await insertHistoryRow(server, owner.id, "formula", { createdAt: new Date(Date.now() - 1000) });
    const newer = await insertHistoryRow(server, owner.id, "formula");
    const chart = await insertHistoryRow(server, owner.id, "chartGenerator", { content: "bar" });
    await insertHistoryRow(server, people[1].id, "vba");

    const response = await server.call(`/admin/user-history/${owner.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    const { success, data } = await response.json();
    expect(success).toBe(true);
    expect(data.formulaHistory.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(data.formulaHistory[0]).toMatchObject({ formula: "formula text", description: "a formula request" });
    expect(data.vbaHistory).toEqual([]);
    expect(data.dataAnalyzerHistory).toEqual([]);
    expect(data.chartGeneratorHistory).toEqual([expect.objectContaining({ id: chart.id, chartType: "bar" })]);
  });

  test("answers 404 for an unknown user and 400 for an id that cannot be one", async () => {
    await expectError(
      await server.call("/api/admin/user-history/nobody", { token: admin.token }),
      404,
      adminMessages.userNotFound,
    );
    await expectError(
      await server.call(`/api/admin/user-history/${"x".repeat(65)}`, { token: admin.token }),
      400,
      adminMessages.userIdInvalid,
    );
  });

  test("shows a deleted account's history no more", async () => {
    const gone = await signUpWithRole(server);
    await insertHistoryRow(server, gone.id, "vba");
    await server.deps.db.delete(users).where(eq(users.id, gone.id));
    expect((await server.call(`/api/admin/user-history/${gone.id}`, { token: admin.token })).status).toBe(404);
  });
});
