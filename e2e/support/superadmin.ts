import { expect } from "vitest";

/** The superadmin the server is started with (ADMIN_EMAIL / ADMIN_PASSWORD), before its forced password change. */
export const admin = { email: "admin@example.com", password: "a long admin password" };
const adminNewPassword = "a brand new admin password";

/** The superadmin's session through the REST calls the setup and first sign-in make, then handed to a browser. */
export async function superadminToken(baseUrl: string): Promise<string> {
  const post = (path: string, body: unknown, token?: string, method = "POST") =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  expect((await fetch(`${baseUrl}/admin/init-superadmin`, { method: "POST" })).status).toBe(201);
  const { token } = await (await post("/api/signin", admin)).json();
  const changed = await (await post(
    "/api/update-password",
    { currentPassword: admin.password, newPassword: adminNewPassword },
    token,
    "PUT",
  )).json();
  const cleared = await post(
    "/api/update-preferences",
    { emailNotifications: true, defaultPlatform: "excel", passwordUpdated: true },
    changed.token,
    "PUT",
  );
  expect(cleared.status).toBe(200);
  return changed.token;
}
