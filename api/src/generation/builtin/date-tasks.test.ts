import { expect, test } from "vitest";
import type { FormulaDraft } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const formulaOf = (description: string, columns?: string) =>
  (planFormula({ description, platform: "sheets", ...(columns ? { columns } : {}) }) as FormulaDraft).formula;
const tasks = "Task\tStart\tEnd\tHours\tOwner\tDue";
const short = '"Sun","Mon","Tue","Wed","Thu","Fri","Sat"';

test.each([
  ["which day of the week is C3, like Monday", '=TEXT(C3,"dddd")'],
  ["weekday of the date in B2 as a short name (Mon, Tue...)", `=CHOOSE(WEEKDAY(B2),${short})`],
  ["what day was the due date in F4?? like Fri or Mon", `=CHOOSE(WEEKDAY(F4),${short})`],
  ["what day of week did the person in row 2 start, as Mon/Tue etc? start date col F", `=CHOOSE(WEEKDAY(F2),${short})`],
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

test.each([
  ["how many days ago from 31 dec 2024 was the order in row 5? date in G", "=DATE(2024,12,31)-G5"],
  ["days until 1 july 2025 from B2", "=DATE(2025,7,1)-B2"],
  ["how old was the person in row 2 on 31/12/2024? birthdate in C", '=DATEDIF(C2,DATE(2024,12,31),"Y")'],
])("a date the request names stands for today: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["date that is 10 working days after the end date in C2, skipping holidays H2:H6", "=WORKDAY(C2,10,$H$2:$H$6)"],
  ["workdays between B3 and C3, holidays are listed in H2:H9", "=NETWORKDAYS(B3,C3,$H$2:$H$9)"],
  ["how many days overdue is the invoice, due date in F7", "=MAX(0,TODAY()-F7)"],
  ["days late: finished C4, deadline F4", "=MAX(0,C4-F4)"],
  ["retirement date = 67th birthday, birth date in C2", "=EDATE(C2,804)"],
])("working days, lateness and milestones: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});
