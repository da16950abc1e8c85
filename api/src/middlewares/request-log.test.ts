import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { GenerationEngine } from "../generation/engine.ts";
import { signUpUser, startTestServer, type TestServer } from "../../test/test-server.ts";

interface Line {
  time: string;
  level: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  userId?: string;
}

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ LOG_REQUESTS: "on" }, { logLine: (line) => lines.push(line) });
});
afterAll(() => server.stop());

/** Makes one request and answers its response, read to the end, and the one line it logged. */
async function logged(path: string, init: Parameters<TestServer["call"]>[1] = {}) {
  const from = lines.length;
  const response = await server.call(path, init);
  const body = await response.text();
  const written = lines.slice(from).map((line) => JSON.parse(line) as Line);
  expect(written).toHaveLength(1);
  return { response, body, line: written[0] };
}

describe("request log", () => {
  test("GET /api/forum/topics/:id logs one JSON line with the matched route, never the path's id", async () => {
    const id = crypto.randomUUID();
    const started = Date.now();
    const { response, line } = await logged(`/api/forum/topics/${id}`);
    expect(response.status).toBe(404);
    expect(line).toEqual({
      time: expect.any(String),
      level: "info",
      requestId: response.headers.get("x-request-id"),
      method: "GET",
      route: "/api/forum/topics/:id",
      status: 404,
      ms: expect.any(Number),
    });
    expect(Date.parse(line.time)).toBeGreaterThanOrEqual(started - 1000);
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toContain(id);
  });

  test("GET /api/user logs the signed-in user's id", async () => {
    const { token, id } = await signUpUser(server);
    const { response, line } = await logged("/api/user", { token });
    expect(response.status).toBe(200);
    expect(line).toMatchObject({ route: "/api/user", status: 200, userId: id });
  });

  test("requests no endpoint matches share the route label unmatched", async () => {
    expect((await logged(`/api/no-such/${crypto.randomUUID()}`)).line).toMatchObject({
      route: "unmatched",
      status: 404,
    });
    // A POST outside /api reaches no handler at all, not even the SPA's.
    expect((await logged("/somewhere", { method: "POST", body: {} })).line).toMatchObject({
      method: "POST",
      route: "unmatched",
      status: 404,
    });
    // The endpoint exists for GET only.
    expect((await logged("/api/health", { method: "DELETE" })).line).toMatchObject({
      route: "unmatched",
      status: 404,
    });
  });

  test("a refusal by a guard is logged under the endpoint it guarded", async () => {
    const { response, line } = await logged("/api/generate-formula", { body: { description: "x" } });
    expect(response.status).toBe(401);
    expect(line).toMatchObject({ method: "POST", route: "/api/generate-formula", status: 401 });
  });
});

describe("request ids", () => {
  test("every answer carries a fresh X-Request-Id that its log line names", async () => {
    const first = await logged("/api/health");
    const second = await logged("/api/health");
    const ids = [first, second].map(({ response }) => response.headers.get("x-request-id"));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect([first.line.requestId, second.line.requestId]).toEqual(ids);
  });

  test("a well-formed incoming X-Request-Id is kept; a long or unsafe one is replaced", async () => {
    const kept = await logged("/api/health", { headers: { "X-Request-Id": "lb-7f3a.42:1" } });
    expect(kept.response.headers.get("x-request-id")).toBe("lb-7f3a.42:1");
    expect(kept.line.requestId).toBe("lb-7f3a.42:1");
    for (const unsafe of ["a".repeat(129), 'x","level":"forged', "two words", ""]) {
      const { response, line } = await logged("/api/health", { headers: { "X-Request-Id": unsafe } });
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(line.requestId).toBe(response.headers.get("x-request-id"));
    }
  });

  test("static files, pages of the SPA, 404s and event streams carry X-Request-Id too", async () => {
    const asset = await logged("/assets/app.js");
    expect(asset.response.status).toBe(200);
    expect(asset.line).toMatchObject({ route: "/*", requestId: asset.response.headers.get("x-request-id") });
    const page = await logged("/forum");
    expect(page.body).toContain('<div id="root">');
    expect(page.response.headers.get("x-request-id")).toBe(page.line.requestId);
    const missing = await logged("/assets/missing.js");
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get("x-request-id")).toBe(missing.line.requestId);

    const { token } = await signUpUser(server);
    const stream = await logged("/api/generate-formula", {
      body: { description: "sum of A1:A10", platform: "excel" },
      token,
      headers: { accept: "text/event-stream" },
    });
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.body).toContain("event: result");
    expect(stream.response.headers.get("x-request-id")).toBe(stream.line.requestId);
  });

  test("an unexpected error, in an answer or in a stream, logs a JSON error line with the request's id", async () => {
    const { token } = await signUpUser(server);
    const real = server.deps.generation;
    const broken: GenerationEngine = {
      formula: () => Promise.reject(new Error("engine broke")),
      macro: () => Promise.reject(new Error("engine broke")),
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.deps.generation = broken;
    try {
      const { response, line } = await logged("/api/generate-formula", {
        body: { description: "sum of A1:A10", platform: "excel" },
        token,
      });
      expect(response.status).toBe(500);
      const id = response.headers.get("x-request-id");
      expect(line).toMatchObject({ level: "error", requestId: id, route: "/api/generate-formula", status: 500 });
      expect(errors).toHaveBeenCalledOnce();
      expect(JSON.parse(errors.mock.calls[0][0])).toMatchObject({
        level: "error",
        requestId: id,
        method: "POST",
        path: "/api/generate-formula",
        error: "engine broke",
        stack: expect.stringContaining("engine broke"),
      });

      // A stream has sent its 200 before the engine fails: its error line still names the request.
      const stream = await logged("/api/generate-formula", {
        body: { description: "sum of A1:A10", platform: "excel" },
        token,
        headers: { accept: "text/event-stream" },
      });
      expect(stream.body).toContain("event: error");
      expect(JSON.parse(errors.mock.calls[1][0])).toMatchObject({
        level: "error",
        requestId: stream.response.headers.get("x-request-id"),
        error: "engine broke",
      });
    } finally {
      server.deps.generation = real;
      errors.mockRestore();
    }
  });
});

test("with LOG_REQUESTS=off no line is written, and the answer still carries its id", async () => {
  const quiet: string[] = [];
  const off = await startTestServer({ LOG_REQUESTS: "off" }, { logLine: (line) => quiet.push(line) });
  try {
    const response = await off.call("/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await response.body?.cancel();
    expect(quiet).toEqual([]);
  } finally {
    await off.stop();
  }
});
