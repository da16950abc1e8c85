import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Role } from "../../../contract/account.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { listCategories, postReply, postTopic, signUpAs } from "./forum-fixtures.ts";

let server: TestServer;
let tokens: Record<Role, string>;
let category: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  tokens = {
    user: (await signUpAs(server, "user")).token,
    moderator: (await signUpAs(server, "moderator")).token,
    superadmin: (await signUpAs(server, "superadmin")).token,
  };
  category = (await listCategories(server))[0]._id;
});
afterAll(() => server.stop());

type Caller = "anonymous" | Role;
const callers: Caller[] = ["anonymous", "user", "moderator", "superadmin"];
const tokenOf = (caller: Caller) => (caller === "anonymous" ? undefined : tokens[caller]);

/** The status each caller gets, by action: anyone reads, members write, moderators delete, superadmins add categories. */
const expected: Record<string, Record<Caller, number>> = {
  read: { anonymous: 200, user: 200, moderator: 200, superadmin: 200 },
  createTopic: { anonymous: 401, user: 201, moderator: 201, superadmin: 201 },
  reply: { anonymous: 401, user: 201, moderator: 201, superadmin: 201 },
  deleteTopic: { anonymous: 401, user: 403, moderator: 200, superadmin: 200 },
  deletePost: { anonymous: 401, user: 403, moderator: 200, superadmin: 200 },
  createCategory: { anonymous: 401, user: 403, moderator: 403, superadmin: 201 },
};

describe("forum role matrix", () => {
  for (const caller of callers) {
    test(`GET, POST and DELETE /api/forum/* and POST /api/admin/forum-categories answer ${caller} as the roles say`, async () => {
      const token = tokenOf(caller);
      const topic = await postTopic(server, tokens.user);
      const post = await postReply(server, tokens.user, topic._id, "A reply");
      const statuses = {
        read: (await server.call(`/api/forum/topics/${topic._id}`, { token })).status,
        createTopic: (await server.call("/api/forum/topics", {
          token,
          body: { title: "Role matrix topic", content: "Body", category },
        })).status,
        reply: (await server.call(`/api/forum/topics/${topic._id}/posts`, { token, body: { content: "Hi" } })).status,
        deletePost: (await server.call(`/api/forum/posts/${post._id}`, { method: "DELETE", token })).status,
        deleteTopic: (await server.call(`/api/forum/topics/${topic._id}`, { method: "DELETE", token })).status,
        createCategory: (await server.call("/api/admin/forum-categories", {
          token,
          body: { name: `By ${caller}`, slug: `by-${caller}` },
        })).status,
      };
      expect(statuses).toEqual(
        Object.fromEntries(Object.entries(expected).map(([action, by]) => [action, by[caller]])),
      );
    });
  }
});
