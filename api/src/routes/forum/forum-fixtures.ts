import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema/users.ts";
import type { Role } from "../../../contract/account.ts";
import type { ForumCategory, ForumPost, ForumTopic } from "../../../contract/forum.ts";
import type { DomainEventName, DomainEvents } from "../../events/domain-events.ts";
import { signUpUser, type TestServer } from "../../../test/test-server.ts";

/** Signs up a fresh account and gives it `role` (the way a superadmin's grant ends up in the users row). */
export async function signUpAs(server: TestServer, role: Role, name?: string) {
  const user = await signUpUser(server, name ? { name } : {});
  await server.deps.db.update(users).set({ role }).where(eq(users.id, user.id));
  return user;
}

export async function listCategories(server: TestServer): Promise<ForumCategory[]> {
  return (await (await server.call("/api/forum/categories")).json()).data;
}

/** Posts a topic (in the first default category unless told) and answers the created topic. */
export async function postTopic(
  server: TestServer,
  token: string,
  body: Partial<{ title: string; content: string; category: string }> = {},
): Promise<ForumTopic> {
  const category = body.category ?? (await listCategories(server))[0]._id;
  const response = await server.call("/api/forum/topics", {
    token,
    body: { title: "How do I sum a column?", content: "I want the total of B2:B50.", ...body, category },
  });
  if (response.status !== 201) throw new Error(`topic not created: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

export async function postReply(server: TestServer, token: string, topicId: string, content: string) {
  const response = await server.call(`/api/forum/topics/${topicId}/posts`, { token, body: { content } });
  if (response.status !== 201) throw new Error(`reply not created: ${response.status} ${await response.text()}`);
  return (await response.json()).data as ForumPost;
}

/** Collects every `name` event published on the server's bus until `stop()`. */
export function recordEvents<Name extends DomainEventName>(server: TestServer, name: Name) {
  const seen: DomainEvents[Name][] = [];
  const stop = server.deps.events.subscribe(name, (payload) => {
    seen.push(payload);
  });
  return { seen, stop };
}
