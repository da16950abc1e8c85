import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { defaultCategories, ensureDefaultCategories } from "../../services/forum/default-categories.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

describe("forum categories", () => {
  for (const path of ["/forum/categories", "/api/forum/categories"]) {
    test(`GET ${path} lists the default categories in order, in the spec's shape`, async () => {
      const response = await server.call(path);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.success).toBe(true);
      expect(body.data.map((category: { name: string }) => category.name)).toEqual([
        "General",
        "Formulas",
        "VBA & Macros",
        "Data Analysis",
        "Charts",
      ]);
      for (const category of body.data) {
        expect(Object.keys(category).sort()).toEqual(["_id", "description", "name", "slug"]);
        expect(category._id).toEqual(expect.any(String));
      }
    });
  }

  test("GET /api/forum/categories still has each default once after the defaults are ensured again (a restart)", async () => {
    await ensureDefaultCategories(server.deps.db);
    const { data } = await (await server.call("/api/forum/categories")).json();
    expect(data.map((category: { slug: string }) => category.slug)).toEqual(
      defaultCategories.map((category) => category.slug),
    );
  });

  test("GET /forum/categories answers JSON even to a browser-like Accept header", async () => {
    const response = await server.call("/forum/categories", { headers: { accept: "text/html" } });
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});
