import { expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";
import { correctSpelling } from "./spelling.ts";
import { normaliseQuestion } from "./words.ts";

const bookings = toTable({
  columns: ["Client", "Priority", "Date Rec'd", "Total (£)", "Store"],
  rows: [
    ["Acme", "High", "2024-01-02", 500, "Eastgate"],
    ["Birch", "Low", "2024-01-05", 120, "Westgate"],
    ["Acme", "Low", "2024-02-01", 80, "Eastgate"],
  ],
});

test.each([
  ["Which cleint brought in the most revnue?", "Which client brought in the most revenue?"],
  ["high priorty jobs recieved", "high priority jobs received"],
  ["how many for eastgte", "how many for eastgate"],
  ["percentge of unpiad admisions", "percentage of unpaid admissions"],
])("%s: a slip no dictionary holds is the one word it is near", (typed, meant) => {
  expect(correctSpelling(typed, bookings)).toBe(meant);
});

test.each([
  "how many fillups over 80",
  "total for Dave and Amir",
  "rate of data",
  "Kwame's orders",
])("%s: words it cannot be sure of are left as typed", (typed) => {
  expect(correctSpelling(typed, bookings)).toBe(typed);
});

test("the analysis reads the word meant", () => {
  expect(planAnalysis(bookings, "Which cleint brought in the most revnue?").draft.analysis).toMatch(
    /^Acme has the highest Total \(£\): £580/,
  );
});

test("an apostrophe left out and 'then' for 'than' are read as meant", () => {
  expect(normaliseQuestion("orders that havent shipped")).toContain("haven't");
  expect(normaliseQuestion("fill ups costing more then £80")).toContain("more than");
});
