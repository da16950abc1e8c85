import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets" = "excel") => {
  const result = planFormula({ description, platform });
  return "refused" in result ? null : result.formula;
};

// Values that are in their list more than once, or only once, counted over the list.
test.each([
  ["how many rows have an email that shows up more than once in B2:B60", "=SUMPRODUCT(--(COUNTIF(B2:B60,B2:B60)>1))"],
  ["count the duplicate emails in B2:B60", "=SUMPRODUCT(--(COUNTIF(B2:B60,B2:B60)>1))"],
  ["number of values that appear twice or more, B2:B60", "=SUMPRODUCT(--(COUNTIF(B2:B60,B2:B60)>1))"],
  ["How many names in A2:A60 are duplicated?", "=SUMPRODUCT(--(COUNTIF(A2:A60,A2:A60)>1))"],
  ["how many of the names in A2:A60 are only in there once", "=SUMPRODUCT(--(COUNTIF(A2:A60,A2:A60)=1))"],
  ["count names that occur just once in A2:A60", "=SUMPRODUCT(--(COUNTIF(A2:A60,A2:A60)=1))"],
  ["how many entries in C2:C100 have no duplicates", "=SUMPRODUCT(--(COUNTIF(C2:C100,C2:C100)=1))"],
  [
    "how many different emails in B2:B60 are repeated",
    "=SUMPRODUCT((COUNTIF(B2:B60,B2:B60)>1)/COUNTIF(B2:B60,B2:B60))",
  ],
  [
    "how many customers in C2:C100 are repeat customers",
    "=SUMPRODUCT((COUNTIF(C2:C100,C2:C100)>1)/COUNTIF(C2:C100,C2:C100))",
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

// One cell's value against its list: how often, whether repeated, whether this is its first row.
test.each([
  [
    "is the customer in c12 a repeat? TRUE if that name appears anywhere else in C2:C100",
    "=COUNTIF($C$2:$C$100,C12)>1",
  ],
  ["does the email in B5 appear more than once in B2:B60?", "=COUNTIF($B$2:$B$60,B5)>1"],
  ["is A7 a duplicate in A2:A60? yes or no", '=IF(COUNTIF($A$2:$A$60,A7)>1,"Yes","No")'],
  ["how many times does the name in A5 appear in A2:A60", "=COUNTIF($A$2:$A$60,A5)"],
  ["how often does C7 show up in C2:C100", "=COUNTIF($C$2:$C$100,C7)"],
  ["count how many times each name appears in A2:A60", "=COUNTIF($A$2:$A$60,A2)"],
  [
    "put a 1 next to the first time each customer appears in col C and 0 for repeats. formula for row 9",
    "=IF(COUNTIF($C$2:C9,C9)=1,1,0)",
  ],
  ["TRUE for the first time a name shows up in A2:A60", "=COUNTIF($A$2:A2,A2)=1"],
  ["mark the first occurrence of each email in B2:B60 with 1, otherwise 0", "=IF(COUNTIF($B$2:B2,B2)=1,1,0)"],
  [
    'first appearance of each code in G2:G60 says "new", repeats say "repeat"',
    '=IF(COUNTIF($G$2:G2,G2)=1,"new","repeat")',
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("a list named by no range gets a flag on an assumed column", () => {
  for (const description of ["flag duplicates in a list", "mark the dupes in my list"]) {
    const answer = planFormula({ description, platform: "excel" });
    expect("formula" in answer ? answer.formula : "").toBe('=IF(COUNTIF($A$2:$A$100,A2)>1,"Duplicate","")');
  }
});
