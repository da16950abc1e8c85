import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { expect, test, vi } from "vitest";
import { messages } from "../../contract/messages.ts";
import { fail, onError } from "./errors.ts";

const app = new Hono()
  .get("/boom", () => {
    throw new Error("database password is hunter2");
  })
  .get("/teapot", () => fail(418, "I am a teapot.", { "x-extra": "kept" }))
  .get("/locked", () => {
    // The reads worker's shape: an Error carrying SQLite's code, wrapped by drizzle.
    throw new Error("Failed query", {
      cause: Object.assign(new Error("database is locked"), { code: "SQLITE_LOCKED" }),
    });
  })
  .onError(onError);

test("an unexpected error answers a generic 500 body without its message or stack", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const response = await app.request("/boom");
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ success: false, error: messages.internal });
  expect(text).not.toContain("hunter2");
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

test("fail() answers its status, text and extra headers", async () => {
  const response = await app.request("/teapot");
  expect(response.status).toBe(418);
  expect(response.headers.get("x-extra")).toBe("kept");
  expect(await response.json()).toEqual({ success: false, error: "I am a teapot." });
});

test("SQLite giving up on a lock, wrapped or not, answers 503 with Retry-After and the busy message", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const response = await app.request("/locked");
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("1");
  expect(await response.json()).toEqual({ success: false, error: messages.busy });
  warn.mockRestore();
});

test("POST with a body that breaks off while it is read answers 400, not 500", async () => {
  const limited = new Hono().post("/upload", bodyLimit({ maxSize: 1024 }), (c) => c.text("read")).onError(onError);
  // What Deno's server hands over when the client closes the connection in the middle of a chunked body.
  const cutOff = new ReadableStream({
    pull() {
      throw new Deno.errors.BadResource("Cannot read request body as underlying resource unavailable");
    },
  });
  const response = await limited.request("/upload", {
    method: "POST",
    headers: { "transfer-encoding": "chunked" },
    body: cutOff,
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ success: false, error: messages.bodyUnreadable });
});
