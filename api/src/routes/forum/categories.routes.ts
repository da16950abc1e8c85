import { createRouter } from "../../lib/app-env.ts";
import { listCategories } from "../../services/forum/categories.ts";

const router = createRouter().get(
  "/forum/categories",
  async (c) => c.json({ success: true as const, data: await listCategories(c.get("deps").db) }),
);

export default router;
