import { flagBody } from "../../../contract/forum.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { flagUser } from "../../services/forum/flags.ts";

const router = createRouter().post(
  "/admin/flag-user/:userId",
  requireUser,
  requireRole("moderator", "superadmin"),
  validate("json", flagBody),
  async (c) => {
    const outcome = await flagUser(c.var.deps, {
      userId: c.req.param("userId"),
      reason: c.req.valid("json").reason,
      flaggedBy: c.var.user.id,
    });
    if (!outcome.ok) fail(outcome.status, outcome.error);
    return c.json({ success: true as const });
  },
);

export default router;
