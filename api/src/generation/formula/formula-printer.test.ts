import { expect, test } from "vitest";
import { parseFormula } from "./formula-parser.ts";
import { printFormula } from "./formula-printer.ts";

function roundTrip(formula: string): string {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return printFormula(parsed.ast);
}

test.each([
  ['SUMIF(D2:D50,"Closed",B2:B50)', 'SUMIF(D2:D50,"Closed",B2:B50)'],
  ["(1+2)*3", "(1+2)*3"],
  ["1+2*3", "1+2*3"],
  ["1-(2-3)", "1-(2-3)"],
  ["(1-2)-3", "1-2-3"],
  ["-2^2", "(-2)^2"],
  ["-(1+2)", "-(1+2)"],
  ["(A1+B1)%", "(A1+B1)%"],
  ["LAMBDA(x, x*2)(A2)", "LAMBDA(x,x*2)(A2)"],
  ['IF(A1>0;"say ""hi""";{1,2;3,4})', 'IF(A1>0,"say ""hi""",{1,2;3,4})'],
  ["'My Sheet'!A1:INDEX(B:B,3)", "'My Sheet'!A1:INDEX(B:B,3)"],
  ["SUM(1,,TRUE,#N/A)", "SUM(1,,TRUE,#N/A)"],
  ['A1&" "&B1=C1', 'A1&" "&B1=C1'],
])("%s prints as %s, which parses to the same tree", (formula, printed) => {
  expect(roundTrip(formula)).toBe(printed);
  const again = parseFormula(printed);
  const first = parseFormula(formula);
  expect(again.ok && first.ok && again.ast).toEqual(first.ok && first.ast);
});

test.each([
  ["a sum", "A1+".repeat(6_000) + "A1"],
  ["a join", '"a"&'.repeat(4_000) + "B2"],
  ["products and differences", "2*A1-".repeat(3_000) + "1"],
  ["brackets inside a chain", "(A1+B1)*C1-".repeat(1_500) + "(1-2)"],
  ["powers", "2^".repeat(6_000) + "2"],
  ["comparisons", "A1=".repeat(6_000) + "1"],
  ["ranges", "SUM(" + "A1:B2:".repeat(3_000) + "C3)"],
])("%s thousands of operators long prints back as written", (_, formula) => {
  const parsed = parseFormula(formula, { maxLength: 20_000 });
  expect(parsed.ok && printFormula(parsed.ast)).toBe(formula);
});
