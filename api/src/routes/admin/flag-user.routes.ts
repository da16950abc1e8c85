import { flagBody } from "../../../contract/forum.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { flagUser } from "../../services/admin/flags.ts";

const router = createRouter().post(
  "/admin/flag-user/:userId",
  requireUser,
  requireRole("moderator", "superadmin"),
  validate("json", flagBody),
  async (c) => {
    const flagged = await flagUser(c.get("deps"), c.get("user"), {
      userId: c.req.param("userId"),
      ...c.req.valid("json"),
    });
    if (!flagged.ok) fail(flagged.status, flagged.error);
    return c.json({ success: true as const, data: flagged.value });
  },
);

export default router;
