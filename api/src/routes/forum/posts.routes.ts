import { z } from "zod";
import { createPostBody } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { createPost, deletePost } from "../../services/forum/posts.ts";
import { passPostingGate } from "./posting-gate.ts";

const router = createRouter()
  .post(
    "/forum/topics/:id/posts",
    requireUser,
    validate("param", z.object({ id: z.string() })),
    validate("json", createPostBody),
    async (c) => {
      const body = c.req.valid("json");
      const notStored = await passPostingGate(c, "reply", body.content);
      const created = await createPost(c.get("deps"), c.get("user"), c.req.valid("param").id, body);
      if (!created.ok) {
        await notStored();
        fail(created.status, created.error);
      }
      return c.json({ success: true as const, data: created.value }, 201);
    },
  )
  .delete(
    "/forum/posts/:postId",
    requireUser,
    requireRole("moderator", "superadmin"),
    validate("param", z.object({ postId: z.string() })),
    async (c) => {
      if (!(await deletePost(c.get("deps"), c.get("user"), c.req.valid("param").postId))) {
        fail(404, forumMessages.postNotFound);
      }
      return c.json({ success: true as const });
    },
  );

export default router;
