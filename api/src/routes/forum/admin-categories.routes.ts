import { categoryBody } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { createCategory } from "../../services/forum/categories.ts";

const router = createRouter().post(
  "/admin/forum-categories",
  requireUser,
  requireRole("superadmin"),
  validate("json", categoryBody),
  async (c) => {
    const category = await createCategory(c.get("deps"), c.get("user"), c.req.valid("json"));
    if (!category) fail(409, forumMessages.slugTaken);
    return c.json({ success: true as const, data: category }, 201);
  },
);

export default router;
