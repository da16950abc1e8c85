import { z } from "zod";
import { createTopicBody, topicsQuery } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { optionalUser, signedInUser } from "../../middlewares/optional-user.ts";
import { clientIp } from "../../middlewares/rate-limit.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { createTopic, deleteTopic } from "../../services/forum/topics.ts";
import { passPostingGate } from "./posting-gate.ts";
import { countView } from "../../services/forum/views.ts";

const topicParams = z.object({ id: z.string() });

const router = createRouter()
  .get("/forum/topics", validate("query", topicsQuery), async (c) => {
    const query = c.req.valid("query");
    const { reads, topicLists } = c.get("deps");
    return c.json({ success: true as const, data: await topicLists.read(query, () => reads.listTopics(query)) });
  })
  .get("/forum/topics/:id", optionalUser, validate("param", topicParams), async (c) => {
    const { id } = c.req.valid("param");
    const user = signedInUser(c);
    const found = await c.get("deps").reads.readTopic(id, user?.role === "moderator" || user?.role === "superadmin");
    if (!found) fail(404, forumMessages.topicNotFound);
    // A view is counted once an hour per person: the account when signed in, else the address.
    const viewer = user ? `user:${user.id}` : `ip:${clientIp(c)}`;
    const views = await countView(c.get("deps"), id, viewer);
    const topic = views === null ? found.topic : { ...found.topic, views };
    return c.json({ success: true as const, data: { topic, posts: found.posts } });
  })
  .post("/forum/topics", requireUser, validate("json", createTopicBody), async (c) => {
    const body = c.req.valid("json");
    const notStored = await passPostingGate(c, "topic", body.content);
    const created = await createTopic(c.get("deps"), c.get("user"), body);
    if (!created.ok) {
      await notStored();
      fail(created.status, created.error);
    }
    return c.json({ success: true as const, data: created.value }, 201);
  })
  .delete(
    "/forum/topics/:id",
    requireUser,
    requireRole("moderator", "superadmin"),
    validate("param", topicParams),
    async (c) => {
      if (!(await deleteTopic(c.get("deps"), c.get("user"), c.req.valid("param").id))) {
        fail(404, forumMessages.topicNotFound);
      }
      return c.json({ success: true as const });
    },
  );

export default router;
