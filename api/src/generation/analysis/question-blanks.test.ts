import { expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { firstSentence } from "./dev-set/first-sentence.ts";
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
  expect(answer("which agent closed the most tickets")).toMatch(
    /^Ana has the highest number of tickets where Closed is not blank: 3\b/,
  );
  // A date said with it is a date filter, not a second condition.
  expect(answer("how many tickets were closed in February")).toMatch(/where Closed in February 2024: 2\./);
});

test("blanks said to be ignored are left out, not kept", () => {
  expect(answer("average CSAT per agent; some CSAT is blank, just ignore those")).not.toContain("is blank");
});

test("'active', 'haven't cancelled' keep a blank cancellation date; 'have cancelled' is the part of a share", () => {
  const saas = toTable({
    columns: ["Account", "Start Date", "Cancel Date", "MRR (USD)"],
    rows: [
      ["Acme", "2024-01-05", null, 100],
      ["Bolt", "2024-01-20", "2024-03-01", 50],
      ["Cora", "2024-02-02", null, 70],
      ["Dune", "2024-02-10", "2024-02-28", 30],
    ],
  });
  const said = (question: string) => firstSentence(planAnalysis(saas, question).draft.analysis);
  expect(said("how many active subscriptions do we have?")).toBe(
    "Number of subscriptions where Cancel Date is blank: 2.",
  );
  expect(said("Total MRR from accounts that haven't cancelled")).toBe(
    "Total MRR (USD) where Cancel Date is blank: 170.",
  );
  expect(said("What % of all accounts have cancelled?")).toBe(
    "Number of accounts where Cancel Date is not blank: 2 of 4, that is 50%.",
  );
  // Days from start to cancel, over the two that have both dates: 41 and 18.
  expect(said("For the ones that churned, how long on average (days) between start and cancel date?")).toBe(
    "Average Days from Start Date to Cancel Date: 29.5.",
  );
});

test("a measure named only to say its cells are missing is counted, not added up", () => {
  const marks = toTable({ columns: ["Student", "Exam %"], rows: [["A", 50], ["B", null], ["C", 70], ["D", null]] });
  expect(firstSentence(planAnalysis(marks, "How many exam marks are still missing?").draft.analysis)).toBe(
    "Number of rows where Exam % is blank: 2.",
  );
});

test("'still out', 'in transit', 'unpaid', 'not finished yet', 'haven't been interviewed': the date that ends it is blank", () => {
  const log = toTable({
    columns: ["Ref", "Sent", "Delivered", "Returned", "Paid date", "Actual End", "Interviewed", "Fee (£)"],
    rows: [
      ["A", "2024-01-01", "2024-01-03", null, null, "2024-02-01", null, 10],
      ["B", "2024-01-02", null, "2024-01-09", "2024-01-20", null, "2024-01-05", 20],
      ["C", "2024-01-03", "2024-01-05", "2024-01-10", "2024-01-21", "2024-02-03", null, 30],
    ],
  });
  const said = (question: string) => firstSentence(planAnalysis(log, question).draft.analysis);
  expect(said("how many parcels still in transit")).toBe("Number of parcels where Delivered is blank: 1.");
  expect(said("how many books are still out?")).toBe("Number of books where Returned is blank: 1.");
  expect(said("How much is still owed? (total fees unpaid)")).toBe("Total Fee (£) where Paid date is blank: £10.");
  expect(said("how many tasks aren't finished yet")).toBe("Number of tasks where Actual End is blank: 1.");
  expect(said("how many candidates havent been interviewed")).toBe(
    "Number of candidates where Interviewed is blank: 2.",
  );
  expect(said("how many jobs are still in progress (not delivered yet)")).toBe(
    "Number of jobs where Delivered is blank: 1.",
  );
});

test("'hasn't been paid' over a Paid of Yes, No and blanks is every row not paid, never No and blank at once", () => {
  const work = toTable({
    columns: ["Date", "Client", "Amt €", "Billable", "Paid"],
    rows: [
      ["2024-03-01", "Acme", 500, "Y", "Yes"],
      ["2024-03-02", "Acme", 300, "Y", "No"],
      ["2024-03-05", "Birch", 200, "N", null],
      ["2024-03-09", "Birch", 250, "Y", "No"],
    ],
  });
  const plan = planAnalysis(work, "How much am I still owed — billable work that hasn't been paid?");
  expect(plan.draft.analysis).toMatch(/^Total Amt € where Billable is Y and Paid is not Yes: €550/);
  const outcomes = evaluateChecks(plan.sheet, plan.checks);
  expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid")).toEqual([]);
});

test("'still haven't had a thank-you sent', 'never got handed in': what was not received, by its blank date", () => {
  const gifts = toTable({
    columns: ["Ref", "Date Rec'd", "Amt (£)", "Thank-you Sent"],
    rows: [["D1", "2024-03-01", 25, "2024-03-05"], ["D2", "2024-03-02", 40, null], ["D3", "2024-03-04", 10, null]],
  });
  expect(firstSentence(planAnalysis(gifts, "how many donations still havent had a thank you sent?").draft.analysis))
    .toBe("Number of rows where Thank-you Sent is blank: 2.");
});

test("'handed in but still not marked': the date of what was done filled in, the mark not yet given left blank", () => {
  const homework = toTable({
    columns: ["Pupil", "Due", "Handed In", "Mark (/20)"],
    rows: [
      ["Ava", "2024-09-09", "2024-09-08", 14],
      ["Ben", "2024-09-10", "2024-09-12", null],
      ["Cal", "2024-09-11", null, null],
      ["Dee", "2024-09-11", "2024-09-10", null],
    ],
  });
  expect(firstSentence(planAnalysis(homework, "how many have been handed in but still not marked?").draft.analysis))
    .toBe("Number of rows where Handed In is not blank and Mark (/20) is blank: 2.");
});
