import { adminUserParams, blockUserBody } from "../../../contract/admin-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { setSuspended, toggleModerator } from "../../services/admin/moderation.ts";

const router = createRouter()
  .put(
    "/admin/block-user/:id",
    requireSuperadmin,
    validate("param", adminUserParams),
    validate("json", blockUserBody),
    async (c) => {
      const { blocked } = c.req.valid("json");
      const changed = await setSuspended(c.get("deps"), c.get("user"), c.req.valid("param").id, { blocked });
      if (!changed.ok) fail(changed.status, changed.error);
      return c.json({ success: true as const, data: changed.value });
    },
  )
  // The spec's client sends no body; whatever is sent is ignored, as the call only toggles.
  .put("/admin/make-moderator/:id", requireSuperadmin, validate("param", adminUserParams), async (c) => {
    const changed = await toggleModerator(c.get("deps"), c.get("user"), c.req.valid("param").id);
    if (!changed.ok) fail(changed.status, changed.error);
    return c.json({ success: true as const, data: changed.value });
  });

export default router;
