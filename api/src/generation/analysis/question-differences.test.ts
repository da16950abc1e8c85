import { expect, test } from "vitest";
import { analyzeTable } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";

const leave = toTable({
  columns: ["Employee", "Dept", "Leave Type", "Days", "Approved?"],
  rows: [
    ["Ana", "Sales", "Annual", 5, "Yes"],
    ["Ben", "IT", "Annual", 3, "Yes"],
    ["Cy", "Sales", "Sick", 2, "Yes"],
    ["Di", "IT", "Annual", 4, "No"],
    ["Ed", "Sales", "Annual", 6, "Yes"],
  ],
});

const orders = toTable({
  columns: ["Region", "Qty", "Price ($)", "Status", "Picked By"],
  rows: [
    ["North", 3, 10.5, "Shipped", "AM"],
    ["South", 2, 20.25, "Shipped", "PM"],
    ["North", 1, 99.99, "Cancelled", "AM"],
    ["South", 4, 5, "Shipped", "PM"],
  ],
});

test("'difference between … in Sales and in IT' compares the two values named; 'annual' is a value, not a period", () => {
  expect(analyzeTable(leave, "difference between approved annual leave days in Sales and in IT").analysis).toMatch(
    /^Total Days: Sales is 8 more than IT \(11 against 3\)\./,
  );
});

test("two values of one column are compared while a value of another filters; qty × price is money", () => {
  expect(
    analyzeTable(orders, "How much more did South bring in than North, shipped orders only, value = qty × price?")
      .analysis,
  ).toMatch(/^Qty × Price \(\$\): South is \$29\.00 more than North \(\$60\.50 against \$31\.50\)\./);
});

test("two percentages differ by percentage points", () => {
  const school = toTable({
    columns: ["Term", "Sess Poss", "Sess Att"],
    rows: [["Autumn", 100, 93], ["Summer", 200, 187]],
  });
  expect(
    analyzeTable(
      school,
      "How many percentage points higher was attendance in Summer than in Autumn (attended as a % of possible)?",
    )
      .analysis,
  ).toMatch(
    /^Sess Att as a % of Sess Poss: Summer is 0\.5 percentage points more than Autumn \(93\.5% against 93%\)\./,
  );
});
