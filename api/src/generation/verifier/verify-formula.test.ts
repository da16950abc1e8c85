import { expect, test } from "vitest";
import { explainerMessages } from "../../../contract/explainer-messages.ts";
import { verifierMessages } from "../../../contract/verifier-messages.ts";
import { verifyFormula } from "./verify-formula.ts";

test("a sound formula parses, knows its functions and has a sample value", () => {
  const result = verifyFormula('=SUMIF(D2:D50,"Closed",B2:B50)', "excel");
  expect(result).toMatchObject({ parses: true, functionsKnown: true, unknownFunctions: [] });
  expect("value" in result.sample && result.sample.value).toBeGreaterThan(0);
});

test("a lookup finds its key on the sample grid", () => {
  const result = verifyFormula("=INDEX(C2:C50,MATCH(H2,A2:A50,0))", "sheets");
  expect("value" in result.sample && typeof result.sample.value).toBe("number");
});

test("a function the platform lacks is named, on that platform only", () => {
  expect(verifyFormula("=COUNTUNIQUE(A2:A50)", "excel")).toMatchObject({
    functionsKnown: false,
    unknownFunctions: ["COUNTUNIQUE"],
  });
  expect(verifyFormula("=COUNTUNIQUE(A2:A50)", "sheets")).toMatchObject({
    functionsKnown: true,
    sample: { value: 49 },
  });
  expect(verifyFormula('=TEXTBEFORE(A2,"-")', "sheets").unknownFunctions).toEqual(["TEXTBEFORE"]);
});

test("wrong argument counts and made-up functions are named once each", () => {
  expect(verifyFormula("=ROUND(A2)+ROUND(B2)", "excel").unknownFunctions).toEqual(["ROUND"]);
  expect(verifyFormula("=ROUND(A2)", "sheets").functionsKnown).toBe(true);
  const made = verifyFormula("=SUMOFALL(A1:A3)", "excel");
  expect(made).toMatchObject({ functionsKnown: false, unknownFunctions: ["SUMOFALL"] });
  expect("error" in made.sample && made.sample.error).toMatch(/^#NAME\?/);
});

test("a formula that does not parse says why and where", () => {
  expect(verifyFormula("=SUM(A1:A3", "excel")).toEqual({
    parses: false,
    functionsKnown: false,
    unknownFunctions: [],
    sample: { error: "SUM( is not closed (at character 4)" },
  });
});

test("errors on the sample grid are reported as errors", () => {
  expect(verifyFormula("=A2/0", "excel").sample).toEqual({ error: "#DIV/0!" });
});

test("what HyperFormula cannot evaluate faithfully is not evaluated, not wrong", () => {
  expect(verifyFormula("=LET(f,LAMBDA(v,v*2),f(A2))", "excel").sample).toEqual({ notEvaluated: ["LET", "LAMBDA"] });
  expect(verifyFormula('=QUERY(A1:C20,"select A")', "sheets")).toMatchObject({
    functionsKnown: true,
    sample: { notEvaluated: ["QUERY"] },
  });
  expect(verifyFormula('=REGEXMATCH(A2,"^(\\w+ ?)+$")', "sheets").sample).toEqual({ notEvaluated: ["REGEXMATCH"] });
  expect(verifyFormula('=TEXT(A2,"#,##0")', "excel").sample).toEqual({ notEvaluated: ["TEXT"] });
  expect(verifyFormula("=SUM(A2:A)", "sheets").sample).toEqual({ notEvaluated: ["A2:A"] });
  expect(verifyFormula("=SUM(Sales)", "excel").sample).toEqual({ notEvaluated: ["Sales"] });
  expect(verifyFormula("=SEQUENCE(5000,5000)", "excel").sample).toEqual({ notEvaluated: ["SEQUENCE"] });
  expect(verifyFormula("=SEQUENCE(5,2)", "excel").sample).toEqual({ value: 1 });
});

test("functions HyperFormula lacks are evaluated by equivalents or by our own, on the sample grid", () => {
  expect(verifyFormula('=TEXTBEFORE(A2,"-")', "excel").sample).toEqual({ value: "Ann" });
  expect(verifyFormula('=TEXTAFTER(A2," ")', "excel").sample).toEqual({ value: "Smith" });
  // The sample names hold the delimiter once ("Ann-Smith"): a second one is not there, as Excel would say.
  expect(verifyFormula('=TEXTBEFORE(A2,"-",2)', "excel").sample).toEqual({
    error: "#N/A The delimiter is not in the text",
  });
  expect(verifyFormula('=SPLIT(A2,",")', "sheets").sample).toEqual({ value: "Ann" });
  expect(verifyFormula('=TEXTBEFORE(A2,"-")', "sheets")).toMatchObject({
    functionsKnown: false,
    sample: { error: "#NAME?" },
  });
  expect(verifyFormula("=LET(x,A2*2,y,x+1,y*10)", "excel").sample).toEqual(
    verifyFormula("=(A2*2+1)*10", "excel").sample,
  );
  expect(verifyFormula("=RANK.EQ(B2,B$2:B$20)", "excel").sample).toMatchObject({ value: expect.any(Number) });
  const average = verifyFormula('=AVERAGEIFS(B2:B50,A2:A50,"North")', "sheets").sample;
  const check = verifyFormula('=SUMIF(A2:A50,"North",B2:B50)/COUNTIF(A2:A50,"North")', "sheets").sample;
  expect(average).toEqual(check);
});

test("dates, other sheets and ; separators evaluate", () => {
  expect(verifyFormula('=DATEDIF(A2,B2,"D")', "excel").sample).toMatchObject({ value: expect.any(Number) });
  expect("value" in verifyFormula('=DATEDIF(A2,B2,"D")', "excel").sample).toBe(true);
  expect(verifyFormula("=SUM('Q1 Data'!B2:B10)", "excel").sample).toMatchObject({ value: expect.any(Number) });
  expect(verifyFormula("=SUM(A2:A5;3)", "excel")).toMatchObject({
    parses: true,
    sample: { value: expect.any(Number) },
  });
});

// A seeded generator, so a failure can be replayed.
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

test("never throws, whatever it is given", () => {
  const next = random(7);
  const pieces = [
    "=",
    "SUM(",
    "IF(",
    "VLOOKUP(",
    "TEXTBEFORE(",
    "LET(",
    ")",
    "(",
    ",",
    ";",
    '"',
    "'",
    "A1",
    "$B$2",
    "A:A",
    "1:1",
    "Sheet1!",
    "'x y'!",
    "{",
    "}",
    "#N/A",
    "#",
    "@",
    "%",
    "+",
    "-",
    "*",
    "/",
    "^",
    "&",
    "<>",
    ">=",
    "1e308",
    "0",
    ".5",
    " ",
    "\n",
    "[",
    "]",
    "[@x]",
    "\u0000",
    "😀",
    "TRUE",
    "SEQUENCE(",
    "99999",
    "!",
    ":",
    "_xlfn.",
    "\\",
    "`",
  ];
  for (let round = 0; round < 1_500; round++) {
    const length = 1 + Math.floor(next() * 14);
    let formula = "";
    for (let i = 0; i < length; i++) formula += pieces[Math.floor(next() * pieces.length)];
    for (const platform of ["excel", "sheets"] as const) {
      const result = verifyFormula(formula, platform);
      expect(typeof result.parses, formula).toBe("boolean");
      expect(Object.keys(result.sample), formula).toHaveLength(1);
    }
  }
  for (const hostile of ["", " ", "=".repeat(10_000), "(".repeat(5_000), "=" + "1+".repeat(3_000) + "1"]) {
    expect(() => verifyFormula(hostile, "excel")).not.toThrow();
  }
  expect(() => verifyFormula(undefined as unknown as string, "excel")).not.toThrow();
});

test("sheet names are case-insensitive, and a verification after a failure still works", () => {
  expect(verifyFormula("=SUM('data'!A1:A3)-SUM(Data!A1:A3)+SUM(sheet1!B1,SHEET1!B1)-2*B1", "excel").sample)
    .toEqual({ value: 0 });
  expect(verifyFormula("=SUM(x!A1)+0", "excel").sample).toMatchObject({ value: expect.any(Number) });
  expect(verifyFormula("=1+1", "excel").sample).toEqual({ value: 2 });
});

test("a chain as long as a cell holds is checked and reported not run, since HyperFormula would overflow", () => {
  const chain = "=" + Array(2_700).fill("A1").join("+");
  expect(chain.length).toBeLessThanOrEqual(8_192);
  expect(verifyFormula(chain, "excel")).toEqual({
    parses: true,
    functionsKnown: true,
    unknownFunctions: [],
    sample: { notEvaluated: [verifierMessages.tooDeepToRun(400)] },
  });
  const nestedChain = "=" + "SUM(".repeat(64) + "A1*2-".repeat(300) + "A1" + ")".repeat(64);
  const { sample } = verifyFormula(nestedChain, "sheets");
  expect("value" in sample && typeof sample.value).toBe("number");
});

test("a formula nested past Excel's 64 levels does not parse, and says why", () => {
  const result = verifyFormula("=" + "SUM(".repeat(65) + "1" + ")".repeat(65), "excel");
  expect(result).toMatchObject({ parses: false, functionsKnown: false });
  expect("error" in result.sample && result.sample.error).toContain(explainerMessages.formulaTooDeep);
});
