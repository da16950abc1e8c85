import { eq, sql } from "drizzle-orm";
import { connect } from "node:net";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z, type ZodType } from "zod";
import { users } from "../../../db/schema/users.ts";
import { createApp } from "../app.ts";
import { type MountedRoute, mountedRoutes } from "../lib/route-table.ts";
import type { Validation } from "../lib/validator.ts";
import { signUpWithRole } from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

/**
 * Generated malformed requests to every mounted route: no answer may be a 5xx, none may hang, an error must be the
 * app's JSON, and the server and its database must come out whole. `FUZZ_RUNS` (runs per route) makes a longer run:
 * `npm run fuzz`.
 */
const runsPerRoute = Number(Deno.env.get("FUZZ_RUNS") ?? 500);
const seed = Number(Deno.env.get("FUZZ_SEED") ?? 1313);
const answerWithinMs = 10_000;

const secret = "fuzz-signing-key-of-this-test-server";
const key = new TextEncoder().encode(secret);

/** A server under fuzzing, with the Authorization headers to send it. */
interface Target {
  server: TestServer;
  /** From none through forged, expired and orphaned tokens to malformed headers. */
  authorizations: (string | undefined)[];
  /** Valid tokens, a plain user's and a superadmin's, so most requests get past the gate to the validators. */
  signedIn: string[];
  /** Ids of real accounts (and a deleted one), so path parameters sometimes name something that exists. */
  ids: string[];
}

const jwt = (claims: Record<string, unknown>, signWith = key) => {
  const token = new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuer("sheetsmith").setIssuedAt();
  return token.setExpirationTime("1h").sign(signWith);
};
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

async function target(settings: Record<string, string>): Promise<Target> {
  const server = await startTestServer({ ...settings, JWT_SECRET: secret });
  const user = await signUpWithRole(server);
  const superadmin = await signUpWithRole(server, "superadmin");
  const gone = await signUpWithRole(server);
  await server.deps.db.delete(users).where(eq(users.id, gone.id));
  const expired = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id)
    .setIssuer("sheetsmith").setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_100).sign(key);
  const tokens = [
    gone.token,
    expired,
    await jwt({ sub: user.id, ver: 0 }, new TextEncoder().encode("not the server's key")),
    `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: superadmin.id, ver: 0, iss: "sheetsmith" })}.`,
    await jwt({ sub: user.id, ver: "0" }),
    await jwt({ sub: 42, ver: 0 }),
    await jwt({ sub: user.id, ver: 7 }),
    "a.b.c",
    "x".repeat(8_000),
  ];
  return {
    server,
    signedIn: [`Bearer ${user.token}`, `Bearer ${superadmin.token}`],
    ids: [user.id, superadmin.id, gone.id],
    authorizations: [
      undefined,
      ...tokens.map((token) => `Bearer ${token}`),
      `bearer  ${user.token}`,
      "Bearer",
      "Basic dXNlcjpwYXNz",
      `Bearer ${user.token} trailing`,
    ],
  };
}

let open: Target;
let limited: Target;
beforeAll(async () => {
  open = await target({ RATE_LIMIT: "off" });
  // Limits on and a proxy trusted: the limiters key on whatever X-Forwarded-For the fuzzer sends.
  limited = await target({ RATE_LIMIT: "on", TRUST_PROXY: "1" });
});
afterAll(async () => {
  await open.server.stop();
  await limited.server.stop();
});

/** Strings that have broken parsers before: NUL, RTL override, traversal, lone surrogates' UTF-8, numbers, huge. */
const nasty = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202Eevil",
    "\u200B",
    "../../etc/passwd",
    "..%2F..%2F",
    "%",
    "%zz",
    "%00",
    "-1",
    "0",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "'; drop table users; --",
    "🙂".repeat(50),
    "\uD800",
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => "A".repeat(length)),
);

/** Values of any JSON type, weird ones included, for a field whose schema wants something else. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 12 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth))),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
};

/** The fields a validator reads, as JSON Schema (zod's own reading of it), so valid-looking values get generated. */
function fieldsOf(schema: ZodType): Record<string, JsonSchema> {
  try {
    return (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema).properties ?? {};
  } catch {
    return {};
  }
}

/** A value the field would accept, more or less: right type, enum member, within limits. */
function plausible(field: JsonSchema): fc.Arbitrary<unknown> {
  if (field.enum) return fc.constantFrom(...field.enum);
  if (field.anyOf?.length) return fc.oneof(...field.anyOf.map(plausible));
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  if (type === "boolean") return fc.boolean();
  if (type === "integer" || type === "number") {
    return fc.integer({ min: field.minimum ?? -5, max: Math.min(field.maximum ?? 1_000, 1_000_000) });
  }
  if (type === "array") return fc.array(field.items ? plausible(field.items) : fc.string(), { maxLength: 3 });
  if (type === "object") return fc.constant({ id: "x" });
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: Math.min(field.maxLength ?? 30, 30) }),
    fc.constantFrom("Fuzz Tester", "fuzz@example.com", "sum of column B", "excel", "formula", "clipboard"),
  );
}

/** An object shaped like the schema's, with fields dropped, swapped for any value, and extra ones added. */
function mutatedObject(fields: Record<string, JsonSchema>) {
  const entries = Object.entries(fields).map(([name, field]) =>
    fc.oneof(
      { weight: 4, arbitrary: plausible(field).map((value) => [name, value] as const) },
      { weight: 2, arbitrary: anyValue.map((value) => [name, value] as const) },
      { weight: 1, arbitrary: fc.constant(null) },
    )
  );
  const extra = fc.dictionary(fc.oneof(nasty, fc.constantFrom("__proto__", "constructor")), anyValue, {
    maxKeys: 3,
  });
  return fc.tuple(fc.tuple(...entries), extra).map(([kept, more]) => {
    const object: Record<string, unknown> = JSON.parse(JSON.stringify(more));
    for (const entry of kept) if (entry) object[entry[0]] = entry[1];
    return object;
  });
}

const encoder = new TextEncoder();

/** Bytes over a plain ArrayBuffer, which is what fetch and File take. */
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (length: number) => fc.uint8Array({ maxLength: length }).map((generated) => new Uint8Array(generated));

/** What goes in the body: JSON from the schema (mutated), JSON of the wrong shape, or bytes that are not JSON. */
function jsonBody(fields: Record<string, JsonSchema>): fc.Arbitrary<string | Bytes> {
  return fc.oneof(
    { weight: 6, arbitrary: mutatedObject(fields).map((object) => JSON.stringify(object)) },
    { weight: 1, arbitrary: anyValue.map((value) => JSON.stringify(value) ?? "") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "{",
        '{"a":',
        "not json",
        "[".repeat(10_000) + "]".repeat(10_000),
        `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
        `{"x":"${"z".repeat(1_100_000)}"}`,
        "\u0000",
      ),
    },
    {
      weight: 1,
      arbitrary: mutatedObject(fields).map((object) => {
        // Invalid UTF-8 in the middle of an otherwise well-formed body.
        const text = encoder.encode(JSON.stringify(object));
        const at = Math.floor(text.length / 2);
        return new Uint8Array([...text.slice(0, at), 0xff, 0xfe, 0xc3, ...text.slice(at)]);
      }),
    },
  );
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Bytes | FormData;
}

const magic = (signature: number[]) => bytes(4_000).map((rest) => new Uint8Array([...signature, ...rest]));

/** An upload's bytes: random, or a real format's signature (zip/xlsx, OLE/xls, PNG, JPEG) over garbage, or CSV-ish text. */
const fileContent: fc.Arbitrary<Bytes> = fc.oneof(
  bytes(4_000),
  magic([0x50, 0x4b, 0x03, 0x04]),
  magic([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  magic([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  magic([0xff, 0xd8, 0xff]),
  fc.array(fc.array(nasty.map((cell) => cell.slice(0, 50)), { maxLength: 6 }), { maxLength: 20 })
    .map((rows) => encoder.encode(rows.map((row) => row.join(",")).join("\n"))),
);

/** Multipart the way a browser sends it, with generated fields, or framing that is broken on purpose. */
function formBody(fields: Record<string, JsonSchema>): fc.Arbitrary<{ body: string | FormData; type?: string }> {
  const names = [...Object.keys(fields), "file"];
  const real = fc.array(
    fc.tuple(fc.constantFrom(...names), fc.oneof(nasty, fileContent)),
    { maxLength: 5 },
  ).map((parts) => {
    const form = new FormData();
    for (const [name, value] of parts) {
      form.append(name, typeof value === "string" ? value : new File([value], "data.csv", { type: "text/csv" }));
    }
    return { body: form };
  });
  const broken = fc.tuple(
    fc.constantFrom("multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=XX"),
    fc.constantFrom(
      "",
      "--XX\r\n",
      '--XX\r\nContent-Disposition: form-data; name="description"\r\n\r\nhalf',
      '--YY\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\r\n--YY--\r\n',
      '--XX\r\nContent-Disposition: form-data; name="clipboardData"\r\n\r\na\tb\r\n--XX--\r\n',
    ),
  ).map(([type, body]) => ({ body, type }));
  const urlencoded = fc.dictionary(fc.constantFrom(...names), nasty, { maxKeys: 4 })
    .map((values) => ({ body: new URLSearchParams(values).toString(), type: "application/x-www-form-urlencoded" }));
  return fc.oneof(real, broken, urlencoded);
}

/** Every byte of the UTF-8 as %XX (a lone surrogate becomes U+FFFD), which encodeURIComponent would throw on. */
const percentEncoded = (value: string) =>
  [...encoder.encode(value)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** A path parameter: anything, percent-encoded, or raw text that is not valid percent-encoding. */
const paramValue = fc.oneof(
  nasty.map((value) => percentEncoded(value.slice(0, 3_000))),
  fc.constantFrom("%00", "..%2F..%2Fetc", "%E2%80%AE", "%", "%zz", "%C3%28", "a%2Fb", ".", "..", "12", "-0"),
);

const latin1 = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, "?").slice(0, 4_000);

function requestFor(route: MountedRoute, { signedIn, authorizations, ids }: Target): fc.Arbitrary<FuzzRequest> {
  const target = (name: Validation["target"]) => route.validations.find((validation) => validation.target === name);
  const bodyFields = fieldsOf((target("json") ?? target("form"))?.schema ?? z.object({}));
  const queryFields = fieldsOf(target("query")?.schema ?? z.object({}));
  const paramFields = fieldsOf(target("param")?.schema ?? z.object({}));
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);

  const param = (name: string) =>
    fc.oneof(
      paramValue,
      fc.constantFrom(...ids),
      paramFields[name] ? plausible(paramFields[name]).map((value) => percentEncoded(String(value))) : paramValue,
    );
  const path = fc.tuple(...paramNames.map(param)).map((values) => {
    let index = 0;
    return route.path.replace(/:\w+/g, () => values[index++]);
  });
  const query = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...Object.keys(queryFields), "q", "page"), nasty),
      fc.oneof(nasty, plausibleText(queryFields)),
    ),
    { maxLength: 4 },
  ).map((pairs) => {
    // Long enough to pass any field's limit, short enough for the client to send (it refuses huge URLs itself).
    const text = new URLSearchParams(pairs.map(([name, value]) => [name.slice(0, 200), String(value).slice(0, 1_500)]));
    return pairs.length ? `?${text}` : "";
  });
  const body: fc.Arbitrary<{ body: string | Bytes | FormData; type?: string }> = target("form")
    ? formBody(bodyFields)
    : jsonBody(bodyFields).map((text) => ({ body: text, type: "application/json" as string | undefined }));
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant("keep") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "none",
        "text/plain",
        "application/json; charset=utf-16",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=",
        "application/vnd.api+json",
        "\u00ff/\u00fe",
      ),
    },
  );
  const sendsBody = route.method !== "GET" && route.method !== "HEAD";
  return fc.record({
    path,
    query,
    authorization: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...signedIn) },
      { weight: 1, arbitrary: fc.constantFrom(...authorizations) },
    ),
    body: sendsBody ? fc.option(body, { freq: 8 }) : fc.constant(null),
    contentType,
    source: fc.option(fc.oneof(fc.constantFrom("clipboard", "csv", "excel", "image", "CSV"), nasty), { freq: 4 }),
    forwardedFor: fc.option(fc.oneof(nasty, fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", ",,,", "unknown")), {
      freq: 3,
    }),
    accept: fc.constantFrom(undefined, "application/json", "text/event-stream", "*/*"),
  }).map((parts) => {
    const headers: Record<string, string> = {};
    if (parts.authorization) headers.authorization = parts.authorization;
    if (parts.source !== null) headers["x-content-type"] = latin1(parts.source);
    if (parts.accept) headers.accept = parts.accept;
    if (parts.forwardedFor !== null) headers["x-forwarded-for"] = latin1(parts.forwardedFor);
    const type = parts.contentType === "keep" ? parts.body?.type : parts.contentType;
    if (type && type !== "none") headers["content-type"] = latin1(type);
    return { method: route.method, path: parts.path + parts.query, headers, body: parts.body?.body };
  });
}

function plausibleText(fields: Record<string, JsonSchema>) {
  const values = Object.values(fields);
  return values.length ? fc.oneof(...values.map(plausible)).map(String) : fc.string({ maxLength: 10 });
}

/** How fast-check shows a failing request: method, path, headers and the start of the body, readable. */
function describe(request: FuzzRequest) {
  const body = request.body instanceof FormData
    ? `FormData(${[...request.body.keys()].join(", ")})`
    : typeof request.body === "string"
    ? JSON.stringify(request.body.slice(0, 300)) + (request.body.length > 300 ? ` …(${request.body.length} chars)` : "")
    : request.body
    ? `bytes(${request.body.length}): ${JSON.stringify(new TextDecoder().decode(request.body.slice(0, 200)))}`
    : "none";
  const headers = Object.entries(request.headers).map(([name, value]) =>
    `${name}: ${value.length > 120 ? `${value.slice(0, 120)}…(${value.length})` : value}`
  );
  return `${request.method} ${request.path.slice(0, 300)}\n${headers.join("\n")}\nbody: ${body}`;
}

const readable = (request: FuzzRequest) =>
  Object.assign(request, { [fc.toStringMethod]: () => `\n${describe(request)}\n` });

/** Sends one request and checks what the property demands of its answer; a hang ends as a thrown timeout. */
async function check(server: TestServer, request: FuzzRequest) {
  let sent: Request;
  try {
    sent = new Request(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(answerWithinMs),
    });
  } catch {
    // The client refuses to build some inputs (a header it cannot send): nothing reaches the server then.
    return;
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(sent);
    text = await response.text();
  } catch (error) {
    throw new Error(`no answer within ${answerWithinMs} ms, or the connection broke: ${String(error).slice(0, 300)}`);
  }
  expect(response.status, text.slice(0, 300)).toBeLessThan(500);
  if (response.status >= 400) {
    const answer = JSON.parse(text);
    expect(answer).toEqual({ success: false, error: expect.any(String) });
    expect(answer.error.length).toBeGreaterThan(0);
  }
}

const routes = mountedRoutes(createApp({} as never, "/nonexistent"));

/** Fuzzes every route with `runs` requests each; stops at the first failing request, which fast-check prints. */
async function fuzzEveryRoute(target: Target, runs: number) {
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(requestFor(route, target).map(readable), (request) => check(target.server, request)),
      { seed, numRuns: runs, endOnFailure: true },
    );
  }
}

/** The server answers and its database file is sound. */
async function expectWhole(server: TestServer) {
  expect((await server.call("/api/health")).status).toBe(200);
  const rows = await server.deps.db.all<{ integrity_check: string }>(sql`PRAGMA integrity_check`);
  expect(rows).toEqual([{ integrity_check: "ok" }]);
}

test(
  `every mounted route answers ${runsPerRoute} generated malformed requests with no 5xx, no hang and the app's JSON errors, and the server and its database stay whole`,
  async () => {
    await fuzzEveryRoute(open, runsPerRoute);
    await expectWhole(open.server);
  },
  runsPerRoute * 2_000,
);

test(
  "every mounted route, rate limits on behind a trusted proxy, answers generated requests with no 5xx, and the server stays whole",
  async () => {
    await fuzzEveryRoute(limited, Math.ceil(runsPerRoute / 8));
    await expectWhole(limited.server);
  },
  runsPerRoute * 500,
);

test(
  "generated requests to random routes, eight at a time, get no 5xx and no hang: writes racing each other included",
  async () => {
    const anyRoute = fc.constantFrom(...routes).chain((route) => requestFor(route, open).map(readable));
    await fc.assert(
      fc.asyncProperty(fc.array(anyRoute, { minLength: 8, maxLength: 8 }), async (requests) => {
        await Promise.all(requests.map((request) => check(open.server, request)));
      }),
      { seed, numRuns: Math.ceil(runsPerRoute / 2) },
    );
    await expectWhole(open.server);
  },
  runsPerRoute * 1_000,
);

/** What the server wrote back on a bare connection after `request` and a half-close, or null if it never closed. */
function sendRawOnce(server: TestServer, request: Uint8Array) {
  const { hostname, port } = new URL(server.url);
  return new Promise<string | null>((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, answerWithinMs);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.end(request);
  });
}

/** HTTP framing the client libraries would never send: bad lengths, broken chunking, odd request lines. */
const rawRequest = fc.record({
  route: fc.constantFrom(...routes),
  target: fc.oneof(fc.constant(""), fc.constantFrom("%", "/../..", "?%zz", "#x", " HTTP/1.1 extra")),
  version: fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/9.9", ""),
  framing: fc.constantFrom(
    [],
    ["Content-Length: 100"],
    ["Content-Length: -1"],
    ["Content-Length: abc"],
    ["Content-Length: 5", "Content-Length: 6"],
    ["Content-Length: 99999999999999999999"],
    ["Transfer-Encoding: chunked"],
    ["Transfer-Encoding: chunked", "Content-Length: 3"],
    ["Transfer-Encoding: gzip, chunked"],
  ),
  type: fc.constantFrom("application/json", "multipart/form-data; boundary=XX", "text/plain"),
  body: fc.constantFrom("", '{"a":1}', "zz\r\nabc\r\n", "3\r\nabc\r\n", "5\r\nab", "0\r\n\r\n", "--XX\r\n"),
}).map(({ route, target, version, framing, type, body }) => {
  const lines = [
    `${route.method} ${route.path}${target} ${version}`.trim(),
    "Host: 127.0.0.1",
    `Content-Type: ${type}`,
  ];
  const text = [...lines, ...framing, "", body].join("\r\n");
  return Object.assign(encoder.encode(text), { [fc.toStringMethod]: () => JSON.stringify(text) });
});

test("malformed HTTP framing on a bare connection gets no 5xx and no hang, and the server stays whole", async () => {
  await fc.assert(
    fc.asyncProperty(rawRequest, async (request) => {
      const answer = await sendRawOnce(open.server, request);
      expect(answer, "the connection stayed open after the client finished").not.toBeNull();
      expect(answer?.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? "none").not.toMatch(/^5/);
    }),
    { seed, numRuns: runsPerRoute },
  );
  await expectWhole(open.server);
}, runsPerRoute * 200);
