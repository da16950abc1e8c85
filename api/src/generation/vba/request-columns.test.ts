import { expect, test } from "vitest";
import { readSheetLayout } from "../builtin/sheet-layout.ts";
import { columnFor, findColumnMentions, letterOfHeader } from "./request-columns.ts";

const letters = (text: string) =>
  findColumnMentions(text).map((mention) =>
    mention.letter ? `${mention.letter}${mention.to ? `:${mention.to}` : ""}` : mention.header
  );

test.each([
  ["copy rows that contain urgent in the Notes column (J)", ["J"]],
  ["for each row multiply qty (C) by price (D) and put the result in E", ["C", "D", "E"]],
  ["dedupe using columns B and C together", ["B", "C"]],
  ["autofit columns A thru M then set col B width to 40", ["A:M", "B"]],
  ["hide columns D:F", ["D:F"]],
  ["To from col A, CC from col B, subject col C", ["A", "B", "C"]],
  ["set column G to A, else B", ["G"]],
  ["move any row where Status is Rejected", ["Status"]],
  ["rows with Paid in the status column", ["status"]],
  ["split the data by the Region column (col C)", ["C"]],
])("%j names the columns %j", (text, expected) => {
  expect(letters(text)).toEqual(expected);
});

test("the user's columns turn headings into letters", () => {
  const layout = readSheetLayout("A Date, B Region, C Status, D Order Date")!;
  expect(letterOfHeader("status", layout)).toBe("C");
  expect(letterOfHeader("Regions", layout)).toBe("B");
  expect(letterOfHeader("order", layout)).toBe("D");
  expect(letterOfHeader("amount", layout)).toBeUndefined();
  expect(findColumnMentions("delete rows where the status is Cancelled", layout)).toEqual([
    { header: "status", letter: "C", at: 22 },
  ]);
});

test("a column is tied to the role its clause names", () => {
  const text = "emails in col B, names col A. subject col C";
  const mentions = findColumnMentions(text);
  expect(columnFor(text, mentions, /\be-?mails?\b/)).toBe("B");
  expect(columnFor(text, mentions, /\bnames?\b/)).toBe("A");
  expect(columnFor(text, mentions, /\bsubject\b/)).toBe("C");
  expect(columnFor("email each customer", [], /\be-?mails?\b/, readSheetLayout("Name, Email, Due")!)).toBe("B");
});
