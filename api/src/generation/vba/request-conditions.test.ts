import { expect, test } from "vitest";
import { findCondition, findHeadingTests } from "./request-conditions.ts";

const conditionOf = (text: string) => findCondition(text, text.toLowerCase())?.test;

test.each([
  ["every row whose date in column B is before today", { kind: "date", op: "<", days: 0 }],
  ["cut rows older than 90 days", { kind: "date", op: "<", days: -90 }],
  ["delete rows with dates before 1/1/2023", { kind: "date", op: "<", day: [2023, 1, 1] }],
  ["delete rows dated before 31/12/2022", { kind: "date", op: "<", day: [2022, 12, 31] }],
  ["show rows where the date is in the current month", { kind: "thisMonth" }],
  ["delete rows where amount is zero or negative", { kind: "compare", op: "<=", value: 0 }],
  ["green if 70 or more", { kind: "compare", op: ">=", value: 70 }],
  ["get rid of any row where Status says Inactive or Closed", { kind: "oneOf", texts: ["Inactive", "Closed"] }],
  ["filter column D for multiple values: Red, Blue, Green", { kind: "oneOf", texts: ["Red", "Blue", "Green"] }],
  ["any row that says cancelled, copy the whole row", { kind: "equals", text: "cancelled" }],
  ["any row where col H = Yes gets copied", { kind: "equals", text: "Yes" }],
  ["if a row has an X in column A", { kind: "equals", text: "X" }],
  ["pink fill where the name in col B has 'test' in it", { kind: "contains", text: "test" }],
  ["timestamp when the status is changed to Done", { kind: "equals", text: "Done" }],
  ["when I set column F to Shipped", { kind: "equals", text: "Shipped" }],
  ["move completed tasks over to the Done sheet", { kind: "equals", text: "completed" }],
  ["filter column B so it only shows Pending", { kind: "equals", text: "Pending" }],
  ["any line with status Closed (col G) needs copying", { kind: "equals", text: "Closed" }],
  ["rows having a status of Shipped", { kind: "equals", text: "Shipped" }],
  ["copy each order with the state Pending", { kind: "equals", text: "Pending" }],
  ["status is either Cancelled or Void", { kind: "oneOf", texts: ["Cancelled", "Void"] }],
  ["where column B is either Yes or Maybe", { kind: "oneOf", texts: ["Yes", "Maybe"] }],
])("%j reads as %j", (text, condition) => {
  expect(conditionOf(text)).toEqual(condition);
});

test("a request with several headed tests gives each one", () => {
  expect(findHeadingTests("autofilter the Sales sheet for Region = South and Amount > 500")).toEqual([
    { header: "Region", test: { kind: "equals", text: "South" } },
    { header: "Amount", test: { kind: "compare", op: ">", value: 500 } },
  ]);
});

test("number words and 'somewhere in' read like their plain forms", () => {
  expect(conditionOf("wipe out the rows where amount is below zero")).toEqual({ kind: "compare", op: "<", value: 0 });
  expect(conditionOf("rows where the total is more than zero")).toEqual({ kind: "compare", op: ">", value: 0 });
  expect(conditionOf("remove every row with 'sample' somewhere in column D")).toEqual({
    kind: "contains",
    text: "sample",
  });
});
