import { createRouter } from "../../lib/app-env.ts";
import categoryRoutes from "./categories.routes.ts";
import postRoutes from "./posts.routes.ts";
import reportRoutes from "./reports.routes.ts";
import topicRoutes from "./topics.routes.ts";

/**
 * The forum's public API, mounted twice (the spec calls it with and without /api). Every path is under
 * /forum/categories, /forum/topics or /forum/posts, so the SPA's pages (/forum, /forum/new-topic,
 * /forum/topic/:id) never match it.
 */
const router = createRouter().route("/", categoryRoutes).route("/", topicRoutes).route("/", postRoutes)
  .route("/", reportRoutes);

export default router;
