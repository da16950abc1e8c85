import { expect, test } from "vitest";
import type { FormulaDraft } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const formulaOf = (description: string, columns?: string) =>
  (planFormula({ description, platform: "sheets", ...(columns ? { columns } : {}) }) as FormulaDraft).formula;
const tasks = "Task\tStart\tEnd\tHours\tOwner\tDue";

test.each([
  ["which day of the week is C3, like Monday", '=TEXT(C3,"dddd")'],
  ["weekday of the date in B2 as a short name (Mon, Tue...)", '=TEXT(B2,"ddd")'],
  ["what day was the due date in F4?? like Fri or Mon", '=TEXT(F4,"ddd")'],
  ["show the quarter of A2 like Q3", '="Q"&ROUNDUP(MONTH(A2)/3,0)'],
  ["turn the date in D9 into Q1, Q2, Q3 or Q4", '="Q"&ROUNDUP(MONTH(D9)/3,0)'],
  ["what quater is g4 in", "=ROUNDUP(MONTH(G4)/3,0)"],
  ["teh year they started (col F) for row 22", "=YEAR(F22)"],
])("names and parts of a date: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["payment due at the end of the following month, invoice date in B3", "=EOMONTH(B3,1)"],
  ["payable at the end of the month AFTER the order month, order date is in G5", "=EOMONTH(G5,1)"],
  ["last day of the month before the month in C2", "=EOMONTH(C2,-1)"],
  ["end of the previous month for the date in C2", "=EOMONTH(C2,-1)"],
])("month ends: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  [
    "how long has the person in F2 worked here, like 3 years 4 months",
    '=DATEDIF(F2,TODAY(),"Y")&" years "&DATEDIF(F2,TODAY(),"YM")&" months"',
  ],
  [
    "time since B2 in yrs and months e.g. 2 yrs 11 mths",
    '=DATEDIF(B2,TODAY(),"Y")&" yrs "&DATEDIF(B2,TODAY(),"YM")&" mths"',
  ],
  [
    "age in years and months for birth date C4",
    '=DATEDIF(C4,TODAY(),"Y")&" years, "&DATEDIF(C4,TODAY(),"YM")&" months"',
  ],
  [
    "how long from B2 to C2 in years, months and days",
    '=DATEDIF(B2,C2,"Y")&" years, "&DATEDIF(B2,C2,"YM")&" months, "&DATEDIF(B2,C2,"MD")&" days"',
  ],
])("time between as text: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["how many full months from B2 to F2", '=DATEDIF(B2,F2,"M")'],
  ["whole months between B5 and C5", '=DATEDIF(B5,C5,"M")'],
  ["number of days from B4 to C4 counting both days", "=C4-B4+1"],
  ["how many days between B2 and C2 including both the start and end date", "=C2-B2+1"],
])("spans: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["days between start and end for row 20, counting both the first and last day", "=C20-B20+1"],
  ["workdays between start and end in row 11, no holidays to worry about", "=NETWORKDAYS(B11,C11)"],
  ["how many full months from the start to the due date in row 2", '=DATEDIF(B2,F2,"M")'],
  ["days until each task is due counting from today, first row", "=F2-TODAY()"],
])("spans on the user's columns: %s", (description, formula) => {
  expect(formulaOf(description, tasks)).toBe(formula);
});

test("a text column is never one end of a span", () => {
  const answer = planFormula({
    description: "how many days till the task in row 5 is due",
    platform: "excel",
    columns: tasks,
  });
  expect("formula" in answer ? answer.formula : "refused").not.toContain("A5");
});

test("an age or a length of service counts from the user's birth or start date column", () => {
  const people = "A: Full name  B: Email  C: Birth date  D: Salary  E: Department  F: Start date";
  expect(formulaOf("age in years of the first person", people)).toBe('=DATEDIF(C2,TODAY(),"Y")');
  expect(formulaOf("how old is the person in row 5", people)).toBe('=DATEDIF(C5,TODAY(),"Y")');
  expect(formulaOf("years of service for the first employee", people)).toBe('=DATEDIF(F2,TODAY(),"Y")');
});
