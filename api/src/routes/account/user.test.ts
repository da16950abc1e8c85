import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SignJWT } from "jose";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { encodeBase64url } from "@oslojs/encoding";
import { expectError } from "../../../test/expect-error.ts";
import { messages } from "../../../contract/messages.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

const serverSecret = () => new TextEncoder().encode(readFileSync(join(server.dir, "jwt-secret"), "utf8").trim());
const sign = (secret: Uint8Array, sub: string, exp: string | number, ver = 0) =>
  new SignJWT({ ver }).setProtectedHeader({ alg: "HS256" }).setSubject(sub).setIssuer("sheetsmith").setIssuedAt()
    .setExpirationTime(exp).sign(secret);

describe("bearer tokens", () => {
  test("GET /api/user answers the current user", async () => {
    const { account, token, id } = await signUpUser(server);
    const response = await server.call("/api/user", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, id, email: account.email, name: account.name });
  });

  test("GET /api/user refuses a missing or malformed Authorization header with 401", async () => {
    await expectError(await server.call("/api/user"), 401, messages.authRequired);
    await expectError(
      await server.call("/api/user", { headers: { authorization: "Basic abc" } }),
      401,
      messages.authRequired,
    );
    await expectError(await server.call("/api/user", { token: "not.a.jwt" }), 401, messages.tokenInvalid);
  });

  test("GET /api/user refuses an expired token", async () => {
    const { id } = await signUpUser(server);
    const expired = await sign(serverSecret(), id, Math.floor(Date.now() / 1000) - 60);
    await expectError(await server.call("/api/user", { token: expired }), 401, messages.tokenInvalid);
  });

  test("GET /api/user refuses a rightly signed token without an expiry or an issue time", async () => {
    const { id } = await signUpUser(server);
    const claims = new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(id).setIssuer("sheetsmith");
    const endless = await claims.setIssuedAt().sign(serverSecret());
    await expectError(await server.call("/api/user", { token: endless }), 401, messages.tokenInvalid);
    const undated = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(id)
      .setIssuer("sheetsmith").setExpirationTime("1h").sign(serverSecret());
    await expectError(await server.call("/api/user", { token: undated }), 401, messages.tokenInvalid);
    // The same claims with both times are accepted: the refusals above are about the missing claims alone.
    expect((await server.call("/api/user", { token: await sign(serverSecret(), id, "1h") })).status).toBe(200);
  });

  test("GET /api/user refuses a token signed with another key", async () => {
    const { id } = await signUpUser(server);
    const forged = await sign(crypto.getRandomValues(new Uint8Array(32)), id, "1h");
    await expectError(await server.call("/api/user", { token: forged }), 401, messages.tokenInvalid);
  });

  test("GET /api/user refuses an unsigned token and a tampered payload", async () => {
    const { id, token } = await signUpUser(server);
    const other = await signUpUser(server);
    const unsigned = [
      encodeBase64url(new TextEncoder().encode(JSON.stringify({ alg: "none" }))),
      encodeBase64url(new TextEncoder().encode(JSON.stringify({ sub: id, ver: 0, iss: "sheetsmith" }))),
      "",
    ].join(".");
    await expectError(await server.call("/api/user", { token: unsigned }), 401, messages.tokenInvalid);
    const [header, , signature] = token.split(".");
    const payload = encodeBase64url(
      new TextEncoder().encode(JSON.stringify({ ver: 0, sub: other.id, iss: "sheetsmith", exp: 9999999999 })),
    );
    await expectError(
      await server.call("/api/user", { token: `${header}.${payload}.${signature}` }),
      401,
      messages.tokenInvalid,
    );
  });

  test("GET /api/user refuses a valid token of a deleted user", async () => {
    const token = await sign(serverSecret(), crypto.randomUUID(), "1h");
    await expectError(await server.call("/api/user", { token }), 401, messages.tokenInvalid);
  });

  test("GET /api/user refuses the token of a suspended account with 403", async () => {
    const { id, token } = await signUpUser(server);
    // Accepted once first, so the refusal below is not the answer of a token the server never saw.
    expect((await server.call("/api/user", { token })).status).toBe(200);
    await server.deps.db.run(`update users set blocked = 1 where id = '${id}'`);
    await expectError(await server.call("/api/user", { token }), 403, messages.accountSuspended);
  });

  test("GET /api/user refuses a token it accepted a moment ago once the user's token version moves on", async () => {
    const { id, token } = await signUpUser(server);
    expect((await server.call("/api/user", { token })).status).toBe(200);
    // Straight in the database, as another instance's password change would be: no event reaches this server.
    await server.deps.db.run(`update users set token_version = token_version + 1 where id = '${id}'`);
    await expectError(await server.call("/api/user", { token }), 401, messages.tokenInvalid);
  });
});

describe("PUT /api/user", () => {
  test("PUT /api/user renames the user and answers the updated user", async () => {
    const { token } = await signUpUser(server);
    const response = await server.call("/api/user", { method: "PUT", token, body: { name: "  New Name " } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, name: "New Name" });
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({ name: "New Name" });
  });

  test("PUT /api/user refuses a blank or missing name and needs a token", async () => {
    const { token } = await signUpUser(server);
    await expectError(
      await server.call("/api/user", { method: "PUT", token, body: { name: " " } }),
      400,
      messages.nameRequired,
    );
    await expectError(await server.call("/api/user", { method: "PUT", token, body: {} }), 400, messages.nameRequired);
    await expectError(
      await server.call("/api/user", { method: "PUT", body: { name: "X" } }),
      401,
      messages.authRequired,
    );
  });
});

describe("PUT /api/update-password", () => {
  test("PUT /api/update-password changes the password, voids older tokens and answers a fresh one", async () => {
    const { account, token } = await signUpUser(server);
    const response = await server.call("/api/update-password", {
      method: "PUT",
      token,
      body: { currentPassword: account.password, newPassword: "a brand new secret" },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: messages.passwordUpdated });
    await expectError(await server.call("/api/user", { token }), 401, messages.tokenInvalid);
    expect((await server.call("/api/user", { token: body.token })).status).toBe(200);
    const oldPassword = await server.call("/api/signin", {
      body: { email: account.email, password: account.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.call("/api/signin", {
      body: { email: account.email, password: "a brand new secret" },
    });
    expect(newPassword.status).toBe(200);
  });

  test("PUT /api/update-password refuses a wrong current password and keeps the old one", async () => {
    const { account, token } = await signUpUser(server);
    await expectError(
      await server.call("/api/update-password", {
        method: "PUT",
        token,
        body: { currentPassword: "not my password", newPassword: "another secret" },
      }),
      400,
      messages.wrongCurrentPassword,
    );
    expect((await server.call("/api/user", { token })).status).toBe(200);
    const signin = await server.call("/api/signin", { body: { email: account.email, password: account.password } });
    expect(signin.status).toBe(200);
  });

  test.each([
    [{ newPassword: "long enough" }, messages.currentPasswordRequired],
    [{ currentPassword: "", newPassword: "long enough" }, messages.currentPasswordRequired],
    [{ currentPassword: "whatever1" }, messages.passwordTooShort],
    [{ currentPassword: "whatever1", newPassword: "short" }, messages.passwordTooShort],
  ])("PUT /api/update-password refuses %j with 400", async (body, error) => {
    const { token } = await signUpUser(server);
    await expectError(await server.call("/api/update-password", { method: "PUT", token, body }), 400, error);
  });

  test("PUT /api/update-password refuses the same password again", async () => {
    const { account, token } = await signUpUser(server);
    await expectError(
      await server.call("/api/update-password", {
        method: "PUT",
        token,
        body: { currentPassword: account.password, newPassword: account.password },
      }),
      400,
      messages.samePassword,
    );
  });
});

describe("PUT /api/update-preferences", () => {
  test("PUT /api/update-preferences saves both preferences and answers them", async () => {
    const { token } = await signUpUser(server);
    const response = await server.call("/api/update-preferences", {
      method: "PUT",
      token,
      body: { emailNotifications: false, defaultPlatform: "sheets", passwordUpdated: false },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      emailNotifications: false,
      defaultPlatform: "sheets",
      excelVersion: "365",
      passwordNeedsReset: false,
    });
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({
      emailNotifications: false,
      defaultPlatform: "sheets",
    });
  });

  test("PUT /api/update-preferences saves the Excel version, and keeps it when a later call leaves it out", async () => {
    const { token } = await signUpUser(server);
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({ excelVersion: "365" });
    const response = await server.call("/api/update-preferences", {
      method: "PUT",
      token,
      body: { emailNotifications: true, defaultPlatform: "excel", excelVersion: "2016" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, excelVersion: "2016" });
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({ excelVersion: "2016" });

    const without = await server.call("/api/update-preferences", {
      method: "PUT",
      token,
      body: { emailNotifications: false, defaultPlatform: "sheets" },
    });
    expect(await without.json()).toMatchObject({ emailNotifications: false, excelVersion: "2016" });
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({
      emailNotifications: false,
      defaultPlatform: "sheets",
      excelVersion: "2016",
    });
  });

  test("PUT /api/update-preferences cannot clear a pending password reset: only a new password does", async () => {
    const { token, id } = await signUpUser(server);
    await server.deps.db.run(`update users set password_needs_reset = 1 where id = '${id}'`);
    const response = await server.call("/api/update-preferences", {
      method: "PUT",
      token,
      body: { emailNotifications: true, defaultPlatform: "excel", passwordUpdated: true },
    });
    await expectError(response, 403, messages.passwordResetRequired);
    expect(await (await server.call("/api/user", { token })).json()).toMatchObject({ passwordNeedsReset: true });
  });

  test.each([
    [{ defaultPlatform: "excel" }, messages.booleanExpected],
    [{ emailNotifications: "yes", defaultPlatform: "excel" }, messages.booleanExpected],
    [{ emailNotifications: true, defaultPlatform: "numbers" }, messages.platformInvalid],
    [{ emailNotifications: true }, messages.platformInvalid],
    [{ emailNotifications: true, defaultPlatform: "excel", excelVersion: "2013" }, messages.excelVersionInvalid],
    [{ emailNotifications: true, defaultPlatform: "excel", excelVersion: 2019 }, messages.excelVersionInvalid],
  ])("PUT /api/update-preferences refuses %j with 400", async (body, error) => {
    const { token } = await signUpUser(server);
    await expectError(await server.call("/api/update-preferences", { method: "PUT", token, body }), 400, error);
  });
});
