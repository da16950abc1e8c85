import { expect, test } from "vitest";
import { explainerMessages } from "../../../contract/explainer-messages.ts";
import { formulaDepth } from "./formula-nodes.ts";
import { type FormulaNode, maxNesting, parseFormula } from "./formula-parser.ts";

function parsed(formula: string) {
  const result = parseFormula(formula);
  if (!result.ok) throw new Error(`${formula} did not parse: ${result.error}`);
  return result;
}

test("lists nested function calls with their argument counts, outer first", () => {
  expect(parsed('=IFERROR(VLOOKUP(A2,Sheet2!A:B,2,FALSE),"none")').functions).toEqual([
    { name: "IFERROR", args: 2 },
    { name: "VLOOKUP", args: 4 },
  ]);
  expect(parsed("=SUM(1,,2)").functions).toEqual([{ name: "SUM", args: 3 }]);
  expect(parsed("TODAY()").functions).toEqual([{ name: "TODAY", args: 0 }]);
  expect(parsed("=LOG10(100)+NETWORKDAYS.INTL(A1,B1)+_xlfn.XLOOKUP(1,A:A,B:B)").functions.map((call) => call.name))
    .toEqual(["LOG10", "NETWORKDAYS.INTL", "_XLFN.XLOOKUP"]);
});

test("lists every kind of reference with its bounds", () => {
  const { references } = parsed("=SUM(A1,$B$2,A:A,1:3,A2:B50,Sheet1!C1:D2,'My ''Q'' Sheet'!$E$5,A2:A)");
  expect(references.map(({ text, kind }) => `${text} ${kind}`)).toEqual([
    "A1 cell",
    "$B$2 cell",
    "A:A columns",
    "1:3 rows",
    "A2:B50 range",
    "Sheet1!C1:D2 range",
    "'My ''Q'' Sheet'!$E$5 cell",
    "A2:A range",
  ]);
  expect(references[4]).toMatchObject({ firstColumn: 0, lastColumn: 1, firstRow: 1, lastRow: 49 });
  expect(references[6]).toMatchObject({ sheet: "My 'Q' Sheet", firstColumn: 4, firstRow: 4 });
  expect(references[2]).toMatchObject({ firstColumn: 0, lastColumn: 0, firstRow: undefined });
  expect(references[7]).toMatchObject({ firstRow: 1, lastRow: undefined });
});

test("reads literals: doubled quotes, booleans, errors, arrays, percent", () => {
  const strings = parsed('="say ""hi"""').ast;
  expect(strings).toEqual({ type: "string", value: 'say "hi"' });
  expect(parsed("=true").ast).toEqual({ type: "boolean", value: true });
  expect(parsed("=#N/A").ast).toEqual({ type: "error", value: "#N/A" });
  const array = parsed("={1,2;3,-4}").ast as Extract<FormulaNode, { type: "array" }>;
  expect(array.rows.map((row) => row.length)).toEqual([2, 2]);
  expect(array.rows[1][1]).toEqual({ type: "unary", operator: "-", operand: { type: "number", value: 4 } });
  expect(parsed("=50%").ast).toEqual({ type: "postfix", operator: "%", operand: { type: "number", value: 50 } });
});

test("operators bind as in Excel", () => {
  const ast = parsed('=-2^2+3*4&"x"=A1').ast;
  expect(ast).toMatchObject({
    operator: "=",
    left: {
      operator: "&",
      left: {
        operator: "+",
        left: { operator: "^", left: { type: "unary", operator: "-" } },
        right: { operator: "*" },
      },
    },
    right: { type: "reference" },
  });
  expect(parsed("=1-2-3").ast).toMatchObject({ operator: "-", left: { operator: "-" }, right: { value: 3 } });
  expect(parsed("=A1<>B1").ast).toMatchObject({ operator: "<>" });
  expect(parsed("=A1:INDEX(B:B,3)").ast).toMatchObject({ operator: ":", right: { type: "call", name: "INDEX" } });
});

test("; between arguments is read as a locale's separator and normalised to ,", () => {
  const result = parsed("=IF(A1>0;SUM({1;2});0)");
  expect(result.argumentSeparator).toBe(";");
  expect(result.normalized).toBe("IF(A1>0,SUM({1;2}),0)");
  expect(result.functions).toEqual([{ name: "IF", args: 3 }, { name: "SUM", args: 1 }]);
});

test.each([
  ["=SUM(1,2", "SUM( is not closed"],
  ["=(1+2", "A ( is not closed"],
  ["=1+2)", "A ) has no matching ("],
  ['="abc', "A text in double quotes is not closed"],
  ["=1+", "The formula ends with the operator +"],
  ["=1*/2", "A value is missing before /"],
  ["=", "The formula is empty"],
  ["=()", "Empty parentheses"],
  ["={1,,2}", "An array constant has an empty element"],
  ["={1,2;3}", "The rows of an array constant differ in length"],
  ["=SUM(A1 B1)", "An operator is missing before B1"],
  ["=IF(A1;1,2)", "The formula mixes , and ; between arguments"],
  ["=1A", "is not a value"],
  ["=1:1.5", "A : must join two references"],
  ["=A1:2", "A : must join two references"],
  ["=A1 ! B2", "Unexpected character"],
  ["='Sheet 1'", "A quoted sheet name must be followed by ! and a reference"],
  ["=" + "1+".repeat(5_000) + "1", "The formula is longer than the 8192 characters a cell takes"],
])("%s does not parse: %s", (formula, message) => {
  const result = parseFormula(formula);
  expect(result.ok).toBe(false);
  expect(!result.ok && result.error).toContain(message);
});

test("structured references, spills and implicit intersection parse", () => {
  expect(parsed("=SUM(Sales[Amount])*[@Qty]").functions).toEqual([{ name: "SUM", args: 1 }]);
  expect(parsed("=A1#").ast).toMatchObject({ type: "postfix", operator: "#" });
  expect(parsed("=@A1:A10").ast).toMatchObject({ type: "unary", operator: "@" });
});

test("reads a LAMBDA called where it is written, and counts it as one call", () => {
  const parsed = parseFormula("=LAMBDA(x,y,SQRT(x^2+y^2))(A2,B2)");
  expect(parsed.ok && parsed.ast).toMatchObject({
    type: "call",
    name: "LAMBDA",
    invoked: [{ type: "reference" }, { type: "reference" }],
  });
  expect(parsed.ok && parsed.functions.map((call) => call.name)).toEqual(["LAMBDA", "SQRT"]);
  expect(parseFormula("=SUM(A1)(B1)").ok).toBe(false);
});

const nestings: [string, (levels: number) => string][] = [
  ["parentheses", (levels) => "=" + "(".repeat(levels) + "1" + ")".repeat(levels)],
  ["functions", (levels) => "=" + "SUM(".repeat(levels) + "A1" + ")".repeat(levels)],
  ["IFs with their other arguments", (levels) => "=" + "IF(A1>0,".repeat(levels) + "1" + ",0)".repeat(levels)],
  ["array constants inside functions", (levels) => "=" + "SUM(".repeat(levels - 1) + "{1,2}" + ")".repeat(levels - 1)],
  ["signs before a value", (levels) => "=" + "-".repeat(levels) + "A1"],
  ["signs after a value", (levels) => "=A1" + "%".repeat(levels)],
  [
    "signs and brackets mixed",
    (levels) =>
      "=" + Array.from({ length: levels }, (_, at) => at % 2 ? "(" : "-").join("") + "A1" +
      ")".repeat(Math.floor(levels / 2)),
  ],
];

test.each(nestings)("%s nest up to Excel's 64 levels, and one more is refused as too deep", (_, nest) => {
  expect(maxNesting).toBe(64);
  expect(parseFormula(nest(64)).ok).toBe(true);
  expect(parseFormula(nest(65))).toMatchObject({ ok: false, tooDeep: true, error: explainerMessages.formulaTooDeep });
});

test("a hostile depth is refused at the level past the limit, not after reading it all", () => {
  const refused = parseFormula("=" + "(".repeat(100_000) + "1" + ")".repeat(100_000), { maxLength: 300_000 });
  expect(refused).toMatchObject({ ok: false, tooDeep: true, at: maxNesting });
});

test("operator chains of any length parse, without deepening anything but their own left side", () => {
  const chains = [
    "=" + "A1+".repeat(20_000) + "A1",
    "=" + '"a"&'.repeat(20_000) + '"a"',
    "=" + "2*3-".repeat(20_000) + "1",
    "=" + "2^".repeat(20_000) + "2",
    "=" + "1=".repeat(20_000) + "1",
  ];
  for (const chain of chains) {
    const result = parseFormula(chain, { maxLength: 200_000 });
    expect(result.ok, chain.slice(0, 12)).toBe(true);
    expect(result.ok && formulaDepth(result.ast)).toBeGreaterThan(20_000);
  }
  expect(parseFormula("=" + "(A1+".repeat(64) + "1" + ")".repeat(64)).ok).toBe(true);
});
