import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FormulaExplanation, IssueKind } from "../../../contract/explainer.ts";
import { explainerMessages } from "../../../contract/explainer-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

async function explain(body: Record<string, unknown>): Promise<FormulaExplanation> {
  const response = await server.call("/api/explain-formula", { body });
  expect(response.status, JSON.stringify(body)).toBe(200);
  const answer = await response.json();
  expect(answer.success).toBe(true);
  return answer.data;
}

const kinds = (data: FormulaExplanation) => data.issues.map((issue) => issue.kind);

describe("POST /api/explain-formula", () => {
  test("reads a lookup: its sentence, its parts from the inside out, the steps, the functions and both programs' forms", async () => {
    const data = await explain({
      formula: '=IFERROR(INDEX(C2:C100,MATCH(F2,A2:A100,0)),"Not found")',
      platform: "excel",
    });
    expect(data.reading).toBe(
      'The value from C2:C100 on the row where A2:A100 matches F2, or "Not found" if that fails.',
    );
    expect(data.explanation.map((line) => line.split(" gives ")[0])).toEqual([
      "MATCH(F2,A2:A100,0)",
      "INDEX(C2:C100,MATCH(F2,A2:A100,0))",
      'IFERROR(INDEX(C2:C100,MATCH(F2,A2:A100,0)),"Not found")',
    ]);
    expect(data.parts?.parts[0]).toMatchObject({ text: "INDEX(C2:C100,MATCH(F2,A2:A100,0))" });
    expect(data.parts?.parts[0].parts[1].parts.map((part) => part.text)).toEqual(["F2", "A2:A100", "0"]);
    expect(data.steps[0]).toBe("Work out MATCH(F2,A2:A100,0).");
    expect(data.functions.map((info) => info.name).sort()).toEqual(["IFERROR", "INDEX", "MATCH"]);
    expect(data.functions.find((info) => info.name === "MATCH")).toMatchObject({
      platforms: ["excel", "sheets"],
      excel: "2016",
    });
    expect(data.issues).toEqual([]);
    expect(data.translations.sheets.formula).toBe('=IFERROR(INDEX(C2:C100,MATCH(F2,A2:A100,0)),"Not found")');
    expect(data.errorCauses).toBeUndefined();
  });

  const issueCases: [IssueKind, Record<string, unknown>, RegExp][] = [
    ["syntax", { formula: "=SUM(A2:A10", platform: "excel" }, /1 opening parenthesis has no partner/],
    ["syntax", { formula: '=IF(A2="x,"yes","no")', platform: "excel" }, /double quotes is not closed/],
    ["unknown-function", { formula: "=VLOKUP(A2,B:C,2,FALSE)", platform: "excel" }, /Did you mean VLOOKUP\?/],
    [
      "argument-count",
      { formula: "=VLOOKUP(A2,B2:C9)", platform: "excel" },
      /VLOOKUP takes 3 to 4 arguments; here it has 2/,
    ],
    ["not-on-platform", { formula: '=TEXTSPLIT(A2,",")', platform: "sheets" }, /Google Sheets has no TEXTSPLIT/],
    [
      "not-in-version",
      { formula: "=XLOOKUP(F2,A2:A9,C2:C9)", platform: "excel", excelVersion: "2019" },
      /XLOOKUP needs Excel 2021 or later; Excel 2019/,
    ],
    [
      "range-size",
      { formula: '=SUMIFS(C2:C100,A2:A99,"East")', platform: "excel" },
      /C2:C100 covers 99×1 cells but A2:A99 covers 98×1/,
    ],
    ["whole-column", { formula: '=SUMPRODUCT((A:A="x")*B:B)', platform: "excel" }, /A:A inside SUMPRODUCT/],
    [
      "too-long",
      { formula: `=${Array.from({ length: 2000 }, (_, i) => `A${i + 1}`).join("+")}`, platform: "excel" },
      /a cell takes at most 8,192/,
    ],
  ];
  for (const [kind, body, message] of issueCases) {
    test(`says "${kind}" with a fix for ${String(body.formula).slice(0, 40)}`, async () => {
      const data = await explain(body);
      const issue = data.issues.find((found) => found.kind === kind);
      expect(issue?.message, JSON.stringify(data.issues)).toMatch(message);
      expect(issue?.fix.length).toBeGreaterThan(5);
    });
  }

  test("offers the fix in the program's own terms: INDEX/MATCH for XLOOKUP before 2021, SPLIT for TEXTSPLIT", async () => {
    const old = await explain({ formula: '=XLOOKUP(F2,A2:A9,C2:C9,"none")', platform: "excel", excelVersion: "2016" });
    expect(old.issues[0].fix).toBe('Use =IFNA(INDEX(C2:C9,MATCH(F2,A2:A9,0)),"none") instead.');
    expect(old.translations.excel.formula).toBe('=IFNA(INDEX(C2:C9,MATCH(F2,A2:A9,0)),"none")');
    const sheets = await explain({ formula: '=TEXTSPLIT(A2,",")', platform: "sheets" });
    expect(sheets.issues[0].fix).toBe('Use =SPLIT(A2,",",FALSE,FALSE) instead.');
  });

  test("translates between the programs, and says plainly when there is no equivalent", async () => {
    const sheets = await explain({ formula: "=COUNTUNIQUE(A2:A)", platform: "sheets" });
    // COUNTUNIQUE leaves empty cells out, as COUNTA(UNIQUE()) would not: they are filtered out first.
    expect(sheets.translations.excel.formula).toBe('=IFERROR(ROWS(UNIQUE(FILTER(A2:A1048576,A2:A1048576<>""))),0)');
    expect(sheets.translations.excel.notes.join(" ")).toMatch(/open-ended/);
    const split = await explain({ formula: '=SPLIT(A2,", ")', platform: "sheets" });
    expect(split.translations.excel.formula).toBe('=TEXTSPLIT(A2,{","," "},,TRUE)');
    const spill = await explain({ formula: "=A2:A10*B2:B10", platform: "excel" });
    expect(spill.translations.sheets.formula).toBe("=ARRAYFORMULA(A2:A10*B2:B10)");
    const array = await explain({ formula: "=ARRAYFORMULA(A2:A10*B2:B10)", platform: "sheets" });
    expect(array.translations.excel.formula).toBe("=A2:A10*B2:B10");
    const query = await explain({ formula: '=QUERY(A1:C9,"select A")', platform: "sheets" });
    expect(query.translations.excel).toEqual({
      platform: "excel",
      formula: null,
      notes: ["Excel 365 has no QUERY and no formula that does the same."],
    });
  });

  test("respects the Excel version in its translations: nested IFs for IFS before 2019, no FILTER before 2021", async () => {
    const ifs = await explain({
      formula: '=IFS(A2>90,"A",A2>80,"B",TRUE,"C")',
      platform: "excel",
      excelVersion: "2016",
    });
    expect(ifs.translations.excel.formula).toBe('=IF(A2>90,"A",IF(A2>80,"B","C"))');
    const filter = await explain({ formula: "=FILTER(A2:C9,B2:B9>5)", platform: "excel", excelVersion: "2019" });
    expect(filter.translations.excel.formula).toBeNull();
    expect(filter.translations.sheets.formula).toBe("=FILTER(A2:C9,B2:B9>5)");
    const distinct = await explain({ formula: "=COUNTA(UNIQUE(A2:A50))", platform: "excel", excelVersion: "2016" });
    expect(distinct.translations.excel.formula).toBe(
      '=SUMPRODUCT((A2:A50<>"")/COUNTIF(A2:A50,A2:A50&""))+(COUNTBLANK(A2:A50)>0)',
    );
    const current = await explain({ formula: "=XLOOKUP(F2,A2:A9,C2:C9)", platform: "excel" });
    expect(current.issues).toEqual([]);
  });

  test("reads ; separators and decimal commas, and answers in the same form", async () => {
    const data = await explain({ formula: '=SUMIFS(C2:C100;A2:A100;"Nord";B2:B100;">"&1,5)', platform: "excel" });
    expect(data.separators).toBe("semicolon");
    expect(data.reading).toBe(
      'The sum of C2:C100 for the rows where A2:A100 is "Nord" and B2:B100 is greater than 1.5.',
    );
    expect(data.parts?.text).toBe('SUMIFS(C2:C100;A2:A100;"Nord";B2:B100;">"&1,5)');
    expect(data.translations.sheets.formula).toBe('=SUMIFS(C2:C100;A2:A100;"Nord";B2:B100;">"&1,5)');
    // No ";" at all: the decimal comma alone tells the form.
    const time = await explain({ formula: "=(C2-B2)*24-0,5", platform: "excel" });
    expect(time.separators).toBe("semicolon");
    expect(time.translations.sheets.formula).toBe("=(C2-B2)*24-0,5");
    // A comma inside a text is text.
    const text = await explain({ formula: '=TEXTJOIN(", ";TRUE;A2:A9)', platform: "excel" });
    expect(text.translations.excel.formula).toBe('=TEXTJOIN(", ";TRUE;A2:A9)');
  });

  const errorCases: [string, string, RegExp][] = [
    ["#N/A", "=VLOOKUP(F2,A2:C100,3,FALSE)", /F2 is not in A2:A100/],
    ["#VALUE!", '=MID(A2,FIND(",",A2)+1,5)', /FIND or SEARCH did not find/],
    ["#REF!", "=VLOOKUP(F2,A2:C100,5,FALSE)", /asks for column 5 of A2:C100, which has 3 columns/],
    ["#DIV/0!", "=(C2-B2)/B2", /B2 is 0 or empty/],
    ["#NAME?", "=SUMM(A2:A9)", /SUMM is not a function. Did you mean SUM\?/],
    ["#SPILL!", "=FILTER(A2:C9,B2:B9>5)", /Cells where the results would spill are not empty/],
  ];
  for (const [error, formula, cause] of errorCases) {
    test(`gives the likely causes of ${error} for ${formula}, most likely first, each with a check`, async () => {
      const data = await explain({ formula, platform: "excel", error });
      expect(data.errorCauses?.[0].cause).toMatch(cause);
      for (const found of data.errorCauses ?? []) expect(found.check.length).toBeGreaterThan(5);
    });
  }

  test("puts the #N/A causes people meet most first: missing value, spaces, numbers stored as text", async () => {
    const data = await explain({ formula: "=MATCH(D2,Codes!A2:A50,0)", platform: "sheets", error: "#N/A" });
    const causes = data.errorCauses?.map((found) => found.cause) ?? [];
    expect(causes[0]).toBe("D2 is not in Codes!A2:A50.");
    expect(causes[1]).toMatch(/^Extra spaces/);
    expect(causes[2]).toMatch(/^Numbers stored as text/);
  });

  test("answers a 10,000-character formula whole, and says it is longer than a cell takes", async () => {
    const terms = Array.from({ length: 1300 }, (_, i) => `B${i + 2}*C${i + 2}`).join("+");
    const formula = `=${terms}`.slice(0, 10_000).replace(/[+*]?[^+*]*$/, "");
    expect(formula.length).toBeGreaterThan(9_900);
    const data = await explain({ formula, platform: "excel" });
    expect(kinds(data)).toEqual(["too-long"]);
    expect(data.steps.at(-1)).toMatch(/^…and \d+ more\.$/);
    expect(data.translations.sheets.formula).toBe(formula);
  });

  test("refuses what is not a request with a clear 400, never a 500", async () => {
    await expectError(await server.call("/api/explain-formula", { body: {} }), 400, explainerMessages.formulaRequired);
    await expectError(
      await server.call("/api/explain-formula", { body: { formula: "   ", platform: "excel" } }),
      400,
      explainerMessages.formulaRequired,
    );
    await expectError(
      await server.call("/api/explain-formula", { body: { formula: "=A1", platform: "numbers" } }),
      400,
      explainerMessages.platformInvalid,
    );
    await expectError(
      await server.call("/api/explain-formula", { body: { formula: "=A1", platform: "excel", excelVersion: "2010" } }),
      400,
      explainerMessages.excelVersionInvalid,
    );
    await expectError(
      await server.call("/api/explain-formula", { body: { formula: "=A1", platform: "excel", error: "#BAD" } }),
      400,
      explainerMessages.errorInvalid,
    );
    await expectError(
      await server.call("/api/explain-formula", { body: { formula: "x".repeat(20_001), platform: "excel" } }),
      400,
      explainerMessages.formulaTooLong,
    );
    const notJson = await server.call("/api/explain-formula", {
      body: "{formula:",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  test("answers garbage formulas with what is wrong, not with a failure", async () => {
    for (
      const formula of [
        "=",
        "=((((",
        '="',
        "=)",
        "=1++",
        "={1,2",
        "=A1:",
        "=SUM(,,,)",
        "=@#!",
        "=😀",
        "=\u0000",
        "hello there",
      ]
    ) {
      const data = await explain({ formula, platform: "excel" });
      expect(data.reading.length, formula).toBeGreaterThan(0);
      if (data.parts === null) expect(kinds(data)).toContain("syntax");
    }
  });

  test("is open to visitors and limited per address like the other open calls", async () => {
    const limited = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) {
        statuses.push(
          (await limited.call("/api/explain-formula", { body: { formula: "=A1", platform: "excel" } })).status,
        );
      }
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      const refused = await limited.call("/api/explain-formula", { body: { formula: "=A1", platform: "excel" } });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toMatch(/^Too many requests/);
    } finally {
      await limited.stop();
    }
  });
});

describe("POST /api/explain-formula long chains and deep nesting", () => {
  const nested = (levels: number, open: string, inner: string, close: string) =>
    "=" + open.repeat(levels) + inner + close.repeat(levels);

  test("POST /api/explain-formula reads the probe's 5,500-term sum whole: reading, parts, translations", async () => {
    const formula = "=" + Array(5_500).fill("A1").join("+");
    expect(formula.length).toBe(16_500);
    const data = await explain({ formula, platform: "excel", error: "#VALUE!" });
    expect(data.reading).toMatch(/^A1 plus A1 plus A1/);
    expect(data.parts?.parts).toHaveLength(5_500);
    expect(data.translations.excel.formula).toBe(formula);
    expect(data.translations.sheets.formula).toBe(formula);
    expect(kinds(data)).toEqual(["too-long"]);
  });

  test("POST /api/explain-formula reads chains of every operator up to the size limit", async () => {
    const chains = {
      sum: "=" + "1+".repeat(9_999) + "1",
      join: "=" + '"a"&'.repeat(4_999) + '"a"',
      "products and differences": "=" + "2*A1-".repeat(3_999) + "A1",
      "sums and differences": "=" + "A1+A2-".repeat(3_332) + "A3",
      comparisons: "=" + "A1=".repeat(6_666) + "1",
      powers: "=" + "2^".repeat(9_999) + "2",
      "ranges in a sum": "=SUM(" + "A1:B2:".repeat(3_332) + "C3)",
    };
    for (const [shape, formula] of Object.entries(chains)) {
      expect(formula.length, shape).toBeGreaterThan(19_990);
      expect(formula.length, shape).toBeLessThanOrEqual(20_000);
      for (const platform of ["excel", "sheets"]) {
        const data = await explain({ formula, platform, excelVersion: "2016", error: "#DIV/0!" });
        expect(data.parts, shape).not.toBeNull();
        expect(data.translations[platform as "excel" | "sheets"].formula, shape).toContain(formula.slice(1, 500));
      }
    }
  });

  test("POST /api/explain-formula reads 64 levels of parentheses, functions and signs", async () => {
    const deepest = [
      nested(64, "(", "1", ")"),
      nested(64, "SUM(", "A1", ")"),
      nested(64, "IF(A1>0,", "1", ",0)"),
      nested(64, "IFERROR(", "A1/B1", ";0)"),
      nested(32, "-(", "A1", ")"),
      nested(32, "(", "-".repeat(32) + "A1", ")"),
      nested(63, "(", Array(2_000).fill("A1*2").join("-"), ")"),
    ];
    for (const formula of deepest) {
      const data = await explain({ formula, platform: "sheets", error: "#N/A" });
      expect(data.parts, formula.slice(0, 40)).not.toBeNull();
    }
  });

  test("POST /api/explain-formula refuses nesting past Excel's 64 levels with a 400 that says what to do", async () => {
    const tooDeep = [
      nested(65, "(", "1", ")"),
      nested(65, "SUM(", "A1", ")"),
      nested(65, "IF(A1>0;", "1", ";0)"),
      "=" + "-".repeat(65) + "A1",
      "=A1" + "%".repeat(65),
      nested(64, "(", "{1,2}", ")"),
      nested(9_999, "(", "1", ")"),
      nested(4_000, "SUM(", "1", ")").slice(0, 20_000),
    ];
    for (const formula of tooDeep) {
      const response = await server.call("/api/explain-formula", { body: { formula, platform: "excel" } });
      await expectError(response, 400, explainerMessages.formulaTooDeep);
    }
  });

  test("POST /api/explain-formula never answers 5xx, whatever the shape near the limits", async () => {
    const shapes = [
      "=" + "+".repeat(19_999),
      "=" + "-".repeat(19_998) + "1",
      "=" + "(".repeat(19_999),
      "=" + ")".repeat(19_999),
      "=" + "1%".repeat(9_999),
      "=" + "{1}+".repeat(4_999),
      "=" + "A1:".repeat(6_666),
      "=" + "SUM(1)+".repeat(2_857),
      "=" + "(1+(".repeat(4_999) + "1",
      "=LET(" + Array.from({ length: 1_500 }, (_, at) => `n${at},A1+n${at}`).join(",") + ",1)",
    ];
    for (const formula of shapes) {
      const response = await server.call("/api/explain-formula", {
        body: { formula: formula.slice(0, 20_000), platform: "excel", excelVersion: "2016" },
      });
      expect(response.status, formula.slice(0, 20)).toBeLessThan(500);
      await response.body?.cancel();
    }
  });
});
