import { expect, test } from "vitest";
import { checkedAnalysis } from "../../../test/checked-analysis.ts";
import { toTable } from "./dev-set/to-table.ts";

const timesheet = toTable({
  columns: ["Date", "Client", "Hrs", "Ticket"],
  rows: [
    ["2024-03-01", "Acme", 4, "T1"],
    ["2024-03-01", "Birch", 2, "T2"],
    ["2024-03-04", "Acme", 3, "T3"],
    ["2024-03-10", "Acme", 5, "T4"],
  ],
});

const answer = (question: string) => checkedAnalysis(timesheet, question);

test("'on average how many tickets a day' counts the rows each day, over every day of the span", () => {
  const plan = answer("On average how many tickets did we get per day?");
  expect(plan.draft.analysis).toMatch(/^Number of tickets per day on average: 0\.4, over the 10 days from 2024-03-01/);
});

test("'on the days I actually worked' averages over the days that have rows", () => {
  const plan = answer("On the days I actually worked, how many hrs did I average per day?");
  expect(plan.draft.analysis).toMatch(
    /^Total Hrs per day on average: 4\.67, over the 3 days with rows, from 2024-03-01/,
  );
  expect(answer("how many hrs per day on average?").draft.analysis).toMatch(/: 1\.4, over the 10 days from/);
});
