import { auditQuery } from "../../../contract/admin-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { listAudit } from "../../services/audit/audit-log.ts";

const router = createRouter().get("/admin/audit-log", requireSuperadmin, validate("query", auditQuery), async (c) => {
  return c.json(await listAudit(c.get("deps").db, c.req.valid("query")));
});

export default router;
