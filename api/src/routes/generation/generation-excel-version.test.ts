import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { generations } from "../../../../db/schema/generations.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
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

const lookup = { description: "look up F2 in A2:A100 and return the value from C2:C100", platform: "excel" };
const streamed = { accept: "text/event-stream" };

async function generateFormula(body: object, as = token) {
  const response = await server.call("/api/generate-formula", { body, token: as });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function userPreferring(excelVersion: string) {
  const user = await signUpUser(server);
  const saved = await server.call("/api/update-preferences", {
    method: "PUT",
    token: user.token,
    body: { emailNotifications: true, defaultPlatform: "excel", excelVersion },
  });
  expect(saved.status).toBe(200);
  return user;
}

describe("formulas for an Excel version", () => {
  test("POST /api/generate-formula writes a lookup as XLOOKUP for Microsoft 365 and as INDEX/MATCH for Excel 2016", async () => {
    const newest = await generateFormula({ ...lookup, excelVersion: "365" });
    expect(newest).toMatchObject({ formula: "=XLOOKUP(F2,A2:A100,C2:C100)", functions: ["XLOOKUP"] });
    expect(newest.explanation).not.toContain("Excel 2016");

    const oldest = await generateFormula({ ...lookup, excelVersion: "2016" });
    expect(oldest).toMatchObject({
      formula: "=INDEX(C2:C100,MATCH(F2,A2:A100,0))",
      functions: ["INDEX", "MATCH"],
      verification: { parses: true, functionsKnown: true, unknownFunctions: [] },
      platform: "excel",
    });
    expect(oldest.explanation).toContain(generationMessages.writtenForExcel("2016", ["XLOOKUP"], ["INDEX", "MATCH"]));
    expect(oldest.steps.join(" ")).toContain("=INDEX(C2:C100,MATCH(F2,A2:A100,0))");
    expect(oldest.steps.join(" ")).not.toContain("XLOOKUP");
    expect(oldest.reading).not.toContain("XLOOKUP");
  });

  test("POST /api/generate-formula answers the same rewritten formula streamed, and the history keeps it", async () => {
    const { token, id } = await signUpUser(server);
    const body = { ...lookup, excelVersion: "2016" };
    const json = await generateFormula(body, token);
    const frames = await readSse(await server.call("/api/generate-formula", { body, token, headers: streamed }));
    const result = frames.at(-1)!;
    expect(result.event).toBe("result");
    const { data } = JSON.parse(result.data);
    expect(data).toEqual({ ...json, id: expect.any(String), timestamp: expect.any(String) });
    // The streamed explanation reads as the answered one, the note on the version included.
    const deltas = frames.filter((frame) => frame.event === "delta").map((frame) => JSON.parse(frame.data).text);
    expect(deltas.join("")).toBe(data.explanation);

    const rows = await server.deps.db.select().from(generations).where(eq(generations.userId, id));
    expect(rows.map((row) => row.content)).toEqual([json.formula, json.formula]);
    expect(rows.find((row) => row.id === json.id)).toMatchObject({
      explanation: json.explanation,
      functions: ["INDEX", "MATCH"],
      checks: json.verification,
    });
  });

  test("POST /api/generate-formula writes for the user's preferred version when the request names none", async () => {
    const { token } = await userPreferring("2019");
    // Excel 2019 has no UNIQUE: a distinct count becomes SUMPRODUCT over COUNTIF, an empty cell counted once as UNIQUE does.
    const distinct = await generateFormula({ description: "count unique values in A2:A100", platform: "excel" }, token);
    expect(distinct.formula).toBe('=SUMPRODUCT((A2:A100<>"")/COUNTIF(A2:A100,A2:A100&""))+(COUNTBLANK(A2:A100)>0)');
    expect(distinct.explanation).toContain(
      generationMessages.writtenForExcel("2019", ["UNIQUE"], ["SUMPRODUCT", "COUNTIF", "COUNTBLANK"]),
    );
    const found = await generateFormula(lookup, token);
    expect(found.formula).toBe("=INDEX(C2:C100,MATCH(F2,A2:A100,0))");
    // MAXIFS came with Excel 2019, so it stays.
    const largest = await generateFormula(
      { description: "largest sale in C2:C100 where region A2:A100 is East", platform: "excel" },
      token,
    );
    expect(largest.formula).toBe('=MAXIFS(C2:C100,A2:A100,"East")');
    // A version in the request wins over the preference.
    expect((await generateFormula({ ...lookup, excelVersion: "365" }, token)).formula).toBe(
      "=XLOOKUP(F2,A2:A100,C2:C100)",
    );
    // Sheets formulas do not depend on an Excel version.
    expect((await generateFormula({ ...lookup, platform: "sheets" }, token)).formula).toMatch(/^=XLOOKUP\(/);
  });

  test("POST /api/generate-formula keeps a formula an older Excel cannot write and says which version it needs", async () => {
    const { token } = await userPreferring("2016");
    const data = await generateFormula({ description: "list the unique values in A2:A100", platform: "excel" }, token);
    expect(data.formula).toBe("=UNIQUE(A2:A100)");
    expect(data.explanation).toContain("Excel 2016 has no UNIQUE: this formula needs Excel 2021 or Microsoft 365.");
    expect(data.explanation).toContain(generationMessages.needsNewerExcel("2016", ["UNIQUE"], "2021"));
  });

  test("POST /api/generate-formula refuses an Excel version it does not know with 400 and the allowed ones", async () => {
    for (const excelVersion of ["2013", 2016, ""]) {
      const body = { ...lookup, excelVersion };
      const error = generationMessages.excelVersionInvalid;
      expect(error).toBe("Choose an Excel version: 365, 2021, 2019 or 2016.");
      await expectError(await server.call("/api/generate-formula", { body, token }), 400, error);
      await expectError(await server.call("/api/generate-formula", { body, token, headers: streamed }), 400, error);
    }
  });
});
