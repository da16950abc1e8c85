import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets" = "excel", columns?: string) => {
  const result = planFormula({ description, platform, ...(columns ? { columns } : {}) });
  return "refused" in result ? null : result.formula;
};

// The label on the row of the largest or smallest value, among the rows the conditions keep.
test.each([
  ["who has the highest score? names a2:a40 scores b2:b40", "=INDEX(A2:A40,MATCH(MAX(B2:B40),B2:B40,0))"],
  ["What is the cheapest product? products A2:A100 prices C2:C100", "=INDEX(A2:A100,MATCH(MIN(C2:C100),C2:C100,0))"],
  [
    "whats the most expensive thing we sell that still costs 300 or less? product names a2:a100, prices c2:c100",
    '=INDEX(A2:A100,MATCH(MAXIFS(C2:C100,C2:C100,"<=300"),C2:C100,0))',
  ],
  [
    "which product is the cheapest one over 50 bucks, names A2:A100 prices C2:C100",
    '=INDEX(A2:A100,MATCH(MINIFS(C2:C100,C2:C100,">50"),C2:C100,0))',
  ],
  [
    "which rep had the largest amount where region is North. region A2:A100, reps B2:B100, amounts E2:E100",
    '=INDEX(FILTER(B2:B100,(A2:A100="North")),MATCH(MAX(FILTER(E2:E100,(A2:A100="North"))),FILTER(E2:E100,(A2:A100="North")),0))',
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("a row noun after the superlative is the row's value on the user's columns", () => {
  const columns = "A Deal, B Value, C Owner, D Stage. rows 2-50";
  expect(formula("which owner has the biggest deal", "excel", columns)).toBe(
    "=INDEX(C2:C50,MATCH(MAX(B2:B50),B2:B50,0))",
  );
  expect(formula("Who's the owner of the smallest deal?", "excel", columns)).toBe(
    "=INDEX(C2:C50,MATCH(MIN(B2:B50),B2:B50,0))",
  );
});

test("a value the formula cannot test is refused, not dropped", () => {
  expect(formula("which rep had the biggest sale in the North? reps B2:B100, amounts E2:E100")).toBeNull();
  expect(formula("whats the highest score in B2:B40")).toBe("=MAX(B2:B40)");
});

// The labels of the N largest or smallest values, largest first; in Excel sorted by the values, so ties keep both names.
test.each([
  [
    "names of the 3 most expensive products (names a2:a100, prices c2:c100)",
    "excel",
    "=TAKE(SORTBY(A2:A100,C2:C100,-1),3)",
  ],
  [
    "names of the 3 most expensive products (names a2:a100, prices c2:c100)",
    "sheets",
    "=SORTN(A2:A100,3,0,C2:C100,FALSE)",
  ],
  [
    "top 5 reps by amount. reps B2:B100 amounts E2:E100",
    "excel",
    "=TAKE(SORTBY(B2:B100,E2:E100,-1),5)",
  ],
  ["list the 3 cheapest products, names A2:A100 prices C2:C100", "sheets", "=SORTN(A2:A100,3,0,C2:C100,TRUE)"],
  [
    "which 2 students have the lowest scores? students A2:A40, scores B2:B40",
    "excel",
    "=INDEX(A2:A40,MATCH(SMALL(B2:B40,{1;2}),B2:B40,0))",
  ],
])("%s (%s)", (description, platform, expected) => {
  expect(formula(description, platform as "excel")).toBe(expected);
});

// A value said with no column of its own tests the column of words that is neither the numbers nor the names.
test.each([
  [
    "who is the highest paid person in finance? names A2:A60 salary D2:D60 dept E2:E60",
    '=INDEX(FILTER(A2:A60,(E2:E60="finance")),MATCH(MAX(FILTER(D2:D60,(E2:E60="finance"))),FILTER(D2:D60,(E2:E60="finance")),0))',
  ],
  [
    "which product in the Decor category costs the most? products A2:A100, categories B2:B100, prices C2:C100",
    '=INDEX(FILTER(A2:A100,(B2:B100="Decor")),MATCH(MAX(FILTER(C2:C100,(B2:B100="Decor"))),FILTER(C2:C100,(B2:B100="Decor")),0))',
  ],
  [
    "who has the lowest score in class B? names A2:A40 scores B2:B40 class F2:F40",
    '=INDEX(FILTER(A2:A40,(F2:F40="B")),MATCH(MIN(FILTER(B2:B40,(F2:F40="B"))),FILTER(B2:B40,(F2:F40="B")),0))',
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});
