import { expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";
import { evaluateChecks } from "./formula-check.ts";

const tickets = toTable({
  columns: ["Ticket #", "Opened", "Closed", "Agent", "Invoice #", "CSAT"],
  rows: [
    [1001, "2024-02-01", "2024-02-03", "Sam", "INV-1", 4],
    [1002, "2024-02-02", "2024-02-09", "Ana", null, 5],
    [1003, "2024-02-05", null, "Sam", null, null],
    [1004, "2024-03-01", "2024-03-02", "Ana", "INV-2", 3],
    [1005, "2024-03-04", "2024-03-14", "Ana", null, 2],
    [1006, "2024-04-10", null, "Li", null, null],
  ],
});

function answer(question: string): string {
  const plan = planAnalysis(tickets, question);
  const outcomes = evaluateChecks(plan.sheet, plan.checks);
  expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid"), question).toEqual([]);
  return plan.draft.analysis;
}

test("'no closed date', 'still open' and 'not yet invoiced' keep the rows whose cell is blank", () => {
  expect(answer("how many tickets have no closed date?")).toMatch(/^Number of tickets where Closed is blank: 2\./);
  expect(answer("how many tickets are still open?")).toMatch(/^Number of tickets where Closed is blank: 2\./);
  expect(answer("how many tickets has Ana not yet invoiced")).toMatch(
    /^Number of tickets where Invoice # is blank and Agent is Ana: 2\./,
  );
});

test("a column named by what was done to the rows keeps the rows it was done to", () => {
  expect(answer("which agent closed the most tickets")).toMatch(/^Ana has the highest number of tickets: 3\b/);
  // A date said with it is a date filter, not a second condition.
  expect(answer("how many tickets were closed in February")).toMatch(/where Closed in February 2024: 2\./);
});

test("blanks said to be ignored are left out, not kept", () => {
  expect(answer("average CSAT per agent; some CSAT is blank, just ignore those")).not.toContain("is blank");
});
