import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { createMetrics } from "../../metrics/app-metrics.ts";

// None of these routes reads a dependency; the request log in front of every route counts into the metrics.
const app = createApp({ metrics: createMetrics(), requestLog: null } as unknown as AppDeps, "/nonexistent");
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The page's CSP, as the SPA's documents get it: scripts only from this origin, and never an inline one. */
const expectDocumentHeaders = (response: Response) => {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toContain("default-src 'none'");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
};

describe("the API reference", () => {
  it("GET /api/openapi.json answers the valid document, cacheable and revalidated by its ETag", async () => {
    const response = await get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const result = await new Validator().validate(await response.json());
    expect(result.valid).toBe(true);

    const etag = response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await get("/api/openapi.json", { "if-none-match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("GET /api/openapi.json answers the same bytes every time: it is built once", async () => {
    const [first, second] = await Promise.all([get("/api/openapi.json"), get("/api/openapi.json")]);
    expect(await first.text()).toBe(await second.text());
  });

  it("GET /api/docs answers the page with the documents' headers and no inline script", async () => {
    const response = await get("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectDocumentHeaders(response);
    const html = await response.text();
    expect(html).toContain("<title>Sheetsmith API</title>");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("GET /api/docs/assets/:file answers every file the page loads, typed, cacheable, with the documents' CSP", async () => {
    const html = await (await get("/api/docs")).text();
    const loaded = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(loaded.length).toBe(4);
    for (const path of loaded) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(
        path.endsWith(".css") ? /^text\/css/ : /^text\/javascript/,
      );
      expect(response.headers.get("cache-control"), path).toMatch(/^public, max-age=\d+/);
      expectDocumentHeaders(response);
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
  });

  it("GET /api/docs/assets/:file serves nothing outside its list", async () => {
    for (
      const path of [
        "/api/docs/assets/package.json",
        "/api/docs/assets/..%2F..%2F..%2Fpackage.json",
        "/api/docs/assets/index.html",
      ]
    ) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ success: false });
    }
    // The URL resolves the dots before routing: this is a request for /package.json, which is no file of the app.
    const traversal = await get("/api/docs/assets/../../../../package.json");
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('"dependencies"');
  });
});
