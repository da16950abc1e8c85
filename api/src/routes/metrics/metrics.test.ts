import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { connectSocket, signUpWithRole } from "../../../test/forum-sockets.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads Prometheus text exposition, failing on any line that is neither a comment nor a sample. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name, value]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

let server: TestServer;
let superadmin: string;
const metricsToken = "scraper-secret-0123456789";

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: metricsToken });
  ({ token: superadmin } = await signUpWithRole(server, "superadmin"));
});
afterAll(() => server.stop());

async function scrape() {
  const response = await server.call("/api/metrics", { token: superadmin });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

/** The sample `name` whose labels include `labels`; 0 when no such series exists yet. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((sample) =>
    sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)
  )?.value ?? 0;

describe("access", () => {
  test("GET /api/metrics refuses an anonymous caller with 401 JSON", async () => {
    await expectError(await server.call("/api/metrics"), 401, messages.authRequired);
  });

  test("GET /api/metrics refuses a signed-in user who is not a superadmin with 403 JSON", async () => {
    const { token } = await signUpUser(server);
    await expectError(await server.call("/api/metrics", { token }), 403, messages.forbidden);
    const moderator = await signUpWithRole(server, "moderator");
    await expectError(await server.call("/api/metrics", { token: moderator.token }), 403, messages.forbidden);
  });

  test("GET /api/metrics answers a superadmin in the text exposition format", async () => {
    const response = await server.call("/api/metrics", { token: superadmin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await response.text();
    for (const name of ["http_requests_total", "http_request_duration_seconds", "sockets_connected"]) {
      expect(text).toContain(`# TYPE sheetsmith_${name} `);
    }
    expect(text).toContain("# TYPE sheetsmith_generations_total counter");
    expect(text).toContain("# TYPE sheetsmith_rate_limit_refusals_total counter");
  });

  test("GET /api/metrics answers the configured METRICS_TOKEN, and refuses a wrong one with 401", async () => {
    const response = await server.call("/api/metrics", { token: metricsToken });
    expect(response.status).toBe(200);
    expect(parseExposition(await response.text()).length).toBeGreaterThan(0);
    await expectError(await server.call("/api/metrics", { token: `${metricsToken}x` }), 401, messages.tokenInvalid);
    await expectError(await server.call("/api/metrics", { token: metricsToken.slice(1) }), 401, messages.tokenInvalid);
  });

  test("GET /api/metrics takes no token as a scraper's when METRICS_TOKEN is not set", async () => {
    const plain = await startTestServer();
    try {
      await expectError(await plain.call("/api/metrics", { token: metricsToken }), 401, messages.tokenInvalid);
    } finally {
      await plain.stop();
    }
  });
});

describe("what is counted", () => {
  test("GET /api/metrics counts earlier requests by method, matched route and status, with their latency", async () => {
    const topic = { method: "GET", route: "/api/forum/topics/:id" };
    const before = await scrape();
    for (let i = 0; i < 3; i++) await (await server.call(`/api/forum/topics/${crypto.randomUUID()}`)).body?.cancel();
    await (await server.call("/api/no/such/path")).body?.cancel();
    await (await server.call(`/api/forum/topics/${crypto.randomUUID()}`, { method: "BREW" })).body?.cancel();
    const after = await scrape();

    const requests = (samples: Sample[], labels: Record<string, string>) =>
      valueOf(samples, "sheetsmith_http_requests_total", labels);
    expect(requests(after, { ...topic, status: "404" }) - requests(before, { ...topic, status: "404" })).toBe(3);
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    expect(requests(after, unmatched) - requests(before, unmatched)).toBe(1);
    // A made-up method is counted, but never becomes a label of its own.
    const other = { method: "other", route: "unmatched", status: "404" };
    expect(requests(after, other) - requests(before, other)).toBe(1);
    expect(after.some((sample) => sample.labels.method === "BREW")).toBe(false);
    // No series is named after a raw path with its ids.
    expect(after.some((sample) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(sample.labels.route ?? ""))).toBe(false);
    // The earlier scrape itself is counted once it was answered.
    expect(requests(after, { route: "/api/metrics", status: "200" })).toBeGreaterThanOrEqual(1);

    const histogram = "sheetsmith_http_request_duration_seconds";
    const count = (samples: Sample[]) => valueOf(samples, `${histogram}_count`, topic);
    expect(count(after) - count(before)).toBe(3);
    expect(valueOf(after, `${histogram}_bucket`, { ...topic, le: "+Inf" })).toBe(count(after));
    expect(valueOf(after, `${histogram}_sum`, topic)).toBeGreaterThan(0);
    const buckets = after.filter((sample) =>
      sample.name === `${histogram}_bucket` && sample.labels.route === topic.route
    );
    expect(buckets.map((bucket) => bucket.value)).toEqual(buckets.map((bucket) => bucket.value).sort((a, b) => a - b));
  });

  test("GET /api/metrics counts connected sockets, and one fewer after a disconnect", async () => {
    const sockets = async () => valueOf(await scrape(), "sheetsmith_sockets_connected");
    const before = await sockets();
    const { token } = await signUpUser(server);
    const socket = await connectSocket(server, token);
    try {
      expect(await sockets()).toBe(before + 1);
    } finally {
      socket.disconnect();
    }
    await vi.waitFor(async () => expect(await sockets()).toBe(before), { timeout: 2000, interval: 20 });
  });

  test("GET /api/metrics counts a formula generation under kind formula and provider builtin", async () => {
    const labels = { kind: "formula", provider: "builtin" };
    const before = valueOf(await scrape(), "sheetsmith_generations_total", labels);
    const { token } = await signUpUser(server);
    const response = await server.call("/api/generate-formula", {
      body: { description: "sum of A1:A10", platform: "excel" },
      token,
    });
    expect(response.status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, "sheetsmith_generations_total", labels)).toBe(before + 1);
    expect(valueOf(after, "sheetsmith_generations_total", { kind: "vba" })).toBe(0);
  });

  test("GET /api/metrics counts a 429 under the limit that refused it", async () => {
    const labels = { limiter: "contact" };
    const before = valueOf(await scrape(), "sheetsmith_rate_limit_refusals_total", labels);
    // The contact form's limit counts every request from an address, valid or not: ten an hour.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await server.call("/api/contact", { body: {} })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(valueOf(await scrape(), "sheetsmith_rate_limit_refusals_total", labels)).toBe(before + 1);
  });
});
