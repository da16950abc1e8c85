import { createRouter } from "../../lib/app-env.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { apiUsage } from "../../services/admin/api-usage.ts";

const router = createRouter().get("/admin/api-usage", requireSuperadmin, async (c) => {
  return c.json({ success: true as const, data: await apiUsage(c.get("deps").db) });
});

export default router;
