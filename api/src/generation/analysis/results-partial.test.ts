import { expect, test } from "vitest";
import { analyzeTable } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";

/** One row a day from `from` to `to`, the day of the month as the value (so sums over like days are easy to check). */
function daily(from: string, to: string, value = (day: Date) => day.getUTCDate()): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const day = new Date(from); day <= new Date(to); day.setUTCDate(day.getUTCDate() + 1)) {
    rows.push([day.toISOString().slice(0, 10), value(day)]);
  }
  return rows;
}

const figure = (draft: ReturnType<typeof analyzeTable>, label: string) =>
  draft.figures.find((item) => item.label === label)?.value;

test("a last month of three days is flagged and compared with the same days of the first month", () => {
  const table = toTable({ columns: ["Date", "Sales"], rows: daily("2024-01-01", "2024-03-03") });
  const draft = analyzeTable(table, "monthly sales trend");
  expect(draft.analysis).toContain(
    "2024-03 has data for only 3 days (2024-03-01 to 2024-03-03), against 30 in a typical month: it is a partial " +
      "month, so comparing it with full months is not like for like.",
  );
  expect(draft.analysis).toContain(
    "On the same days (2024-01-01 to 2024-01-03 against 2024-03-01 to 2024-03-03), total Sales went from 6 to 6: 0 (0%).",
  );
  // The plain first-to-last change stays, exact, beside the like one.
  expect(figure(draft, "Change from 2024-01 to 2024-03")).toBe(6 - 496);
  expect(figure(draft, "Change from 2024-01 to 2024-03, same days")).toBe(0);
  expect(figure(draft, "Days with data — 2024-03")).toBe(3);
  // The line is fitted on January and February (496 then 435), not dragged down by March.
  expect(draft.explanation).toContain("best fits the 2 full months (2024-03 left out as partial)");
});

test("a last month with one row after rows every four days: flagged, and full months compared instead", () => {
  const rows: (string | number)[][] = [];
  for (const day of [3, 7, 11, 15, 19, 23, 27, 31]) rows.push([`2024-01-${String(day).padStart(2, "0")}`, 250]);
  for (const day of [3, 7, 11, 15, 19, 23, 27]) rows.push([`2024-02-${String(day).padStart(2, "0")}`, 100]);
  rows.push(["2024-03-02", 1500]);
  const draft = analyzeTable(toTable({ columns: ["Date", "Revenue"], rows }), "revenue growth month over month");
  expect(draft.analysis).toContain("2024-03 has data for only 1 day (2024-03-02), against 8 in a typical month");
  // January has no row on the 2nd to set against March's: the full months are compared instead.
  expect(draft.analysis).toContain(
    "Between full months, total Revenue went from 2,000 in 2024-01 to 700 in 2024-02: -1,300 (-65%).",
  );
  expect(draft.analysis).toContain("Month over month: 2024-02 -65%; 2024-03 +114.3% (partial month).");
  expect(figure(draft, "Change from 2024-01 to 2024-02 (full periods) (fraction)")).toBe(-0.65);
});

test("sparse rows that stop a quarter before the year ends, as they paused mid-year before, are not flagged", () => {
  const rows: (string | number)[][] = [];
  // Nothing between mid-May and mid-September every year: 122 days, longer than 2022's last 93.
  for (const year of [2018, 2019, 2020, 2021]) {
    for (const month of ["01", "02", "04", "05", "09", "10", "11", "12"]) rows.push([`${year}-${month}-15`, "Hire"]);
  }
  for (const month of ["01", "03", "05", "07", "09"]) rows.push([`2022-${month}-29`, "Hire"]);
  const draft = analyzeTable(toTable({ columns: ["Hire Date", "Event"], rows }), "hires per year");
  expect(draft.analysis).toContain("went from 8 in 2018 to 5 in 2022");
  expect(draft.analysis).not.toContain("partial");
});

test("a first month the data starts late in is compared with the same days of the last month", () => {
  const table = toTable({ columns: ["Date", "Sales"], rows: daily("2024-01-29", "2024-03-31") });
  const draft = analyzeTable(table, "sales growth from January to March");
  expect(draft.analysis).toContain("2024-01 has data for only 3 days (2024-01-29 to 2024-01-31)");
  // Days 29 to 31 of each month: 29 + 30 + 31 both times.
  expect(draft.analysis).toContain(
    "On the same days (2024-01-29 to 2024-01-31 against 2024-03-29 to 2024-03-31), total Sales went from 90 to 90",
  );
});

test("a partial year is compared year to date, and gets no yearly growth rate", () => {
  const table = toTable({ columns: ["Date", "Units"], rows: daily("2022-01-01", "2024-03-15", () => 10) });
  const draft = analyzeTable(table, "year over year growth of units");
  expect(draft.analysis).toContain("2024 has data for only 75 days (2024-01-01 to 2024-03-15), against 365");
  expect(figure(draft, "Change from 2022 to 2024, same days")).toBe(0);
  expect(draft.analysis).not.toContain("CAGR");
});

test("periods covered in full are not flagged: monthly rows dated the 1st, and whole months of days", () => {
  const monthly = toTable({
    columns: ["Month", "Sales"],
    rows: [["2024-01-01", 10], ["2024-02-01", 12], ["2024-03-01", 9]],
  });
  const months = toTable({ columns: ["Date", "Sales"], rows: daily("2024-01-01", "2024-03-31") });
  for (const table of [monthly, months]) {
    const draft = analyzeTable(table, "monthly sales trend");
    expect(draft.analysis).not.toContain("partial");
    expect(draft.figures.some((item) => item.label.includes("same days"))).toBe(false);
  }
});
