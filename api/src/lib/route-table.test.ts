import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mountedRoutes } from "./route-table.ts";
import { validate } from "./validator.ts";

describe("mountedRoutes", () => {
  const body = z.object({ name: z.string() });
  const params = z.object({ id: z.string() });
  const sub = new Hono()
    .post("/things", validate("json", body), (c) => c.json({}))
    .delete("/things/:id", validate("param", params), (c) => c.json({}));
  const app = new Hono()
    .use(async (_c, next) => await next())
    .route("/api", new Hono().route("/", sub))
    .route("/", sub)
    .get("*", (c) => c.text("spa"));

  it("lists every mounted method and path once, under each prefix it is mounted at", () => {
    const keys = mountedRoutes(app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(["POST /api/things", "DELETE /api/things/:id", "POST /things", "DELETE /things/:id"]);
  });

  it("finds the schemas the validators check through the sub-apps' wrappers", () => {
    const post = mountedRoutes(app).find((route) => route.path === "/api/things" && route.method === "POST");
    expect(post?.validations).toEqual([{ target: "json", schema: body }]);
    expect(post?.handlers).toHaveLength(2);
    const remove = mountedRoutes(app).find((route) => route.path === "/things/:id");
    expect(remove?.validations).toEqual([{ target: "param", schema: params }]);
  });
});
