import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "hono/deno";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { messages } from "../contract/messages.ts";
import { dataUploadLimitBytes } from "../contract/data.ts";
import { dataMessages } from "../contract/data-messages.ts";
import type { AppDeps, AppEnv } from "./lib/app-env.ts";
import { errorBody, notFound, onError } from "./lib/errors.ts";
import { jsonBodiesOnly } from "./middlewares/json-bodies-only.ts";
import { createMiddleware } from "hono/factory";
import { every } from "hono/combine";
import { setDocumentHeaders } from "./middlewares/security-headers.ts";
import { everyRequest } from "./middlewares/every-request.ts";
import authRoutes from "./routes/auth/auth.routes.ts";
import googleRoutes from "./routes/auth/google.routes.ts";
import userRoutes from "./routes/account/user.routes.ts";
import superadminRoutes from "./routes/admin/superadmin.routes.ts";
import contactRoutes from "./routes/contact/contact.routes.ts";
import explainFormulaRoutes from "./routes/explainer/explain-formula.routes.ts";
import healthRoutes from "./routes/health/health.routes.ts";
import siteRoutes from "./routes/site/site.routes.ts";
import metricsRoutes from "./routes/metrics/metrics.routes.ts";
import generationRoutes from "./routes/generation/generation.routes.ts";
import ratingRoutes from "./routes/generation/rating.routes.ts";
import formulaAlternativesRoutes from "./routes/generation/formula-alternatives.routes.ts";
import dataToolsRoutes, { uploadPaths } from "./routes/generation/data-tools.routes.ts";
import historyRoutes from "./routes/history/history.routes.ts";
import favoritesRoutes from "./routes/history/favorites.routes.ts";
import userSearchRoutes from "./routes/users/user-search.routes.ts";
import flagUserRoutes from "./routes/admin/flag-user.routes.ts";
import forumRoutes from "./routes/forum/forum.routes.ts";
import notificationRoutes from "./routes/forum/notifications.routes.ts";
import forumCategoryAdminRoutes from "./routes/forum/admin-categories.routes.ts";
import adminUsersRoutes from "./routes/admin/users.routes.ts";
import apiUsageRoutes from "./routes/admin/api-usage.routes.ts";
import moderationRoutes from "./routes/admin/moderation.routes.ts";
import flagsRoutes from "./routes/admin/flags.routes.ts";
import reportsRoutes from "./routes/admin/reports.routes.ts";
import auditLogRoutes from "./routes/admin/audit-log.routes.ts";
import { apiReference } from "./routes/docs/docs.routes.ts";

/** The superadmin's calls, served under /api and on the spec's bare /admin paths alike. */
const adminRoutes = new Hono<AppEnv>()
  .route("/", adminUsersRoutes)
  .route("/", apiUsageRoutes)
  .route("/", moderationRoutes)
  .route("/", flagsRoutes)
  .route("/", reportsRoutes)
  .route("/", auditLogRoutes)
  .route("/", forumCategoryAdminRoutes);

const maxBodyBytes = 1024 * 1024;

/** Room for the multipart framing and the description around an upload of the largest size allowed. */
const formOverheadBytes = 64 * 1024;

/**
 * The rest of a refused body is never read, so the connection cannot carry another request: whatever the client
 * sends next would be parsed from the middle of the body. Closing it makes the client open a fresh one.
 */
const refuseLarge = (message: string) => (c: Context<AppEnv>) => {
  c.header("Connection", "close");
  return errorBody(c, 413, message);
};

const jsonBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: refuseLarge(messages.bodyTooLarge) });
const uploadLimit = bodyLimit({
  maxSize: dataUploadLimitBytes + formOverheadBytes,
  onError: refuseLarge(dataMessages.fileTooLarge),
});

const jsonBodies = every(jsonBodyLimit, jsonBodiesOnly);

/**
 * Bodies are limited while they stream in (a declared Content-Length over the limit is refused unread): 1 MiB of
 * JSON everywhere, 10 MB for the data tools' uploads, which carry forms rather than JSON. A GET or HEAD has no body
 * that any handler reads, so neither is asked: bodyLimit would build the full Request just to find that out, a
 * twelfth of an authenticated GET's time when it was measured (bench/RESULTS.md).
 */
const limitBodies = createMiddleware<AppEnv>((c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (uploadPaths.includes(c.req.path)) return uploadLimit(c, next);
  return jsonBodies(c, next);
});
const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * The whole HTTP surface: a request id, a log line and metrics, security headers and a body limit on everything, the REST contract under /api (and
 * the spec's bare admin and forum paths), JSON 404s for unknown API paths, then the built SPA with history fallback.
 */
export function createApp(deps: AppDeps, webDir: string) {
  const reference = apiReference();
  const api = new Hono<AppEnv>()
    .route("/", authRoutes)
    .route("/", googleRoutes)
    .route("/", userRoutes)
    .route("/", superadminRoutes)
    .route("/", contactRoutes)
    .route("/", healthRoutes)
    .route("/", siteRoutes)
    .route("/", metricsRoutes)
    .route("/", generationRoutes)
    .route("/", ratingRoutes)
    .route("/", formulaAlternativesRoutes)
    .route("/", explainFormulaRoutes)
    .route("/", dataToolsRoutes)
    .route("/", historyRoutes)
    .route("/", favoritesRoutes)
    .route("/", userSearchRoutes)
    .route("/", flagUserRoutes)
    .route("/", forumRoutes)
    .route("/", adminRoutes)
    .route("/", notificationRoutes)
    .route("/", reference.routes)
    .all("*", notFound);

  const app = new Hono<AppEnv>()
    .use(everyRequest(deps))
    .use(limitBodies)
    .route("/api", api)
    .route("/", superadminRoutes)
    .route("/", userSearchRoutes)
    .route("/", flagUserRoutes)
    .route("/", adminRoutes)
    .route("/", forumRoutes);
  reference.describe(app);

  const index = join(webDir, "index.html");
  if (existsSync(index)) {
    // Vite's hashed assets never change under their name; the HTML and public files must be revalidated.
    const cacheFor = (_path: string, c: Context) => {
      setDocumentHeaders(c);
      c.header(
        "Cache-Control",
        c.req.path.startsWith("/assets/") ? `public, max-age=${yearInSeconds}, immutable` : "no-cache",
      );
    };
    app.get("*", serveStatic({ root: webDir, onFound: cacheFor }));
    app.get("*", (c, next) => {
      // A path with a file extension that was not found above is a missing file, not a page of the SPA.
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
      return serveStatic({ root: webDir, path: "index.html", onFound: cacheFor })(c, next);
    });
  } else {
    app.get("*", (c) => c.text(messages.webNotBuilt, 404));
  }
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
