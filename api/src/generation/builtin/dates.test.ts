import { expect, test } from "vitest";
import { dateCall, readDate } from "./dates.ts";

test("dates are read in the ways people write them", () => {
  for (const text of ["1 July 2023", "1st of July 2023", "July 1, 2023", "jul 1 2023", "2023-07-01", "7/1/2023"]) {
    const date = readDate(text);
    expect(date && dateCall(date), text).toBe("DATE(2023,7,1)");
  }
  expect(readDate("1 July 2023 and more")?.length).toBe(11);
});

test("things that are not dates are not read as dates", () => {
  expect(readDate("100 units")).toBeNull();
  expect(readDate("13/45/2023")).toBeNull();
  expect(readDate("July")).toBeNull();
});
