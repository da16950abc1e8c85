import { afterEach, describe, expect, test } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer | undefined;
afterEach(() => server?.stop());

const admin = { ADMIN_EMAIL: "Admin@Example.com", ADMIN_PASSWORD: "initial admin secret" };
const init = (path = "/admin/init-superadmin") =>
  server!.call(path, { method: "POST", headers: { "content-type": "application/json" } });

describe("POST /admin/init-superadmin", () => {
  test("POST /admin/init-superadmin creates the superadmin once, flagged to reset its password", async () => {
    server = await startTestServer({ ...admin, RATE_LIMIT: "off" });
    const first = await init();
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, message: messages.superadminCreated });

    const signin = await server.call("/api/signin", {
      body: { email: "admin@example.com", password: admin.ADMIN_PASSWORD },
    });
    expect(await signin.json()).toMatchObject({ success: true, role: "superadmin", passwordNeedsReset: true });

    const second = await init();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ success: false, error: messages.superadminExists });
    const viaApi = await init("/api/admin/init-superadmin");
    expect(viaApi.status).toBe(409);
  });

  test("POST /api/admin/init-superadmin answers the same contract under /api", async () => {
    server = await startTestServer(admin);
    expect((await init("/api/admin/init-superadmin")).status).toBe(201);
    expect((await init()).status).toBe(409);
  });

  test("POST /admin/init-superadmin explains missing settings", async () => {
    server = await startTestServer();
    const response = await init();
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ success: false, error: messages.superadminNotConfigured });
    await server.stop();
    server = await startTestServer({ ADMIN_EMAIL: "admin@example.com" });
    expect(await (await init()).json()).toEqual({ success: false, error: messages.superadminNotConfigured });
  });

  test("POST /admin/init-superadmin refuses a too-short ADMIN_PASSWORD", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "short" });
    const response = await init();
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ success: false, error: messages.superadminPasswordWeak });
  });

  test("POST /admin/init-superadmin will not take over an ordinary account holding ADMIN_EMAIL", async () => {
    server = await startTestServer(admin);
    await server.call("/api/signup", {
      body: { name: "Squatter", email: "admin@example.com", password: "squatter secret" },
    });
    const response = await init();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: messages.superadminEmailTaken });
    const signin = await server.call("/api/signin", {
      body: { email: "admin@example.com", password: "squatter secret" },
    });
    expect((await signin.json()).role).toBe("user");
  });

  test("POST /admin/init-superadmin creates exactly one superadmin under concurrent calls", async () => {
    server = await startTestServer(admin);
    const answers = await Promise.all(Array.from({ length: 5 }, () => init()));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await server.deps.db.query.users.findMany({ where: (u, { eq }) => eq(u.role, "superadmin") });
    expect(rows).toHaveLength(1);
  });
});
