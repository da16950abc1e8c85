import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../app.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/app-env.ts";
import { mountedRoutes } from "../../lib/route-table.ts";
import { validate } from "../../lib/validator.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { requireUser, requireUserDuringReset } from "../../middlewares/require-user.ts";
import { routeDocs } from "../route-docs.ts";
import { docKey, gateOf, openApiDocument, openApiPath, undocumentedRoutes } from "./openapi-document.ts";

// Building the app reads no dependency; the document is made from what it mounts.
const routes = mountedRoutes(createApp({} as AppDeps, "/nonexistent"));
const document = openApiDocument(routes);
const operation = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    // As the server sends it: JSON, with nothing JSON cannot carry.
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has every route the app mounts, with its method, under /api and on the bare paths alike", () => {
    const missing = routes.filter((route) => !operation(route.method, route.path)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(routes.some((route) => route.path === "/admin/users")).toBe(true);
    expect(operation("GET", "/admin/users")?.description).toContain("/api/admin/users");
  });

  it("describes every mounted route in routeDocs, and nothing that is not mounted", () => {
    expect(undocumentedRoutes(routes)).toEqual([]);
    const mounted = new Set(routes.map(docKey));
    expect(Object.keys(routeDocs).filter((key) => !mounted.has(key))).toEqual([]);
  });

  it("declares every path parameter of every route as a required path parameter", () => {
    for (const route of routes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = (operation(route.method, route.path)?.parameters ?? [])
        .filter((parameter) => parameter.in === "path" && parameter.required)
        .map((parameter) => parameter.name);
      expect(declared.sort(), `${route.method} ${route.path}`).toEqual(names.sort());
    }
  });

  it("gives a request body wherever a validator reads JSON or a form, of the media type it reads", () => {
    const media = { json: "application/json", form: "multipart/form-data" } as Record<string, string>;
    for (const route of routes) {
      const expected = route.validations.map((v) => media[v.target]).filter(Boolean);
      const content = operation(route.method, route.path)?.requestBody?.content ?? {};
      expect(Object.keys(content), `${route.method} ${route.path}`).toEqual(expected);
    }
  });

  it("takes the query and header parameters from the validators' schemas", () => {
    const topics = routes.find((route) => route.method === "GET" && route.path === "/api/forum/topics");
    const shape = (topics?.validations.find((v) => v.target === "query")?.schema as z.ZodObject).shape;
    const names = operation("GET", "/api/forum/topics")?.parameters?.filter((p) => p.in === "query").map((p) => p.name);
    expect(names).toEqual(Object.keys(shape));

    const analyze = operation("POST", "/api/analyze-data");
    expect(analyze?.parameters).toContainEqual(
      expect.objectContaining({ name: "X-Content-Type", in: "header", required: true }),
    );
    const form = analyze?.requestBody?.content["multipart/form-data"].schema as { properties: Record<string, unknown> };
    expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
  });

  it("documents both answers of a generation: JSON, and server-sent events when asked for", () => {
    for (const path of ["/api/generate-formula", "/api/generate-vba", "/api/analyze-data", "/api/generate-chart"]) {
      expect(Object.keys(operation("POST", path)?.responses[200].content ?? {})).toEqual([
        "application/json",
        "text/event-stream",
      ]);
    }
  });

  it("asks for a bearer token where the route needs one, and answers errors with the common shape", () => {
    expect(operation("GET", "/api/user")?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation("POST", "/api/signin")?.security).toEqual([]);
    expect(document.components.schemas.Error).toMatchObject({
      properties: { success: { const: false }, error: { type: "string" } },
    });
    for (const route of routes) {
      expect(operation(route.method, route.path)?.responses["4XX"], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it("asks for a token on every route whose handlers check one", () => {
    const checks: object[] = [requireUser, requireUserDuringReset, requireSuperadmin];
    const open = routes.filter((route) => route.handlers.some((handler) => checks.includes(handler)))
      .filter((route) => ["public", "optional"].includes(gateOf(route)))
      .map(docKey);
    expect(routes.filter((route) => route.handlers.includes(requireUser)).length).toBeGreaterThan(0);
    expect(open).toEqual([]);
  });

  it("has a unique operationId for every operation", () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("still builds a route whose schema JSON Schema cannot express, and fails coverage for a route left undescribed", () => {
    const refined = z.object({
      when: z.string().transform((text) => new Date(text)),
      count: z.bigint(),
      at: z.date(),
    }).refine((body) => !Number.isNaN(body.when.getTime()));
    const app = createRouter().route(
      "/api",
      createRouter().post(
        "/not-described",
        validate("json", z.preprocess((value) => value, refined)),
        (c) => c.json({}),
      ),
    );
    const extra = mountedRoutes(app);

    expect(undocumentedRoutes(extra)).toEqual(["POST /not-described"]);
    const body = openApiDocument(extra).paths["/api/not-described"].post.requestBody?.content["application/json"];
    expect(body?.schema).toMatchObject({ properties: { when: { type: "string" }, count: {}, at: {} } });
  });
});
