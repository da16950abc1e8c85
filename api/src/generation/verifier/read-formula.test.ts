import { expect, test } from "vitest";
import { readFormula } from "./read-formula.ts";

test.each([
  ['=SUMIFS(C2:C100,A2:A100,"East")', 'The sum of C2:C100 for the rows where A2:A100 is "East".'],
  ['=SUMIF(A2:A100,"North",E2:E100)', 'The sum of E2:E100 for the rows where A2:A100 is "North".'],
  ['=COUNTIF(E2:E100,">1000")', "The number of cells in E2:E100 that are greater than 1000."],
  ['=COUNTIF(C2:C100,"*Ltd*")', 'The number of cells in C2:C100 that contain "Ltd".'],
  ["=COUNTBLANK(J2:J100)", "The number of empty cells in J2:J100."],
  [
    '=COUNTIFS(A2:A100,"North",E2:E100,">="&DATE(2024,1,1))',
    'The number of rows where A2:A100 is "North" and E2:E100 is at least 2024-01-01.',
  ],
  ['=MAXIFS(B2:B50,C2:C50,"<>Ben")', 'The largest value in B2:B50 for the rows where C2:C50 is not "Ben".'],
  ['=IF(B2>=50,"Pass","Fail")', '"Pass" if B2 is at least 50, otherwise "Fail".'],
  ["=ABS(B2-C2)", "The absolute value of B2 minus C2."],
  ["=(C2-B2)/B2", "(C2 minus B2) divided by B2."],
  ["=WEEKDAY(G2,2)", "The weekday number of G2 (Monday = 1)."],
  ['=SUBSTITUTE(C2,"Ltd","Limited")', 'C2 with "Ltd" replaced by "Limited".'],
  ["=UPPER(A2)", "The text of A2 in capital letters."],
  ["=ROUND(E2,2)", "E2 rounded to 2 decimal places."],
  [
    '=XLOOKUP(H2,A2:A100,C2:C100,"Not found")',
    'The value from C2:C100 on the row where A2:A100 matches H2, or "Not found" if there is none.',
  ],
  ["=FOO(A1)", "FOO(A1)."],
  ["=SUM(", "The formula could not be read."],
])("%s reads as what it computes", (formula, reading) => {
  expect(readFormula(formula)).toBe(reading);
});

test("a formula of any length reads as one bounded sentence", () => {
  const formula = `=${Array.from({ length: 300 }, (_, i) => `A${i + 1}`).join("+")}`;
  const reading = readFormula(formula);
  expect(reading.length).toBeLessThanOrEqual(400);
  expect(reading.endsWith(".")).toBe(true);
});
