import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "../contract/messages.ts";
import { sendRaw } from "../test/raw-request.ts";
import { startTestServer, type TestServer } from "../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

describe("the HTTP surface", () => {
  test.each(["GET", "POST", "PUT", "DELETE"])("%s /api/<unknown> answers a JSON 404", async (method) => {
    const response = await server.call("/api/no-such-thing/here", { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ success: false, error: messages.notFound });
  });

  test("POST /api/signup refuses a body over 1 MiB with 413", async () => {
    const response = await server.call("/api/signup", {
      body: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10), email: "a@example.com", password: "long enough" }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: messages.bodyTooLarge });
  });

  test("a body over the limit gets 413 with Connection: close, unread, and the next request a new connection", async () => {
    const size = 2 * 1024 * 1024;
    const received = await sendRaw(
      server.url,
      ["POST /api/signup HTTP/1.1", "Content-Type: application/json", `Content-Length: ${size}`],
      Buffer.alloc(size, "x"),
      "GET /api/health HTTP/1.1\r\nHost: {host}\r\n\r\n",
    );
    const [head, body] = received.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(body)).toEqual({ success: false, error: messages.bodyTooLarge });
    // The health check written after the body was never answered on that connection: it was closed instead.
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const next = await server.call("/api/health");
    expect(next.status).toBe(200);
    await next.body?.cancel();
  });

  test("GET <page> serves the SPA's index.html for client-side routes, uncached", async () => {
    for (const path of ["/", "/forum/topic/abc", "/dashboard", "/admin"]) {
      const response = await server.call(path, { headers: { accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  test("GET /assets/<file> serves built assets with a long cache, and a missing file is a 404", async () => {
    const asset = await server.call("/assets/app.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).toContain("console.log");
    expect((await server.call("/assets/missing.js")).status).toBe(404);
    expect((await server.call("/missing.png")).status).toBe(404);
  });

  test("pages and their files carry the document security headers with the SPA's Content-Security-Policy", async () => {
    for (const path of ["/", "/forum/topic/abc", "/assets/app.js"]) {
      const response = await server.call(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Sockets may only go back to this origin: no scheme-wide ws:/wss: and no other host.
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toMatch(/\b(ws|wss):/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      await response.body?.cancel();
    }
  });

  test("API answers, errors included, are never sniffed and allow nothing should a browser open them", async () => {
    for (const path of ["/api/health", "/api/nothing", "/forum/topics", "/missing.png"]) {
      const response = await server.call(path);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      await response.body?.cancel();
    }
  });

  test("CORS is closed: no other origin is allowed to read answers", async () => {
    const simple = await server.call("/api/health", { headers: { origin: "https://evil.example" } });
    expect(simple.headers.get("access-control-allow-origin")).toBeNull();
    await simple.body?.cancel();
    const preflight = await server.call("/api/signin", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    await preflight.body?.cancel();
  });

  test("POST /api/signin refuses a body that is not JSON with 415", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", ""]) {
      const response = await fetch(`${server.url}/api/signin`, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: "email=a@example.com&password=secret",
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, error: messages.jsonRequired });
    }
    const vendorJson = await server.call("/api/signin", {
      body: { email: "a@example.com", password: "x" },
      headers: { "content-type": "application/vnd.api+json; charset=utf-8" },
    });
    expect(vendorJson.status).toBe(401);
  });

  test("POST <page path> that is not an endpoint answers a JSON 404, not the SPA", async () => {
    const response = await server.call("/dashboard", { method: "POST", body: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: messages.notFound });
  });
});
