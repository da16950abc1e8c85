import { adminHistoryParams, adminUsersQuery } from "../../../contract/admin-requests.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { adminUserHistory } from "../../services/admin/user-history.ts";

const router = createRouter()
  .get("/admin/users", requireSuperadmin, validate("query", adminUsersQuery), async (c) => {
    return c.json(await c.get("deps").reads.listAdminUsers(c.req.valid("query")));
  })
  .get("/admin/user-history/:userId", requireSuperadmin, validate("param", adminHistoryParams), async (c) => {
    const history = await adminUserHistory(c.get("deps").db, c.req.valid("param").userId);
    if (!history) fail(404, adminMessages.userNotFound);
    return c.json({ success: true as const, data: history });
  });

export default router;
