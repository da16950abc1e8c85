import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { AppDeps, AppEnv } from "../lib/app-env.ts";
import { fail, onError } from "../lib/errors.ts";
import { createMetrics } from "../metrics/app-metrics.ts";
import { everyRequest } from "./every-request.ts";
import { setDocumentHeaders } from "./security-headers.ts";

function appWith(lines: string[]) {
  const deps = { metrics: createMetrics(), requestLog: (line: string) => lines.push(line) } as unknown as AppDeps;
  const app = new Hono<AppEnv>()
    .use(everyRequest(deps))
    .get("/answer", (c) => c.json({ success: true, id: c.get("requestId") }))
    .get("/refused", () => fail(403, "No"))
    .get("/moved", () => Response.redirect("http://localhost/elsewhere", 302))
    .get("/page", (c) => {
      setDocumentHeaders(c);
      return c.html("<p>page</p>");
    });
  app.onError(onError);
  return app;
}

describe("everyRequest", () => {
  test("an answer carries its request id, the one its handler saw and its log line names, and the API's headers", async () => {
    const lines: string[] = [];
    const response = await appWith(lines).request("/answer");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ success: true, id });
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(lines[0])).toMatchObject({ requestId: id, route: "/answer", status: 200 });
  });

  test("a refusal thrown by a handler gets the same headers and one log line", async () => {
    const lines: string[] = [];
    const response = await appWith(lines).request("/refused");
    expect(response.status).toBe(403);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(lines.map((line) => JSON.parse(line).status)).toEqual([403]);
  });

  test("an answer whose headers cannot change (Response.redirect) is copied and still carries them", async () => {
    const response = await appWith([]).request("/moved");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/elsewhere");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("a page keeps the document's CSP rather than the API answers' one", async () => {
    const response = await appWith([]).request("/page");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
