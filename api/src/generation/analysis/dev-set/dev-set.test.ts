import { describe, expect, test } from "vitest";
import { chartFamilies } from "../../../../contract/data.ts";
import { loadDevSet, parseDevSet } from "./dev-set.ts";
import { formatAnalysisReport } from "./report.ts";
import { rate, sameFigure, scoreSet } from "./score.ts";
import { toTable } from "./to-table.ts";
import { saysItCannot } from "./first-sentence.ts";

const items = loadDevSet();

describe("the analysis dev set", () => {
  test("has at least 60 questions over tables of 2 to 8 columns and 5 to 200 rows, every chart family among the answers", () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const { table } of items) {
      expect(table.columns.length).toBeGreaterThanOrEqual(2);
      expect(table.columns.length).toBeLessThanOrEqual(8);
      expect(table.rows.length).toBeGreaterThanOrEqual(5);
      expect(table.rows.length).toBeLessThanOrEqual(200);
    }
    const families = new Set(items.flatMap((item) => item.expect.chart));
    expect([...families].sort()).toEqual([...chartFamilies].sort());
  });

  // Floors at what the engine scored when it was finished, so a regression fails here. The dev set is what the
  // engine was tuned on: the held-out set in `npm run eval` is the honest estimate.
  test("the engine holds its score: figures, charts, and formulas that give their figure", () => {
    const score = scoreSet(items);
    console.log(formatAnalysisReport(score, "Analysis dev set").split("\nFailures")[0]);
    expect(rate(score.items)).toBeGreaterThanOrEqual(0.95);
    expect(rate(score.formulas)).toBe(1);
    expect(score.invalid).toBe(0);
    expect(score.outcomes.filter((outcome) => outcome.crash)).toEqual([]);
  });
});

test("figures match within a millionth, or once rounded to two decimals", () => {
  expect(sameFigure(0.3333333, 1 / 3)).toBe(true);
  expect(sameFigure(33.33, 100 / 3)).toBe(true);
  expect(sameFigure(0.94, 0.9440548)).toBe(true);
  expect(sameFigure(0.25, 25)).toBe(false);
  expect(sameFigure(1200, 1201)).toBe(false);
});

test("a JSON table becomes typed columns: numbers, ISO dates as UTC ms, booleans, and text for the rest", () => {
  const table = toTable({
    columns: ["Date", "Amount", "Paid", "Note", "Mixed"],
    rows: [["2024-01-05", 3, true, "a", 1], ["2024-02-30", null, false, null, "x"]],
  });
  expect(table.columns.map((column) => column.type)).toEqual(["text", "number", "boolean", "text", "text"]);
  expect(table.columns[4].values).toEqual(["1", "x"]);
  const dated = toTable({ columns: ["Date"], rows: [["2024-01-05"], [null]] });
  expect(dated.columns[0]).toEqual({ name: "Date", type: "date", values: [Date.UTC(2024, 0, 5), null] });
  expect(dated).toMatchObject({ rowCount: 2, origin: { row: 1, column: 1 }, notes: [] });
});

test("a question the table cannot answer counts only when its first sentence says what the table lacks", () => {
  const table = {
    columns: ["Region", "Revenue"],
    rows: [["East", 100], ["West", 250], ["East", 50], ["North", 75], ["West", 25]],
  };
  const [answerable, unanswerable] = parseDevSet([
    { id: "total", table, question: "total revenue for East", expect: { figures: [150] } },
    {
      id: "profit-by-city",
      table,
      question: "total profit by city",
      expect: { figures: [] },
      unanswerable: "a cost column and a city column",
    },
  ]);
  const score = scoreSet([answerable, unanswerable]);
  expect(score.firstSentence).toEqual({ correct: 1, total: 1 });
  expect(score.outcomes[0].firstSentence).toContain("150");
  // Judged by the first sentence's words alone: whatever figures the analysis holds do not count for it.
  const refusal = score.outcomes[1];
  expect(refusal.firstSentenceRight).toBe(saysItCannot(refusal.firstSentence));
  expect(refusal.figuresRight).toBe(refusal.firstSentenceRight);
  expect(score.honest).toEqual({ correct: Number(refusal.firstSentenceRight), total: 1 });
});

test("a set kept unread shows its figures and the number of failures, never the failures themselves", () => {
  const score = scoreSet(items.slice(0, 20).map((item) => ({ ...item, expect: { ...item.expect, figures: [-1e9] } })));
  const shown = formatAnalysisReport(score, "Blind", true);
  expect(shown).toContain("Failures (20): not shown, as this set is kept unread");
  expect(shown).not.toContain(items[0].id);
  expect(formatAnalysisReport(score, "Read")).toContain(items[0].id);
});
