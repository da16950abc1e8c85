import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectError } from "../../../test/expect-error.ts";
import { messages } from "../../../contract/messages.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

describe("POST /api/signup", () => {
  test("POST /api/signup creates an account and answers a working token with the user", async () => {
    const account = newAccount();
    const response = await server.call("/api/signup", { body: account });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      name: account.name,
      email: account.email,
      role: "user",
      blocked: false,
      apiCalls: 0,
      emailNotifications: true,
      defaultPlatform: "excel",
      excelVersion: "365",
      passwordNeedsReset: false,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty("passwordHash");
    const me = await server.call("/api/user", { token: body.token });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(body.id);
  });

  test("POST /api/signup stores the e-mail trimmed and lower-cased and refuses it in any case", async () => {
    const account = newAccount();
    const shouted = `  ${account.email.toUpperCase()} `;
    const first = await server.call("/api/signup", { body: { ...account, email: shouted } });
    expect((await first.json()).email).toBe(account.email);
    await expectError(await server.call("/api/signup", { body: account }), 409, messages.emailTaken);
  });

  test("POST /api/signup stores a password hash, never the password", async () => {
    const { account, id } = await signUpUser(server);
    const row = await server.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  test.each([
    [{ email: "a@example.com", password: "long enough" }, messages.nameRequired],
    [{ name: "   ", email: "a@example.com", password: "long enough" }, messages.nameRequired],
    [{ name: "x".repeat(101), email: "a@example.com", password: "long enough" }, messages.nameTooLong],
    [{ name: "Ann", email: "not-an-email", password: "long enough" }, messages.emailInvalid],
    [{ name: "Ann", password: "long enough" }, messages.emailInvalid],
    [{ name: "Ann", email: "a@example.com", password: "short" }, messages.passwordTooShort],
    [{ name: "Ann", email: "a@example.com" }, messages.passwordTooShort],
    [{ name: "Ann", email: "a@example.com", password: "x".repeat(257) }, messages.passwordTooLong],
    [{ name: 42, email: "a@example.com", password: "long enough" }, messages.nameRequired],
  ])("POST /api/signup refuses %j with 400", async (body, error) => {
    await expectError(await server.call("/api/signup", { body }), 400, error);
  });

  test("POST /api/signup refuses a body that is not a JSON object", async () => {
    await expectError(
      await server.call("/api/signup", { body: "[1,2]" }),
      400,
      messages.bodyMustBeObject,
    );
    await expectError(await server.call("/api/signup", { body: "{oops" }), 400, messages.malformedJson);
    await expectError(
      await server.call("/api/signup", { body: "null" }),
      400,
      messages.bodyMustBeObject,
    );
  });
});

describe("POST /api/signin", () => {
  test("POST /api/signin answers the spec's fields and a token for the right password", async () => {
    const { account, id } = await signUpUser(server);
    const response = await server.call("/api/signin", {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, id, name: account.name, email: account.email, role: "user" });
    expect(body.passwordNeedsReset).toBe(false);
    expect(typeof body.token).toBe("string");
  });

  test("POST /api/signin reads the same for a wrong password and an unknown e-mail", async () => {
    const { account } = await signUpUser(server);
    const wrong = await server.call("/api/signin", { body: { email: account.email, password: "wrong password" } });
    const unknown = await server.call("/api/signin", {
      body: { email: `nobody.${crypto.randomUUID()}@example.com`, password: "wrong password" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test.each([
    [{ password: "x" }, messages.emailInvalid],
    [{ email: "a@example.com" }, messages.passwordRequired],
    [{ email: "a@example.com", password: "" }, messages.passwordRequired],
    [{ email: "nope", password: "x" }, messages.emailInvalid],
  ])("POST /api/signin refuses %j with 400", async (body, error) => {
    await expectError(await server.call("/api/signin", { body }), 400, error);
  });

  test("POST /api/signin refuses a suspended account", async () => {
    const { account, id } = await signUpUser(server);
    await server.deps.db.run(`update users set blocked = 1 where id = '${id}'`);
    await expectError(
      await server.call("/api/signin", { body: { email: account.email, password: account.password } }),
      403,
      messages.accountSuspended,
    );
  });
});
