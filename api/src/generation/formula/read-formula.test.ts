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

test.each([
  ['=IFS(A2>90,"A",A2>80,"B",TRUE,"C")', '"A" if A2 is greater than 90, "B" if A2 is greater than 80, otherwise "C".'],
  ['=SWITCH(B2,1,"Low",2,"High","Other")', '"Low" if B2 is 1, "High" if B2 is 2, otherwise "Other".'],
  ["=SUMPRODUCT(1/COUNTIF(A2:A100,A2:A100))", "The number of different (unique) values in A2:A100."],
  [
    '=SUMPRODUCT((A2:A9="East")*(B2:B9>5)*C2:C9)',
    'The sum of C2:C9 for the rows where A2:A9 is "East" and B2:B9 is greater than 5.',
  ],
  ["=SUMPRODUCT(--(B2:B9>C2:C9))", "The number of rows where B2:B9 is greater than C2:C9."],
  ['=IF(ISNUMBER(SEARCH("urgent",A2)),"Yes","No")', '"Yes" if A2 contains "urgent", otherwise "No".'],
  ['=LEFT(A2,FIND(" ",A2)-1)', 'The part of A2 before the first " ".'],
  ['=RIGHT(A2,LEN(A2)-FIND("@",A2))', 'The part of A2 after the first "@".'],
  [
    "=MATCH(B2,A2:A10,1)",
    "The position of B2 in A2:A10 (approximate: the largest value less than or equal to it, in a list sorted ascending).",
  ],
  ["=SORT(A2:C50,3,-1)", "A2:C50 sorted by column 3, largest first (descending)."],
  [
    "=XLOOKUP(G2,B:B,F:F,,0,-1)",
    "The value from F:F on the last row (searching from the bottom) where B:B matches G2.",
  ],
  [
    "=SUMIF($A$2:A2,A2,$C$2:C2)",
    "The sum of $C$2:C2 for the rows where $A$2:A2 is A2 so far (a running total as the formula is filled down).",
  ],
  ['=TEXT(A2,"mmm")', 'The month name of A2 written in the format "mmm".'],
  ['=A2&" "&B2', 'A2, " ", B2 joined together.'],
  ["=UNIQUE(A2:A100,,TRUE)", "The values that appear exactly once in A2:A100."],
  ['=LOOKUP(2,1/(B:B<>""),B:B)', 'The last value of B:B where B:B is not "".'],
  ['=TEXTAFTER(A2," ",-1)', 'The part of A2 after the last " ".'],
  ["=RANK.EQ(B5,$B$2:$B$40)", "The rank of B5 within $B$2:$B$40, the largest being 1."],
  ["=RANK.EQ(B5,$B$2:$B$40,1)", "The rank of B5 within $B$2:$B$40, the smallest being 1."],
  ["=RANK(B2,B2:B9,C1)", "The rank of B2 within B2:B9, in the order C1 chooses."],
])("reads the idiom %s", (formula, reading) => {
  expect(readFormula(formula)).toBe(reading);
});
