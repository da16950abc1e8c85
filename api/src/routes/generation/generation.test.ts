import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { generations } from "../../../../db/schema/generations.ts";
import { users } from "../../../../db/schema/users.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import type { GenerationEngine } from "../../generation/engine.ts";
import type { StreamPart } from "../../generation/types.ts";
import { totalApiCalls } from "../../services/generation/usage.ts";
import { expectError } from "../../../test/expect-error.ts";
import { readSse } from "../../../test/read-sse.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token } = await signUpUser(server));
});
afterAll(() => server.stop());

const sum = { description: "sum B2:B50", platform: "excel" };
const macro = { description: "delete blank rows in Sheet1" };
const streamed = { accept: "text/event-stream" };
const frame = (part: StreamPart) => ({ event: part.type, data: JSON.stringify(part) });
const received = frame({ type: "progress", stage: "received" });

/** What the engine itself emits for a request: the frames between "received" and the result must be exactly these. */
async function engineParts(kind: "formula" | "macro", request: { description: string; platform: "excel" | "sheets" }) {
  const parts: StreamPart[] = [];
  await server.deps.generation[kind](request, (part) => parts.push(part));
  return parts.map(frame);
}

describe("formula generation", () => {
  test("POST /api/generate-formula answers the formula, its verification and the server's timings as JSON", async () => {
    const response = await server.call("/api/generate-formula", { body: sum, token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: {
        formula: expect.stringMatching(/^=.*SUM\(.*B2:B50/),
        explanation: expect.any(String),
        steps: expect.arrayContaining([expect.any(String)]),
        functions: expect.arrayContaining(["SUM"]),
        platform: "excel",
        id: expect.any(String),
        timestamp: expect.any(String),
        verification: expect.objectContaining({ parses: true, functionsKnown: true, unknownFunctions: [] }),
        reading: "The sum of B2:B50.",
        provider: "builtin",
      },
    });
    expect(new Date(body.data.timestamp).toISOString()).toBe(body.data.timestamp);
    expect(response.headers.get("server-timing")).toMatch(/engine;dur=[\d.]+.*save;dur=[\d.]+.*total;dur=[\d.]+/);
  });

  test("a request without ranges is answered on assumed ranges the result names; with the user's columns, on theirs", async () => {
    const assumed = await (await server.call("/api/generate-formula", {
      body: { description: "sum of sales where region is east", platform: "sheets" },
      token,
    })).json();
    expect(assumed.data).toMatchObject({
      formula: '=SUMIF(A2:A100,"east",B2:B100)',
      assumed: [{ label: "Region", range: "A2:A100" }, { label: "Sales", range: "B2:B100" }],
      reading: 'The sum of B2:B100 for the rows where A2:A100 is "east".',
    });
    const theirs = await (await server.call("/api/generate-formula", {
      body: { description: "total sales for north", platform: "excel", columns: "A Region, B Rep, C Sales" },
      token,
    })).json();
    expect(theirs.data.formula).toBe('=SUMIF(A2:A100,"north",C2:C100)');
    expect(theirs.data).not.toHaveProperty("assumed");
  });

  test("a description of the columns that is not text, or too long, is refused with a message", async () => {
    for (
      const [columns, error] of [
        [42, generationMessages.columnsInvalid],
        ["x".repeat(2_001), generationMessages.columnsTooLong],
      ] as const
    ) {
      const response = await server.call("/api/generate-formula", { body: { ...sum, columns }, token });
      await expectError(response, 400, error);
    }
  });

  test("POST /api/generate-formula streams received, the engine's progress and delta frames, then one result frame equal to the JSON answer", async () => {
    const json = await (await server.call("/api/generate-formula", { body: sum, token })).json();
    const response = await server.call("/api/generate-formula", { body: sum, token, headers: streamed });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const frames = await readSse(response);
    const result = frames.at(-1)!;
    expect(frames).toEqual([received, ...await engineParts("formula", sum as never), result]);
    expect(frames.slice(1, -1).some((f) => f.event === "delta")).toBe(true);
    expect(result.event).toBe("result");
    const streamedBody = JSON.parse(result.data);
    expect(streamedBody).toEqual({
      ...json,
      data: { ...json.data, id: expect.any(String), timestamp: expect.any(String) },
    });
    expect(streamedBody.data.id).not.toBe(json.data.id);
  });

  test("POST /api/generate-formula refuses an unclear request with 422 and a hint of how to ask, saving nothing", async () => {
    const { token, id } = await signUpUser(server);
    await expectError(
      await server.call("/api/generate-formula", { body: { description: "asdf qwer", platform: "excel" }, token }),
      422,
      generationMessages.formulaUnclear,
    );
    expect(await server.deps.db.select().from(generations).where(eq(generations.userId, id))).toEqual([]);
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, id));
    expect(user.apiCalls).toBe(0);
  });

  test("POST /api/generate-formula sends the received frame before the engine has answered", async () => {
    const real = server.deps.generation;
    let release = () => {};
    const gate = new Promise<void>((resolve) => release = resolve);
    server.deps.generation = {
      ...real,
      formula: async (request, emit) => {
        await gate;
        return real.formula(request, emit);
      },
    };
    try {
      const response = await server.call("/api/generate-formula", { body: sum, token, headers: streamed });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toBe(`event: progress\ndata: ${received.data}\n\n`);
      release();
      while (!(await reader.read()).done);
    } finally {
      server.deps.generation = real;
    }
  });

  test("POST /api/generate-formula streams one error frame for an unclear request", async () => {
    const body = { description: "asdf qwer", platform: "sheets" };
    const response = await server.call("/api/generate-formula", { body, token, headers: streamed });
    const frames = await readSse(response);
    expect(frames.at(-1)).toEqual({
      event: "error",
      data: JSON.stringify({ success: false, error: generationMessages.formulaUnclear }),
    });
    expect(frames[0]).toEqual(received);
    expect(frames.filter((f) => f.event === "error" || f.event === "result")).toHaveLength(1);
  });

  test("POST /api/generate-formula answers the contract's validation texts with 400, in plain JSON even when streaming is asked", async () => {
    const cases: [unknown, string][] = [
      [{ platform: "excel" }, generationMessages.descriptionRequired],
      [{ description: "   ", platform: "excel" }, generationMessages.descriptionRequired],
      [{ description: "x".repeat(501), platform: "excel" }, generationMessages.descriptionTooLong],
      [{ description: "sum B2:B50", platform: "numbers" }, generationMessages.platformInvalid],
      [{ description: "sum B2:B50" }, generationMessages.platformInvalid],
    ];
    for (const [body, error] of cases) {
      await expectError(await server.call("/api/generate-formula", { body, token }), 400, error);
      await expectError(await server.call("/api/generate-formula", { body, token, headers: streamed }), 400, error);
    }
  });

  test("POST /api/generate-formula refuses a request without a token with 401", async () => {
    await expectError(await server.call("/api/generate-formula", { body: sum }), 401, messages.authRequired);
    await expectError(
      await server.call("/api/generate-formula", { body: sum, headers: streamed }),
      401,
      messages.authRequired,
    );
  });

  test("POST /api/generate-formula saves the result to history, counts it for the user and in the total, and publishes usage.counted", async () => {
    const { token, id } = await signUpUser(server);
    const seen: unknown[] = [];
    const stop = server.deps.events.subscribe("usage.counted", (payload) => void seen.push(payload));
    const totalBefore = await totalApiCalls(server.deps.db);
    const { data } = await (await server.call("/api/generate-formula", { body: sum, token })).json();
    await readSse(await server.call("/api/generate-formula", { body: sum, token, headers: streamed }));
    stop();

    const rows = await server.deps.db.select().from(generations).where(eq(generations.userId, id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === data.id)).toMatchObject({
      kind: "formula",
      description: sum.description,
      platform: "excel",
      content: data.formula,
      explanation: data.explanation,
      steps: data.steps,
      functions: data.functions,
      checks: data.verification,
      provider: "builtin",
      timestamp: data.timestamp,
    });
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, id));
    expect(user.apiCalls).toBe(2);
    expect(await totalApiCalls(server.deps.db)).toBe(totalBefore + 2);
    expect(seen).toEqual([
      {
        userId: id,
        kind: "formula",
        provider: "builtin",
        fallback: false,
        apiCalls: 1,
        total: totalBefore + 1,
        day: new Date().toISOString().slice(0, 10),
      },
      {
        userId: id,
        kind: "formula",
        provider: "builtin",
        fallback: false,
        apiCalls: 2,
        total: totalBefore + 2,
        day: new Date().toISOString().slice(0, 10),
      },
    ]);
  });

  test("POST /api/generate-formula answers 500 as JSON, and an error frame when streaming, when the engine fails", async () => {
    const real = server.deps.generation;
    const broken: GenerationEngine = {
      formula: (_request, emit) => {
        emit({ type: "progress", stage: "planning" });
        return Promise.reject(new Error("engine broke"));
      },
      macro: () => Promise.reject(new Error("engine broke")),
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    server.deps.generation = broken;
    try {
      await expectError(await server.call("/api/generate-formula", { body: sum, token }), 500, messages.internal);
      const frames = await readSse(await server.call("/api/generate-formula", { body: sum, token, headers: streamed }));
      expect(frames).toEqual([
        received,
        frame({ type: "progress", stage: "planning" }),
        { event: "error", data: JSON.stringify({ success: false, error: messages.internal }) },
      ]);
    } finally {
      server.deps.generation = real;
      logged.mockRestore();
    }
  });
});

describe("macro generation", () => {
  test("POST /api/generate-vba answers the checked macro as JSON, on excel when no platform is sent", async () => {
    const response = await server.call("/api/generate-vba", { body: macro, token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        code: expect.stringContaining("Sub "),
        explanation: expect.any(String),
        steps: expect.arrayContaining([expect.any(String)]),
        timestamp: expect.any(String),
        platform: "excel",
        id: expect.any(String),
        check: { ok: true, problems: [] },
        provider: "builtin",
      },
    });
  });

  test("POST /api/generate-vba streams received, the engine's frames, then one result frame equal to the JSON answer", async () => {
    const json = await (await server.call("/api/generate-vba", { body: macro, token })).json();
    const frames = await readSse(await server.call("/api/generate-vba", { body: macro, token, headers: streamed }));
    const result = frames.at(-1)!;
    expect(frames).toEqual([received, ...await engineParts("macro", { ...macro, platform: "excel" }), result]);
    expect(result.event).toBe("result");
    expect(JSON.parse(result.data)).toEqual({
      ...json,
      data: { ...json.data, id: expect.any(String), timestamp: expect.any(String) },
    });
  });

  test("POST /api/generate-vba refuses an unclear request with 422 and a hint of how to ask", async () => {
    await expectError(
      await server.call("/api/generate-vba", { body: { description: "asdf qwer" }, token }),
      422,
      generationMessages.vbaUnclear,
    );
  });

  test("POST /api/generate-vba refuses a macro that would leave out a value the request names, saying which", async () => {
    // The library can e-mail the sheet or protect it, but has no one macro for both: the e-mail macro would drop the
    // password, so no macro is given rather than one that looks ready.
    const body = { description: "protect the Data sheet with password mgr42 and email it to boss@firm.com" };
    const refusal = generationMessages.macroIgnoresValues(['"mgr42"']);
    const { token, id } = await signUpUser(server);
    await expectError(await server.call("/api/generate-vba", { body, token }), 422, refusal);
    const frames = await readSse(await server.call("/api/generate-vba", { body, token, headers: streamed }));
    expect(frames.at(-1)).toEqual({ event: "error", data: JSON.stringify({ success: false, error: refusal }) });
    expect(await server.deps.db.select().from(generations).where(eq(generations.userId, id))).toEqual([]);
  });

  test("POST /api/generate-vba counts the macro as vba usage", async () => {
    const { token, id } = await signUpUser(server);
    const seen: unknown[] = [];
    const stop = server.deps.events.subscribe("usage.counted", (payload) => void seen.push(payload));
    await server.call("/api/generate-vba", { body: macro, token });
    stop();
    expect(seen).toEqual([{
      userId: id,
      kind: "vba",
      provider: "builtin",
      fallback: false,
      apiCalls: 1,
      total: expect.any(Number),
      day: expect.any(String),
    }]);
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, id));
    expect(user.apiCalls).toBe(1);
  });

  test("POST /api/generate-vba refuses a request without a token with 401 and validates the description", async () => {
    await expectError(await server.call("/api/generate-vba", { body: macro }), 401, messages.authRequired);
    await expectError(
      await server.call("/api/generate-vba", { body: { description: "" }, token }),
      400,
      generationMessages.descriptionRequired,
    );
  });
});
