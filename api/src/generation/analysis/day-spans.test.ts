import { describe, expect, test } from "vitest";
import { checkedAnalysis } from "../../../test/checked-analysis.ts";
import { planAnalysis } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";

const tickets = toTable({
  columns: ["Ticket #", "Opened", "Closed", "Customer", "Priority", "Agent", "CSAT"],
  rows: [
    [1001, "2024-02-01", "2024-02-03", "Acme", "High", "Sam", 4],
    [1002, "2024-02-02", "2024-02-09", "Brightway", "Low", "Ana", 5],
    [1003, "2024-02-05", null, "Acme", "Medium", "Sam", null],
    [1004, "2024-03-01", "2024-03-02", "Delta", "High", "Ana", 3],
    [1005, "2024-03-04", "2024-03-14", "Brightway", "High", "Li", 2],
    [1006, "2024-04-10", null, "Delta", "Low", "Li", null],
  ],
});

const lets = toTable({
  columns: ["Booking Ref", "Property", "Booked On", "Check-in", "Check-out", "Total (£)"],
  rows: [
    ["B1", "Sea View", "2024-03-01", "2024-05-01", "2024-05-04", 360],
    ["B2", "Harbour Loft", "2024-04-20", "2024-05-03", "2024-05-10", 1050],
    ["B3", "Sea View", "2024-05-02", "2024-06-01", "2024-06-03", 240],
  ],
});

const answer = checkedAnalysis;

describe("the time between two date columns, row by row", () => {
  test("'average days to close' is Closed − Opened averaged over the tickets holding both dates", () => {
    // 2, 7, 1 and 10 days.
    const plan = answer(tickets, "average days to close a ticket");
    expect(plan.draft.analysis).toMatch(/^Average Days from Opened to Closed: 5\./);
    expect(plan.draft.steps[0]).toContain('in H2 type =IF(OR(B2="",C2=""),"",C2-B2) and fill it down to row 7');
    // The table as read has 7 columns; the helper column is said as worked out.
    expect(plan.draft.explanation).toContain("Read 6 rows and 7 columns:");
    expect(plan.draft.explanation).toContain(
      "Days from Opened to Closed is Closed less Opened, row by row, over the 4 rows that have both dates.",
    );
  });

  test("a resolution time, a median with a filter, and the longest one", () => {
    expect(answer(tickets, "What's the average resolution time in days?").draft.analysis).toMatch(/: 5\./);
    expect(answer(tickets, "median days from opened to closed for High priority").draft.analysis).toMatch(
      /^Median Days from Opened to Closed where Priority is High: 2\./,
    );
    expect(answer(tickets, "longest time to resolve a ticket, in days").draft.analysis).toMatch(/^Highest .*: 10\b/);
  });

  test("a threshold on the span counts the tickets past it", () => {
    expect(answer(tickets, "how many tickets took more than 5 days to close").draft.analysis).toMatch(
      /^Number of tickets where Days from Opened to Closed greater than 5: 2\./,
    );
  });

  test("nights and a length of stay are Check-out − Check-in, not the days from booking", () => {
    expect(answer(lets, "average length of stay in nights").draft.analysis).toMatch(/^Average Nights .*: 4\./);
    expect(answer(lets, "total nights booked at Sea View").draft.analysis).toMatch(/: 5\./);
    expect(answer(lets, "average days from booked on to check-in").draft.analysis).toMatch(
      /^Average Days from Booked On to Check-in: 34\.67/,
    );
  });

  test("a time whose end the table does not record is no span; 'the last 30 days' is a period", () => {
    const response = planAnalysis(tickets, "average first response time");
    expect(response.question.lacks).toContain("response");
    expect(planAnalysis(tickets, "how many tickets were opened in the last 30 days").draft.analysis).not.toContain(
      "Days from",
    );
  });
});

test("a time whose end no date records is what the table lacks", () => {
  const returns = toTable({
    columns: ["Return Date", "Reason", "Refund ($)"],
    rows: [["2024-01-05", "Damaged", 20], ["2024-01-09", "Wrong size", 35]],
  });
  expect(planAnalysis(returns, "avg days between purchase and return?").draft.analysis).toMatch(
    /^The table has no purchase date\b/,
  );
  const members = toTable({
    columns: ["Member ID", "Joined", "Fee (£/mth)", "Cancelled?"],
    rows: [["M1", "2022-01-10", 49.99, "No"], ["M2", "2022-01-18", 24.99, "Yes"]],
  });
  expect(planAnalysis(members, "How long do members stay on average before they cancel?").draft.analysis).toBe(
    "The table has no cancellation date, so it cannot give that time. Its date column is Joined.",
  );
});

test("a period compared that the data does not reach is what it lacks", () => {
  const meters = toTable({
    columns: ["Reading Date", "kWh"],
    rows: [["2024-01-01", 500], ["2024-06-01", 300], ["2024-10-01", 200]],
  });
  expect(planAnalysis(meters, "Compare total kWh in 2023 vs 2024").draft.analysis).toBe(
    "The table has no rows in 2023: its Reading Date runs from 2024-01-01 to 2024-10-01.",
  );
});

test("the words naming a span's dates group nothing ('between treatment date and paid date', 'pay for a treatment')", () => {
  const bills = toTable({
    columns: ["Treatment", "Course", "Date", "Paid date"],
    rows: [
      ["Filling", "A", "2024-01-01", "2024-01-05"],
      ["Crown", "B", "2024-01-02", "2024-01-12"],
      ["Filling", "A", "2024-01-03", null],
    ],
  });
  expect(planAnalysis(bills, "how many days on average between treatment date and paid date?").draft.analysis)
    .toMatch(/^Average Days from Date to Paid date: 7\./);
  expect(
    planAnalysis(bills, "on average how long does it take to pay for a treatment (days from date to paid date)").draft
      .analysis,
  )
    .toMatch(/^Average Days from Date to Paid date: 7\./);
});

test("nights run from check-in to check-out, though the question dates the booking too", () => {
  const plan = answer(lets, "How many nights was Sea View booked?");
  expect(plan.draft.analysis).toMatch(/^Total Nights from Check-in to Check-out where Property is Sea View: 5\./);
});

describe("the dates a 'from … to' names are the span, or what the table lacks", () => {
  const hiring = toTable({
    columns: ["Candidate", "Applied", "Interviewed", "Offer Made?", "Hired?"],
    rows: [
      ["Isla", "2024-02-01", "2024-02-14", "Y", "Y"],
      ["Omar", "2024-02-03", "2024-02-20", "N", "N"],
      ["Rhea", "2024-02-10", "2024-02-18", "Y", "N"],
    ],
  });

  test("'days from offer to start date' names no date the table has: no other pair stands in for it", () => {
    expect(planAnalysis(hiring, "Average days from offer to start date?").draft.analysis).toMatch(
      /^The table has no offer date, so it cannot give that time\. Its date columns are Applied and Interviewed\./,
    );
  });

  test("'days from applied to interviewed' names both dates", () => {
    expect(answer(hiring, "average days from applied to interviewed").draft.analysis).toMatch(
      /^Average Days from Applied to Interviewed: 12\.67\./,
    );
  });
});

test("the days a thing is kept run from its taking to its return, not to the date it was due back", () => {
  const loans = toTable({
    columns: ["Loan ID", "Title", "Date Out", "Due Back", "Returned"],
    rows: [
      ["L1", "Holes", "2024-01-02", "2024-01-16", "2024-01-12"],
      ["L2", "Wonder", "2024-01-03", "2024-01-17", "2024-01-23"],
      ["L3", "Skellig", "2024-01-05", "2024-01-19", null],
    ],
  });
  // 10 and 20 days.
  expect(answer(loans, "On average how many days do pupils keep a book before bringing it back?").draft.analysis)
    .toMatch(/^Average Days from Date Out to Returned: 15\./);
});

test("'days from a claim being reported to it being settled' names its dates after the rows' noun", () => {
  const claims = toTable({
    columns: ["Claim Ref", "Reported Date", "Settled Date", "Paid (£)"],
    rows: [["C1", "2024-01-02", "2024-01-22", 500], ["C2", "2024-01-05", "2024-02-04", 900], [
      "C3",
      "2024-01-09",
      null,
      0,
    ]],
  });
  expect(answer(claims, "Median number of days from a claim being reported to it being settled").draft.analysis)
    .toMatch(/^Median Days from Reported Date to Settled Date: 25\./);
});
