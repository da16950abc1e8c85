import { describe, expect, test } from "vitest";
import { toTable } from "./dev-set/to-table.ts";
import type { JsonTable } from "./dev-set/to-table.ts";
import { describeColumns } from "./columns.ts";
import { profileTable } from "./profile.ts";
import { rowsOf } from "./row-kinds.ts";

const rowsOfTable = (json: JsonTable) => {
  const table = toTable(json);
  return rowsOf(describeColumns(table, profileTable(table)));
};
const nounsOf = (json: JsonTable) => rowsOfTable(json).nouns;

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

  test("a sure cue tells the kind alone: a CSAT column's rows are customers' answers", () => {
    const csat = nounsOf({
      columns: ["Date", "Store", "CSAT (1-5)", "Returning?"],
      rows: [["2024-01-02", "York", 4, "Y"]],
    });
    expect([...csat]).toEqual(expect.arrayContaining(["response", "customer"]));
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

  test("the kind of money a column that says only that it is money holds, where the rows say one", () => {
    const donations = { columns: ["Donor", "Campaign", "Amt (£)"], rows: [["Ann", "Spring", 25]] };
    expect(rowsOfTable(donations).money).toBe("income");
    const fuel = { columns: ["Reg", "Litres", "Odometer (mi)", "Cost (£)"], rows: [["VN21 KXT", 40, 1000, 60]] };
    expect(rowsOfTable(fuel).money).toBe("cost");
    // Both a donations log and a fuel log by its headers: no one kind of money says.
    expect(rowsOfTable({ ...donations, columns: ["Donor", "Campaign", "Litres", "Odometer"] }).money).toBeUndefined();
  });
});
