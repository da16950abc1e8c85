import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { createRouter } from "../../lib/app-env.ts";
import { mountedRoutes } from "../../lib/route-table.ts";
import { validate } from "../../lib/validator.ts";
import { setDocumentHeaders } from "../../middlewares/security-headers.ts";
import { openApiDocument } from "./openapi-document.ts";

/** Swagger UI as npm installed it: the page works offline, with no file from another host. */
const swaggerUi = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const own = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url));

const css = "text/css; charset=utf-8";
const js = "text/javascript; charset=utf-8";

/** Every file the page may load: nothing outside this list is read, whatever the path asks for. */
const assets = {
  "swagger-ui.css": { path: join(swaggerUi, "swagger-ui.css"), type: css },
  "swagger-ui-bundle.js": { path: join(swaggerUi, "swagger-ui-bundle.js"), type: js },
  "reference.css": { path: own("reference.css"), type: css },
  "reference.js": { path: own("reference.js"), type: js },
};
type AssetName = keyof typeof assets;
const assetParams = z.object({ file: z.enum(Object.keys(assets) as [AssetName, ...AssetName[]]) });

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f766e" />
    <title>Sheetsmith API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/assets/reference.css" />
    <script src="/api/docs/assets/swagger-ui-bundle.js" defer></script>
    <script src="/api/docs/assets/reference.js" defer></script>
  </head>
  <body>
    <header class="reference-bar">
      <a class="brand" href="/">Sheetsmith</a>
      <span>API reference</span>
      <span class="spacer"></span>
      <a href="/api/openapi.json">openapi.json</a>
    </header>
    <main id="reference"><noscript>The reference needs JavaScript; the document is at /api/openapi.json.</noscript></main>
  </body>
</html>
`;

interface Cached {
  body: string | Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
}

const cachedOf = (body: Cached["body"], type: string): Cached => ({
  body,
  type,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/** Answers from memory with an ETag, and 304 when the browser already holds that version. */
function answerCached(c: Context, { body, type, etag }: Cached, cacheControl: string) {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", etag);
  const held = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (held.includes(etag)) return c.body(null, 304);
  c.header("Content-Type", type);
  return c.body(body);
}

/** The library's files are read on first use (not at start: the bundle is large and most runs never open the page). */
const loaded = new Map<AssetName, Promise<Cached>>();
const loadAsset = (name: AssetName) => {
  let file = loaded.get(name);
  if (!file) {
    const { path, type } = assets[name];
    file = readFile(path).then((bytes) => cachedOf(new Uint8Array(bytes), type));
    loaded.set(name, file);
  }
  return file;
};

/**
 * The document's and the reference page's routes, mounted under /api. `describe(app)` names the finished app whose
 * mounted routes (these included) the document lists; it is built on its first request and then served from memory.
 * Not at start: building it takes 10 to 17 ms, which every server and test app would pay for a page few open.
 */
export function apiReference() {
  let build: (() => Cached) | undefined;
  let document: Cached | undefined;
  const html = cachedOf(page, "text/html; charset=utf-8");
  const routes = createRouter()
    .get("/openapi.json", (c) => {
      if (!build) throw new Error("apiReference: describe(app) was not called");
      document ??= build();
      return answerCached(c, document, "public, max-age=300");
    })
    .get("/docs", (c) => {
      setDocumentHeaders(c);
      return answerCached(c, html, "no-cache");
    })
    .get("/docs/assets/:file", validate("param", assetParams), async (c) => {
      setDocumentHeaders(c);
      return answerCached(c, await loadAsset(c.req.valid("param").file), "public, max-age=3600");
    });
  return {
    routes,
    describe(app: { routes: Hono["routes"] }) {
      build = () => cachedOf(JSON.stringify(openApiDocument(mountedRoutes(app))), "application/json; charset=utf-8");
    },
  };
}
