import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../../../db/schema/users.ts";
import { messages } from "../../../contract/messages.ts";
import { signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let people: Record<"user" | "moderator" | "suspended" | "superadmin", Member>;
let subject: Member;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  people = {
    user: await signUpWithRole(server),
    moderator: await signUpWithRole(server, "moderator"),
    // A superadmin's role would let them through: suspension alone must stop them.
    suspended: await signUpWithRole(server, "superadmin"),
    superadmin: await signUpWithRole(server, "superadmin"),
  };
  await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, people.suspended.id));
  subject = await signUpWithRole(server);
});
afterAll(() => server.stop());

/** Every superadmin call with a body that passes validation, so only the gate decides. */
const calls = () => [
  { method: "GET", path: "/admin/users" },
  { method: "GET", path: "/admin/api-usage" },
  { method: "GET", path: `/admin/user-history/${subject.id}` },
  { method: "GET", path: "/admin/flags" },
  { method: "GET", path: "/admin/audit-log" },
  { method: "PUT", path: `/admin/block-user/${subject.id}`, body: { blocked: false } },
  { method: "PUT", path: `/admin/make-moderator/${subject.id}` },
  { method: "POST", path: "/admin/flags/no-such-flag/resolve", body: { action: "dismiss" } },
  {
    method: "POST",
    path: "/admin/forum-categories",
    body: { name: "Matrix", slug: `matrix-${crypto.randomUUID().slice(0, 8)}`, description: "" },
  },
];

const superadminStatus: Record<string, number> = {
  "POST /admin/forum-categories": 201,
  "POST /admin/flags/no-such-flag/resolve": 404,
};

for (const prefix of ["/api", ""]) {
  test(`${prefix}/admin/* answers anonymous 401, user, moderator and suspended 403, superadmin through`, async () => {
    for (const call of calls()) {
      const key = `${call.method} ${call.path.replace(subject.id, ":id")}`;
      const statusFor = async (token?: string) => {
        const response = await server.call(`${prefix}${call.path}`, { method: call.method, body: call.body, token });
        const answer = await response.json();
        return { status: response.status, error: answer.error };
      };
      expect({ key, ...await statusFor() }).toEqual({ key, status: 401, error: messages.authRequired });
      for (const role of ["user", "moderator"] as const) {
        expect({ key, role, ...await statusFor(people[role].token) })
          .toEqual({ key, role, status: 403, error: messages.forbidden });
      }
      expect({ key, ...await statusFor(people.suspended.token) })
        .toEqual({ key, status: 403, error: messages.accountSuspended });
      const expected = superadminStatus[`${call.method} ${call.path}`] ?? 200;
      expect({ key, status: (await statusFor(people.superadmin.token)).status }).toEqual({ key, status: expected });
    }
  });
}
