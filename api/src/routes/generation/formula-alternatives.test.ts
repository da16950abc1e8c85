import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { generations } from "../../../../db/schema/generations.ts";
import type { FormulaResult } from "../../../contract/generation.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import type { GenerationEngine } from "../../generation/engine.ts";
import { readFormula } from "../../generation/formula/read-formula.ts";
import type { FormulaDraft } from "../../generation/types.ts";
import { verifyFormula } from "../../generation/verifier/verify-formula.ts";
import { chooseFormulaAlternative } from "../../services/generation/formula-alternatives.ts";
import { expectError } from "../../../test/expect-error.ts";
import { insertFormulaWithAlternatives, insertHistoryRow } from "../../../test/history-fixtures.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  owner = await signUpUser(server);
});
afterAll(() => server.stop());

const bindings = [{ label: "B5", range: "B5" }, { label: "B2:B40", range: "B2:B40" }];
const draft = (formula: string, more: Partial<FormulaDraft> = {}): FormulaDraft => ({
  formula,
  explanation: `What ${formula} does.`,
  steps: [`Type ${formula} in a cell.`],
  functions: ["RANK.EQ"],
  bindings,
  unexplained: [],
  ...more,
});
const largestFirst = draft("=RANK.EQ(B5,B2:B40,0)");
const smallestFirst = draft("=RANK.EQ(B5,B2:B40,1)");

/** An engine that reads every request as `main` and offers `alternatives`, verifying only `main` as engines do. */
function ambiguousEngine(main: FormulaDraft, alternatives: FormulaDraft[]): GenerationEngine {
  return {
    formula: (request) =>
      Promise.resolve({
        draft: { ...main, alternatives },
        verification: verifyFormula(main.formula, request.platform),
        provider: "builtin",
      }),
    macro: () => Promise.reject(new Error("not asked")),
  };
}

/** Generates through the real route with `engine` standing in for the configured one. */
async function generateWith(engine: GenerationEngine, body: object = {}): Promise<FormulaResult> {
  const real = server.deps.generation;
  server.deps.generation = engine;
  try {
    const response = await server.call("/api/generate-formula", {
      token: owner.token,
      body: { description: "rank of B5 in B2:B40", platform: "excel", excelVersion: "365", ...body },
    });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  } finally {
    server.deps.generation = real;
  }
}

const choose = (body: unknown, token: string | undefined = owner.token) =>
  server.call("/api/choose-formula-alternative", { body, token });

async function chosen(body: unknown, token?: string): Promise<FormulaResult> {
  const response = await choose(body, token);
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.success).toBe(true);
  return answer.data;
}

const rowOf = async (id: string) => (await server.deps.db.select().from(generations).where(eq(generations.id, id)))[0];

async function historyFormulas(token = owner.token, userId = owner.id) {
  const { data } = await (await server.call(`/api/history/formula/${userId}`, { token })).json();
  return data as { id: string; formula: string; explanation: string }[];
}

describe("alternatives of an ambiguous request", () => {
  test("POST /api/generate-formula answers each alternative with its reading, and the history keeps them whole", async () => {
    const result = await generateWith(ambiguousEngine(largestFirst, [smallestFirst]));

    expect(result).toMatchObject({
      formula: largestFirst.formula,
      bindings,
      verification: { parses: true, functionsKnown: true, unexplained: [] },
      alternatives: [{ formula: smallestFirst.formula, reading: readFormula(smallestFirst.formula) }],
    });
    expect((await rowOf(result.id)).alternatives).toEqual({
      shown: { reading: result.reading, bindings },
      others: [{
        formula: smallestFirst.formula,
        explanation: smallestFirst.explanation,
        steps: smallestFirst.steps,
        functions: ["RANK.EQ"],
        verification: { ...verifyFormula(smallestFirst.formula, "excel"), unexplained: [] },
        reading: readFormula(smallestFirst.formula),
        bindings,
      }],
    });
  });

  test("POST /api/generate-formula fits every alternative to the request's Excel version and verifies it", async () => {
    const lookup = draft("=XLOOKUP(F2,A2:A100,C2:C100)", { functions: ["XLOOKUP"], unexplained: ["net"] });
    // The same formula after fitting as the answer, and one offered twice: neither is a choice.
    const result = await generateWith(
      ambiguousEngine(draft("=SUM(C2:C100)", { functions: ["SUM"] }), [
        lookup,
        draft("=SUM(C2:C100)", { functions: ["SUM"] }),
        lookup,
        draft("=NOSUCHFUNCTION(C2:C100)", { functions: ["NOSUCHFUNCTION"] }),
      ]),
      { excelVersion: "2016" },
    );

    expect(result.alternatives).toEqual([
      { formula: "=INDEX(C2:C100,MATCH(F2,A2:A100,0))", reading: readFormula("=INDEX(C2:C100,MATCH(F2,A2:A100,0))") },
      { formula: "=NOSUCHFUNCTION(C2:C100)", reading: readFormula("=NOSUCHFUNCTION(C2:C100)") },
    ]);
    const [fitted, unknown] = (await rowOf(result.id)).alternatives!.others;
    expect(fitted).toMatchObject({
      functions: ["INDEX", "MATCH"],
      verification: { parses: true, functionsKnown: true, unknownFunctions: [], unexplained: ["net"] },
    });
    expect(fitted.explanation).toContain(generationMessages.writtenForExcel("2016", ["XLOOKUP"], ["INDEX", "MATCH"]));
    expect(fitted.steps).toEqual(["Type =INDEX(C2:C100,MATCH(F2,A2:A100,0)) in a cell."]);
    expect(unknown.verification).toMatchObject({ parses: true, functionsKnown: false });
  });

  test("POST /api/generate-formula answers no alternatives, and keeps none, when the engine offers none", async () => {
    const result = await generateWith(ambiguousEngine(largestFirst, []));

    expect(result).not.toHaveProperty("alternatives");
    expect((await rowOf(result.id)).alternatives).toBeNull();
  });
});

describe("choosing an alternative", () => {
  test("POST /api/choose-formula-alternative makes the alternative the answer, in the history too, and choosing again switches back", async () => {
    const original = await generateWith(ambiguousEngine(largestFirst, [smallestFirst]));

    const switched = await chosen({ formulaId: original.id, index: 0 });
    expect(switched).toEqual({
      ...original,
      formula: smallestFirst.formula,
      explanation: smallestFirst.explanation,
      steps: smallestFirst.steps,
      verification: { ...verifyFormula(smallestFirst.formula, "excel"), unexplained: [] },
      reading: readFormula(smallestFirst.formula),
      alternatives: [{ formula: original.formula, reading: original.reading }],
    });
    const [item] = (await historyFormulas()).filter((entry) => entry.id === original.id);
    expect(item).toMatchObject({ formula: smallestFirst.formula, explanation: smallestFirst.explanation });
    expect(await rowOf(original.id)).toMatchObject({
      content: smallestFirst.formula,
      steps: smallestFirst.steps,
      functions: ["RANK.EQ"],
      checks: switched.verification,
    });

    expect(await chosen({ formulaId: original.id, index: 0 })).toEqual(original);
  });

  test("POST /api/choose-formula-alternative keeps the others in their places when the second of several is chosen", async () => {
    const third = draft("=RANK.AVG(B5,B2:B40,0)", { functions: ["RANK.AVG"] });
    const original = await generateWith(ambiguousEngine(largestFirst, [smallestFirst, third]));

    const answer = await chosen({ formulaId: original.id, index: 1 });
    expect(answer.formula).toBe(third.formula);
    expect(answer.functions).toEqual(["RANK.AVG"]);
    expect(answer.alternatives?.map(({ formula }) => formula)).toEqual([smallestFirst.formula, largestFirst.formula]);
  });

  test("POST /api/choose-formula-alternative keeps both of two choices made at once, one after the other", async () => {
    const original = await generateWith(ambiguousEngine(largestFirst, [smallestFirst]));

    // Straight through the service: over HTTP the two would rarely overlap, and the overlap is what is checked.
    const input = { userId: owner.id, formulaId: original.id, index: 0 };
    const answers = await Promise.all([0, 1].map(() => chooseFormulaAlternative(server.deps, input)));
    expect(answers.map((answer) => answer.ok && answer.data.formula)).toEqual([
      smallestFirst.formula,
      largestFirst.formula,
    ]);
    // Two switches: back where it started, and the alternative is still there to choose.
    const row = await rowOf(original.id);
    expect(row.content).toBe(largestFirst.formula);
    expect(row.alternatives?.others.map(({ formula }) => formula)).toEqual([smallestFirst.formula]);
  });

  test("POST /api/choose-formula-alternative answers 404 for someone else's formula, an unknown id and a macro, and changes nothing", async () => {
    const item = await insertFormulaWithAlternatives(server, owner.id);
    const stranger = await signUpUser(server);
    const macro = await insertHistoryRow(server, owner.id, "vba");

    for (
      const [formulaId, token] of [[item.id, stranger.token], [crypto.randomUUID(), owner.token], [
        macro.id,
        owner.token,
      ]]
    ) {
      await expectError(
        await choose({ formulaId, index: 0 }, token),
        404,
        generationMessages.alternativeFormulaNotFound,
      );
    }
    expect(await rowOf(item.id)).toEqual(item);
  });

  test("POST /api/choose-formula-alternative refuses an index the formula does not offer with 422, saying which it offers", async () => {
    const item = await insertFormulaWithAlternatives(server, owner.id);
    const single = await insertHistoryRow(server, owner.id, "formula");

    await expectError(
      await choose({ formulaId: item.id, index: 1 }),
      422,
      "This formula has 1 other reading: choose index 0, not 1.",
    );
    await expectError(
      await choose({ formulaId: single.id, index: 0 }),
      422,
      "This formula has no other readings to choose from.",
    );
    expect(await rowOf(item.id)).toEqual(item);
  });

  test("POST /api/choose-formula-alternative refuses a body without a formula id or a whole index from 0 with 400", async () => {
    const item = await insertFormulaWithAlternatives(server, owner.id);

    for (const index of [-1, 0.5, "0", null]) {
      await expectError(
        await choose({ formulaId: item.id, index }),
        400,
        generationMessages.alternativeIndexInvalid,
      );
    }
    for (const formulaId of [undefined, "", 42, "x".repeat(65)]) {
      await expectError(await choose({ formulaId, index: 0 }), 400, generationMessages.alternativeFormulaRequired);
    }
    await expectError(await choose("[]"), 400, messages.bodyMustBeObject);
    expect(await rowOf(item.id)).toEqual(item);
  });

  test("POST /api/choose-formula-alternative refuses a request without a token with 401", async () => {
    const item = await insertFormulaWithAlternatives(server, owner.id);

    await expectError(await choose({ formulaId: item.id, index: 0 }, ""), 401, messages.authRequired);
    expect(await rowOf(item.id)).toEqual(item);
  });

  test("POST /api/choose-formula-alternative allows 30 choices per address per minute", async () => {
    const limited = await startTestServer();
    try {
      const member = await signUpUser(limited);
      const item = await insertFormulaWithAlternatives(limited, member.id);
      const call = () =>
        limited.call("/api/choose-formula-alternative", {
          body: { formulaId: item.id, index: 0 },
          token: member.token,
        });
      for (let i = 0; i < 30; i++) expect((await call()).status).toBe(200);
      await expectError(await call(), 429, messages.tooManyRequests(1));
    } finally {
      await limited.stop();
    }
  });
});
