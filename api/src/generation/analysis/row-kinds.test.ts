import { describe, expect, test } from "vitest";
import { toTable } from "./dev-set/to-table.ts";
import type { JsonTable } from "./dev-set/to-table.ts";
import { describeColumns } from "./columns.ts";
import { profileTable } from "./profile.ts";
import { rowNouns } from "./row-kinds.ts";

const nounsOf = (json: JsonTable) => {
  const table = toTable(json);
  return rowNouns(describeColumns(table, profileTable(table)));
};

describe("what a table's rows are, read from its headers", () => {
  test("two cue words of a kind the lexicon knows name its rows, in the singular", () => {
    const loans = nounsOf({
      columns: ["Borrower", "Title", "Date Out", "Due Back", "Returned"],
      rows: [["Amy", "Holes", "2024-01-03", "2024-01-17", "2024-01-15"], [
        "Ben",
        "Wonder",
        "2024-01-04",
        "2024-01-18",
        null,
      ]],
    });
    expect([...loans]).toEqual(expect.arrayContaining(["loan", "book"]));
    expect(loans.has("donation")).toBe(false);
  });

  test("one cue word is not enough: Status is in too many kinds of table", () => {
    expect(nounsOf({ columns: ["Date", "Status", "Amount"], rows: [["2024-01-03", "Open", 5]] }).size).toBe(0);
  });

  test("a column that names each row (Job Ref, Booking #) says what the rows are; one that repeats does not", () => {
    const jobs = nounsOf({
      columns: ["Job Ref", "Booking #", "Cost"],
      rows: [["J-1", 101, 5], ["J-2", 102, 7], ["J-3", 103, 9]],
    });
    expect([...jobs].sort()).toEqual(["booking", "job"]);
    const repeated = nounsOf({ columns: ["Job Ref", "Cost"], rows: [["J-1", 5], ["J-1", 7]] });
    expect(repeated.has("job")).toBe(false);
  });
});
