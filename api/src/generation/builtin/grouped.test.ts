import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets", columns?: string) => {
  const result = planFormula({ description, platform, ...(columns ? { columns } : {}) });
  return "refused" in result ? null : result.formula;
};

// One row per group: QUERY on Sheets, UNIQUE beside a *IFS of the same keys on Excel.
test.each([
  [
    "average salary for each department. dept in E2:E60, salary D2:D60",
    "=HSTACK(UNIQUE(E2:E60),AVERAGEIFS(D2:D60,E2:E60,UNIQUE(E2:E60)))",
    '=QUERY(D1:E60,"select E, avg(D) group by E",1)',
  ],
  [
    "total of E2:E100 for each region in A2:A100",
    "=HSTACK(UNIQUE(A2:A100),SUMIFS(E2:E100,A2:A100,UNIQUE(A2:A100)))",
    '=QUERY(A1:E100,"select A, sum(E) group by A",1)',
  ],
  [
    "Count per status. status F2:F100",
    "=HSTACK(UNIQUE(F2:F100),COUNTIFS(F2:F100,UNIQUE(F2:F100)))",
    '=QUERY(F1:F100,"select F, count(F) group by F",1)',
  ],
  [
    "lowest price per category, category B2:B100 price C2:C100",
    "=HSTACK(UNIQUE(B2:B100),MINIFS(C2:C100,B2:B100,UNIQUE(B2:B100)))",
    '=QUERY(B1:C100,"select B, min(C) group by B",1)',
  ],
  [
    "max amount grouped by rep, rep B2:B100 amount E2:E100",
    "=HSTACK(UNIQUE(B2:B100),MAXIFS(E2:E100,B2:B100,UNIQUE(B2:B100)))",
    '=QUERY(B1:E100,"select B, max(E) group by B",1)',
  ],
])("%s", (description, excel, sheets) => {
  expect(formula(description, "excel")).toBe(excel);
  expect(formula(description, "sheets")).toBe(sheets);
});

test("the user's columns and their header words", () => {
  const columns = "Region\tRep\tCustomer\tProduct\tAmount\tStatus\ndata rows 2-100";
  expect(formula("total amount by region", "excel", columns)).toBe(
    "=HSTACK(UNIQUE(A2:A100),SUMIFS(E2:E100,A2:A100,UNIQUE(A2:A100)))",
  );
  expect(formula("how many orders per customer", "sheets", columns)).toBe(
    '=QUERY(C1:C100,"select C, count(C) group by C",1)',
  );
});

test("a request without ranges is answered on assumed columns", () => {
  expect(formula("total sales by region", "excel")).toBe(
    "=HSTACK(UNIQUE(B2:B100),SUMIFS(A2:A100,B2:B100,UNIQUE(B2:B100)))",
  );
  expect(formula("average salary for each department", "sheets")).toBe(
    '=QUERY(A1:B100,"select B, avg(A) group by B",1)',
  );
});

test("one row's group, filled down", () => {
  expect(formula("sum E2:E100 by region A2:A100 for each row, formula for row 7", "excel")).toBe(
    "=SUMIF($A$2:$A$100,A7,$E$2:$E$100)",
  );
});

test("words that are not groups", () => {
  expect(formula("join all the tags into one cell separated by commas", "excel")).not.toMatch(/UNIQUE|QUERY/);
});
