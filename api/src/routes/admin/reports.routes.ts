import { reportedItemParams, reportsQuery, resolveReportsBody } from "../../../contract/report-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireRole } from "../../middlewares/require-role.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { resolveReports } from "../../services/admin/report-actions.ts";
import { listReportedItems } from "../../services/admin/reported-items.ts";

/** The members' reports queue: moderators and superadmins read it and act on it. */
const router = createRouter()
  .get(
    "/admin/reports",
    requireUser,
    requireRole("moderator", "superadmin"),
    validate("query", reportsQuery),
    async (c) => c.json(await listReportedItems(c.get("deps").db, c.req.valid("query"))),
  )
  .post(
    "/admin/reports/:id/resolve",
    requireUser,
    requireRole("moderator", "superadmin"),
    validate("param", reportedItemParams),
    validate("json", resolveReportsBody),
    async (c) => {
      const resolved = await resolveReports(
        c.get("deps"),
        c.get("user"),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      if (!resolved.ok) fail(resolved.status, resolved.error);
      return c.json({ success: true as const, data: resolved.value });
    },
  );

export default router;
