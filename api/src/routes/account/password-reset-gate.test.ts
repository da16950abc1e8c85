import { afterAll, beforeAll, expect, test } from "vitest";
import { forumCategories } from "../../../../db/schema/forum.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { collect, connectSocket, signUpWithRole } from "../../../test/forum-sockets.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

// The superadmin's initial password must be changed before the account can do anything else, and the server, not
// only the browser, holds it to that.
const admin = { email: "admin@example.com", password: "initial admin secret" };
let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMIT: "off" });
  await server.call("/admin/init-superadmin", { method: "POST" });
  const signin = await (await server.call("/api/signin", { body: admin })).json();
  expect(signin.passwordNeedsReset).toBe(true);
  ({ token, id: userId } = signin);
});
afterAll(() => server.stop());

test("with a password reset pending, the admin, history and forum calls answer 403 and change nothing", async () => {
  const someone = await signUpUser(server);
  const refused: [string, { method?: string; body?: unknown }][] = [
    ["/api/admin/users", {}],
    ["/admin/users", {}],
    [`/api/admin/user-history/${someone.id}`, {}],
    ["/api/admin/api-usage", {}],
    ["/api/admin/flags", {}],
    ["/api/admin/audit-log", {}],
    [`/api/admin/block-user/${someone.id}`, { method: "PUT", body: { blocked: true } }],
    [`/api/admin/make-moderator/${someone.id}`, { method: "PUT" }],
    [`/api/admin/flag-user/${someone.id}`, { body: { reason: "Spam" } }],
    ["/api/admin/forum-categories", { body: { name: "Pivot tables", slug: "pivot-tables" } }],
    [`/api/history/formulas/${userId}`, {}],
    [`/api/history/formulas/${someone.id}`, {}],
    ["/api/favorites", {}],
    ["/api/generate-formula", { body: { description: "sum B2:B10", platform: "excel" } }],
    ["/api/notifications", {}],
    ["/api/forum/topics", { body: { title: "A question", content: "Body", category: "formulas" } }],
    ["/api/user", { method: "PUT", body: { name: "Renamed" } }],
    ["/api/update-preferences", { method: "PUT", body: { emailNotifications: false, defaultPlatform: "sheets" } }],
  ];
  for (const [path, init] of refused) {
    await expectError(await server.call(path, { ...init, token }), 403, messages.passwordResetRequired);
  }
  const categories = await server.deps.db.select().from(forumCategories);
  expect(categories.map((c) => c.slug)).not.toContain("pivot-tables");
  const [row] = await server.deps.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, someone.id) });
  expect(row).toMatchObject({ blocked: false, role: "user" });
});

test("with a password reset pending, the account reads itself, and its socket gets no admin or moderator pushes", async () => {
  const self = await server.call("/api/user", { token });
  expect(self.status).toBe(200);
  expect(await self.json()).toMatchObject({ id: userId, role: "superadmin", passwordNeedsReset: true });

  const socket = await connectSocket(server, token);
  const moderator = await signUpWithRole(server, "superadmin");
  const pushed = await collect([socket], "user:flagged", async () => {
    const someone = await signUpUser(server);
    await server.call(`/api/admin/flag-user/${someone.id}`, { token: moderator.token, body: { reason: "Spam" } });
  }, 300);
  expect(pushed).toEqual([[]]);
  socket.disconnect();
});

test("changing the password lifts the gate: the new token reaches the admin calls", async () => {
  const changed = await server.call("/api/update-password", {
    method: "PUT",
    token,
    body: { currentPassword: admin.password, newPassword: "a chosen admin password" },
  });
  expect(changed.status).toBe(200);
  const fresh = (await changed.json()).token;
  expect((await server.call("/api/admin/users", { token: fresh })).status).toBe(200);
  expect((await server.call("/api/user", { token: fresh })).status).toBe(200);
  expect(await (await server.call("/api/user", { token: fresh })).json()).toMatchObject({ passwordNeedsReset: false });
});
