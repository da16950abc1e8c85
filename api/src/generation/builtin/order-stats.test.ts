import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets" = "excel", columns?: string) => {
  const result = planFormula({ description, platform, ...(columns ? { columns } : {}) });
  return "refused" in result ? null : result.formula;
};

// The rank of one row's value in its list, on named ranges, the user's columns or assumed ones.
test.each([
  [
    "rank each amount biggest = 1, formula in K2 that i can drag down, amounts E2:E100",
    "sheets",
    "=RANK(E2,$E$2:$E$100)",
  ],
  ["rank of the score, the formula goes in H5, scores B2:B40", "excel", "=RANK.EQ(B5,$B$2:$B$40)"],
  ["Rank the salaries in D2:D60, lowest first", "excel", "=RANK.EQ(D2,$D$2:$D$60,1)"],
  ["rank the students by their score", "sheets", "=RANK(A2,$A$2:$A$100)"],
])("%s", (description, platform, expected) => {
  expect(formula(description, platform as "excel")).toBe(expected);
});

test("the user's columns: the ranked column's rows, from the row asked for", () => {
  const columns = "Student\tScore\tWeight\tAttendance\tTest 2\tClass\ndata rows 2-40";
  expect(formula("rank each student's score, highest = 1, starting with the first student", "excel", columns)).toBe(
    "=RANK.EQ(B2,$B$2:$B$40)",
  );
  expect(formula("rank of the attendance for row 7, smallest first", "sheets", columns)).toBe(
    "=RANK(D7,$D$2:$D$40,1)",
  );
});

test("the biggest one is the largest value, not a list of one", () => {
  expect(formula("which deal is the biggest one", "excel", "Deal, Value, Owner, Stage") ?? "").not.toMatch(/LARGE/);
});

// The different things that have at least one row passing the tests.
test.each([
  [
    "how many owners have at least one deal over 8000. owner C2:C50, value B2:B50",
    '=SUMPRODUCT((COUNTIFS(C2:C50,C2:C50,B2:B50,">8000")>=1)/COUNTIF(C2:C50,C2:C50))',
  ],
  [
    "How many reps have 1 or more sales above 4000? reps B2:B100 amounts E2:E100",
    '=SUMPRODUCT((COUNTIFS(B2:B100,B2:B100,E2:E100,">4000")>=1)/COUNTIF(B2:B100,B2:B100))',
  ],
  [
    "number of customers that have a Pending order, customers C2:C100 status F2:F100",
    '=SUMPRODUCT((COUNTIFS(C2:C100,C2:C100,F2:F100,"Pending")>=1)/COUNTIF(C2:C100,C2:C100))',
  ],
  ["how many deals have a value over 5000? values B2:B50", '=COUNTIF(B2:B50,">5000")'],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});
