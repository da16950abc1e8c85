import { expect, test } from "vitest";
import { analyzeTable, planAnalysis } from "./analyze.ts";
import { evaluateChecks } from "./formula-check.ts";
import { firstSentence } from "./dev-set/first-sentence.ts";
import { toTable } from "./dev-set/to-table.ts";

const leave = toTable({
  columns: ["Employee", "Dept", "Leave Type", "Start Date", "Days", "Approved?"],
  rows: [
    ["Ana", "IT", "Sick", "2024-01-03", 3, "Yes"],
    ["Ben", "IT", "Annual", "2024-01-10", 5, "No"],
    ["Cy", "HR", "Sick", "2024-02-01", 2, "No"],
    ["Ana", "IT", "Sick", "2024-02-12", 1, "Yes"],
    ["Di", "HR", "Annual", "2024-02-20", 4, "Yes"],
  ],
});

const orders = toTable({
  columns: ["Region", "Status", "Qty"],
  rows: [["North", "Shipped", 3], ["South", "Pending", 2], ["North", "Cancelled", 1], ["South", "Shipped", 4]],
});

const campaigns = toTable({
  columns: ["Campaign", "Channel", "Spend ($)", "Conv"],
  rows: [
    ["Spring", "Search", 120, 4],
    ["Spring", "Social", 80, 2],
    ["Loyalty", "Search", 60, 6],
    ["Loyalty", "Email", 30, 3],
  ],
});

const first = (table: typeof leave, question: string) => firstSentence(analyzeTable(table, question).analysis);

test("'not shipped yet or cancelled' is every row but the shipped ones", () => {
  expect(first(orders, "how many orders not shipped yet or cancelled")).toBe(
    "Number of orders where Status is not Shipped: 2.",
  );
});

test("'at least one' bounds a number and ranks nothing; different people are counted", () => {
  expect(first(leave, "How many different employees have at least one sick leave record?")).toBe(
    "Number of different Employee values where Days at least 1 and Leave Type is Sick: 2.",
  );
});

test("'approved or not' keeps both; a value named twice still filters", () => {
  expect(first(leave, "Which dept logged the most sick days (every sick record, approved or not) and how many days?"))
    .toBe("IT has the highest total Days where Leave Type is Sick: 4 (66.7% of 6).");
});

test("a share of a plural no column names is of the rows", () => {
  expect(first(leave, "what % of leave requests got approved")).toBe(
    "Number of rows where Approved? is Yes: 3 of 5, that is 60%.",
  );
});

test("'per … line' is each row, and 'spend per conversion' a ratio, not a grouping by the Conv numbers", () => {
  expect(first(campaigns, "median spend per campaign/channel/week line")).toBe("Median Spend ($): $70.");
  expect(first(campaigns, "spend per conversion for Search")).toBe(
    "Spend ($) per Conv where Channel is Search: $18.",
  );
});

test("'ranks 3rd' is the third place", () => {
  expect(first(campaigns, "Which campaign ranks 2nd on total spend? Give its total.")).toMatch(
    /^The 2nd highest total Spend \(\$\): \$90 \(Loyalty\)/,
  );
});

test("a category named by a word that is not its head ('leave days') says which rows, it groups nothing", () => {
  expect(first(leave, "approved leave days starting in the last month in the sheet")).toBe(
    "Total Days where Approved? is Yes and Start Date the latest month of the data: 5.",
  );
});

const picking = toTable({
  columns: ["Picker", "Date", "Lines Picked", "Errors"],
  rows: [
    ["Bea", "2024-01-01", 400, 0],
    ["Bea", "2024-01-02", 300, 6],
    ["Chen", "2024-01-09", 500, 5],
    ["Chen", "2024-01-10", 200, 0],
    ["Ella", "2024-01-16", 450, 1],
  ],
});

test("'zero errors', 'no lates' keep the rows where the count is 0, and count them", () => {
  expect(first(picking, "How many entries have zero errors?")).toBe("Number of entries where Errors is 0: 2.");
  expect(first(picking, "% of entries with no errors")).toBe(
    "Number of entries where Errors is 0: 2 of 5, that is 40%.",
  );
});

test("'errors more than 1% of the lines' holds each row's Errors against 1% of its own Lines Picked", () => {
  const plan = planAnalysis(picking, "In how many entries were errors more than 1% of the lines picked?");
  expect(plan.question.filters).toEqual([{ kind: "versus", column: 3, operator: ">", other: 2, scale: 0.01 }]);
  expect(firstSentence(plan.draft.analysis)).toBe(
    "Number of entries where Errors greater than 1% of Lines Picked: 1 of 5, that is 20%.",
  );
  const outcomes = evaluateChecks(plan.sheet, plan.checks);
  expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid")).toEqual([]);
});

test("'which week had the 3rd highest' ranks the weeks; 'bottom 2 pickers by lines' ranks pickers by Lines Picked", () => {
  expect(first(picking, "Which week had the 2nd highest total lines picked? how many")).toMatch(
    /^The 2nd highest total Lines Picked: 700 \(week of 2024-01-08\)\.$/,
  );
  expect(first(picking, "bottom 2 pickers by lines picked - how many between them?")).toBe(
    "Bottom 2 Picker by total Lines Picked: Ella 450; Bea 700 (together 1,150).",
  );
});

const gym = toTable({
  columns: ["Class", "Instructor", "Date", "Booked", "Attended"],
  rows: [
    ["Yoga", "Ana", "2024-01-05", 12, 10],
    ["Spin", "Ben", "2024-02-06", 15, 14],
    ["Yoga", "Ana", "2024-02-12", 10, 9],
    ["HIIT", "Cy", "2024-03-01", 20, 18],
  ],
});

test("a word in another form names the column: 'attendance' for Attended; a month the data lacks is said", () => {
  expect(first(gym, "total attendance in feb?")).toBe("Total Attended where Date in February 2024: 23.");
  expect(first(gym, "What was total attendance in December?")).toMatch(/^The table has no rows in December 2024/);
  // "The last 3 months" is a stretch of time, not a top 3.
  expect(first(gym, "total attendance in the last 2 months of the data")).toBe(
    "Total Attended where Date the last 2 months of the data: 41.",
  );
});

test("'$' alone is money, 'diff suppliers' are different ones, 'so far' on its own is a total", () => {
  const calls = toTable({
    columns: ["Rep", "Supplier", "Date", "Deal Value ($)", "Invoiced (€)"],
    rows: [
      ["Ana", "Acme", "2024-01-03", 500, 10],
      ["Ben", "Bolt", "2024-02-03", 900, 20],
      ["Ana", "Acme", "2024-03-03", 700, 30],
    ],
  });
  expect(first(calls, "Which rep closed the most $ in deals?")).toMatch(
    /^Ana has the highest total Deal Value \(\$\): \$1,200/,
  );
  expect(first(calls, "how many diff suppliers do we use")).toBe("Number of different Supplier values: 2.");
  expect(first(calls, "total invoiced so far")).toBe("Total Invoiced (€): €60.");
});

test("the value of stock on hand is On Hand × Unit Cost", () => {
  const stock = toTable({
    columns: ["SKU", "Category", "On Hand", "Unit Cost (£)"],
    rows: [["A1", "Plumbing", 10, 2.5], ["A2", "Electrical", 4, 10], ["A3", "Plumbing", 2, 1]],
  });
  expect(first(stock, "What's the total value of stock on hand?")).toBe("Value: £67.00.");
});

test("'(food + drinks)' adds two columns' totals; on average, over the rows", () => {
  const takings = toTable({
    columns: ["Date", "Day", "Lunch Covers", "Dinner Covers", "Food £", "Drinks £"],
    rows: [
      ["2024-06-01", "Sat", 40, 90, 1500.5, 400],
      ["2024-06-02", "Sun", 60, 50, 1200, 300.25],
      ["2024-06-08", "Sat", 50, 100, 1700, 500],
    ],
  });
  const plan = planAnalysis(takings, "total takings in june (food + drinks)");
  expect(firstSentence(plan.draft.analysis)).toBe("Food £ plus Drinks £ where Date in June 2024: £5,600.75.");
  expect(evaluateChecks(plan.sheet, plan.checks).filter((o) => o.status === "differs")).toEqual([]);
  const busiest = planAnalysis(takings, "Which day is busiest on average for total covers (lunch + dinner)?");
  expect(firstSentence(busiest.draft.analysis)).toBe("Sat had the highest Lunch Covers plus Dinner Covers: 140.");
  expect(evaluateChecks(busiest.sheet, busiest.checks).filter((o) => o.status === "differs")).toEqual([]);
});

test("'total covers' over Lunch Covers and Dinner Covers, with no Covers column, is the two together", () => {
  const covers = toTable({
    columns: ["Date", "Day", "Lunch Covers", "Dinner Covers", "Food £"],
    rows: [["2024-06-01", "Sat", 40, 90, 1500.5], ["2024-06-02", "Sun", 60, 50, 1200], [
      "2024-07-06",
      "Sat",
      50,
      100,
      1700,
    ]],
  });
  const plan = planAnalysis(covers, "total covers in June?");
  expect(firstSentence(plan.draft.analysis)).toBe("Lunch Covers plus Dinner Covers where Date in June 2024: 240.");
  expect(evaluateChecks(plan.sheet, plan.checks).filter((o) => o.status === "differs")).toEqual([]);
  expect(firstSentence(planAnalysis(covers, "total lunch covers in June?").draft.analysis)).toBe(
    "Total Lunch Covers where Date in June 2024: 100.",
  );
});

test("takings over Card (£) and Cash (£), with no column of the whole, are the two together", () => {
  const till = toTable({
    columns: ["Date", "Covers", "Card (£)", "Cash (£)", "Waste (£)"],
    rows: [
      ["2024-02-03", 50, 400, 100, 12],
      ["2024-02-10", 40, 300, 80, 9],
      ["2024-03-02", 60, 520, 130, 15],
    ],
  });
  const best = planAnalysis(till, "Which month had the highest total takings?");
  expect(firstSentence(best.draft.analysis)).toBe("2024-02 had the highest Card (£) plus Cash (£): £880.");
  expect(evaluateChecks(best.sheet, best.checks).filter((o) => o.status === "differs")).toEqual([]);
  const perCover = planAnalysis(till, "average spend per cover in February (total takings ÷ covers)?");
  expect(firstSentence(perCover.draft.analysis)).toMatch(
    /^Card \(£\) plus Cash \(£\) per Covers where Date in February 2024: £9\.78\b/,
  );
  // Cash named on its own is that part, not the whole.
  expect(firstSentence(planAnalysis(till, "total cash takings").draft.analysis)).toBe("Total Cash (£): £310.");
});

test("'longer than an hour' is a threshold of 1 on the hours", () => {
  const sessions = toTable({
    columns: ["Date", "Student", "Hrs", "Amt (£)"],
    rows: [["2024-01-08", "Amir", 1.5, 52.5], ["2024-01-09", "Ben", 1, 35], ["2024-01-10", "Cara", 2, 70], [
      "2024-01-11",
      "Ben",
      1.5,
      52.5,
    ]],
  });
  expect(
    firstSentence(
      planAnalysis(sessions, "How many sessions longer than an hour did I do with students other than Amir?")
        .draft.analysis,
    ),
  ).toBe("Number of sessions where Hrs greater than 1 and Student is not Amir: 2.");
});

test("'the most hires' over a yes/no Hired? column counts the rows it says yes for", () => {
  const hiring = toTable({
    columns: ["Candidate", "Source", "Applied", "Hired?"],
    rows: [
      ["Isla", "Job Board", "2024-02-01", "N"],
      ["Omar", "Job Board", "2024-02-03", "N"],
      ["Rhea", "Referral", "2024-02-10", "Y"],
      ["Sam", "Job Board", "2024-02-11", "Y"],
      ["Tia", "Referral", "2024-02-12", "Y"],
    ],
  });
  const plan = planAnalysis(hiring, "Which source gets us the most hires?");
  expect(plan.question.filters).toEqual([{ kind: "equals", column: 3, value: "Y" }]);
  expect(firstSentence(plan.draft.analysis)).toMatch(
    /^Referral has the highest number of hires where Hired\? is Y: 2\b/,
  );
});

test("values said another way: 'Saturday' for Sat, 'rainy' for Rain; '100+' is that many or more", () => {
  const days = toTable({
    columns: ["Date", "Day", "Weather", "Dinner Covers"],
    rows: [
      ["2024-06-01", "Sat", "Rain", 120],
      ["2024-06-02", "Sun", "Sunny", 90],
      ["2024-06-08", "Sat", "Sunny", 101],
      ["2024-06-09", "Sun", "Rain", 60],
    ],
  });
  expect(first(days, "What's the average number of dinner covers on a Saturday?")).toBe(
    "Average Dinner Covers where Day is Sat: 110.5.",
  );
  expect(first(days, "total dinner covers in rainy weather")).toBe("Total Dinner Covers where Weather is Rain: 180.");
  expect(first(days, "how many days did we do 100+ dinner covers")).toMatch(/: 2\.$/);
});

test("'still on the ward' groups nothing; 'the Law programme' names Law's column, it groups nothing", () => {
  const ward = toTable({
    columns: ["Ward", "Admitted", "Discharged"],
    rows: [["Ortho", "2024-01-01", "2024-01-05"], ["Resp", "2024-01-02", null], ["Ortho", "2024-01-03", null]],
  });
  expect(first(ward, "how many patients are still on the ward?")).toBe(
    "Number of patients where Discharged is blank: 2.",
  );
  const grades = toTable({
    columns: ["Student", "Programme", "Exam %"],
    rows: [["A", "LLB Law", 80], ["B", "BSc Maths", 87], ["C", "BSc Maths", 60], ["D", "LLB Law", 90]],
  });
  expect(first(grades, "highest exam mark by anyone not on the Law programme")).toMatch(/: 87\b/);
});

test("a flag named by a word that is not its head filters nothing; a row ranking adds its amounts together", () => {
  const gifts = toTable({
    columns: ["Donor", "Amount (£)", "Gift Aid?", "Recurring?"],
    rows: [["A", 10, "Y", "Y"], ["B", 20, "N", "N"], ["C", 30, "Y", "N"], ["D", 40, "N", "Y"]],
  });
  expect(first(gifts, "What % of gifts are recurring?")).toBe(
    "Number of rows where Recurring? is Y: 2 of 4, that is 50%.",
  );
  expect(first(gifts, "top 2 donors by amount - combined?")).toBe(
    "Top 2 Donor by Amount (£): D £40; C £30 (together £70).",
  );
});

test("'average amount per donor' shares the total among the donors; a time per row is averaged over the rows", () => {
  // 20 donors, each giving twice: 10 and 30 for the first, 20 and 40 for the second, and so on.
  const gifts = toTable({
    columns: ["Donor", "Amount (£)", "Wait (hrs)"],
    rows: Array.from({ length: 40 }, (_, i) => [`D${i % 20}`, (i % 20) * 10 + (i < 20 ? 10 : 30), i % 3]),
  });
  const plan = planAnalysis(gifts, "Average amount given per donor?");
  // The total, 4,600, among 20 donors.
  expect(firstSentence(plan.draft.analysis)).toBe("Amount (£) per Donor: £230.");
  expect(plan.draft.explanation).toContain("divided by the number of different Donor values");
  expect(evaluateChecks(plan.sheet, plan.checks).filter((o) => o.status === "differs")).toEqual([]);
  expect(first(gifts, "average wait per donor")).toMatch(/^Average Wait \(hrs\) by Donor: /);
});

test("'how much higher is the avg coursework mark than the avg exam mark' is one average less the other", () => {
  const marks = toTable({
    columns: ["Student", "Module", "CW %", "Exam %"],
    rows: [["A", "ECON101", 70, 50], ["B", "ECON101", 60, null], ["C", "ECON101", 80, 62], ["D", "LAW120", 40, 90]],
  });
  const plan = planAnalysis(marks, "In ECON101 how much higher is the avg coursework mark than the avg exam mark?");
  // 70 (of three marks) less 56 (of the two there are).
  expect(firstSentence(plan.draft.analysis)).toBe("CW % minus Exam % where Module is ECON101: 14.");
  expect(evaluateChecks(plan.sheet, plan.checks).filter((o) => o.status === "differs")).toEqual([]);
});

test("'failed at least one module' counts the students, any module", () => {
  // 15 students with two modules each; students 0, 3, 6, 9 and 12 fail one of them.
  const marks = toTable({
    columns: ["Student", "Module", "Final %"],
    rows: Array.from({ length: 30 }, (_, i) => [`S${i % 15}`, i < 15 ? "M1" : "M2", i < 15 && i % 3 === 0 ? 30 : 60]),
  });
  expect(first(marks, "How many students failed at least one module (final under 40)?")).toBe(
    "Number of different Student values where Final % less than 40: 5.",
  );
});

test("a plural names the rows, not a participle header; '10kg' is a number and a unit; 'diffrent' is different", () => {
  const claims = toTable({
    columns: ["Claim No", "Region", "Weight (kg)", "Claimed (£)", "Fraud Flag (Y/N)"],
    rows: [["C1", "North", 12, 100, "Y"], ["C2", "Scotland", 20, 200, "N"], ["C3", "North", 5, 300, "N"]],
  });
  expect(first(claims, "what percentage of claims have been flagged as potential fraud?")).toBe(
    "Number of claims where Fraud Flag (Y/N) is Y: 1 of 3, that is 33.3%.",
  );
  expect(first(claims, "claims over 10kg apart from Scotland - how many?")).toBe(
    "Number of claims where Weight (kg) greater than 10 and Region is not Scotland: 1.",
  );
  expect(first(claims, "how many diffrent regions are there?")).toBe("Number of different Region values: 2.");
});

test("'wasted as a % of baked' names Units Wasted and Units Baked by the words that tell them apart", () => {
  const bakery = toTable({
    columns: ["Date", "Units Baked", "Units Sold", "Units Wasted", "Unit Price (£)"],
    rows: [["2024-03-01", 100, 80, 20, 2], ["2024-03-02", 50, 45, 5, 3]],
  });
  expect(first(bakery, "What's our overall waste rate (wasted as a % of baked)?")).toBe(
    "Units Wasted as a % of Units Baked: 16.7%.",
  );
  // Revenue is what was sold at its price: 80 × 2 + 45 × 3.
  expect(first(bakery, "How much did we take in sales in March?")).toMatch(/: £295\.$/);
});

test("'the most borrowed genre', 'our 3rd biggest borrower', 'the second most candidates' count rows", () => {
  const loans = toTable({
    columns: ["Member", "Genre", "Borrowed", "Fine (£)"],
    rows: [
      ["Ann", "Crime", "2024-01-01", 5],
      ["Ann", "Crime", "2024-01-02", 0],
      ["Bob", "Crime", "2024-01-03", 0],
      ["Bob", "Poetry", "2024-01-04", 9],
      ["Ann", "Poetry", "2024-01-05", 0],
      ["Cy", "Crime", "2024-01-06", 0],
    ],
  });
  expect(first(loans, "most borrowed genre?")).toMatch(/^Crime has the highest number of rows: 4 /);
  expect(first(loans, "who's our 2nd biggest borrower")).toMatch(/^The 2nd highest number of rows: 2 \(Bob\)\.$/);
  expect(first(loans, "top 2 members")).toMatch(/Fine/);
});

test("a FILTER test on numbers leaves blank cells out, as the figure does (a blank is 0 to '<40')", () => {
  const marks = toTable({
    columns: ["Student", "Module", "Final %"],
    rows: Array.from({ length: 30 }, (_, i) => [`S${i % 15}`, i < 15 ? "M1" : "M2", i < 15 ? (i % 3 ? 60 : 30) : null]),
  });
  const plan = planAnalysis(marks, "How many students failed at least one module (final under 40)?");
  expect(firstSentence(plan.draft.analysis)).toBe(
    "Number of different Student values where Final % less than 40: 5.",
  );
  expect(evaluateChecks(plan.sheet, plan.checks).filter((o) => o.status === "differs")).toEqual([]);
});

test("'total croissants sold' is Units Sold, named by its own verb, not revenue", () => {
  const bakery = toTable({
    columns: ["Date", "Product", "Units Baked", "Units Sold", "Unit Price (£)"],
    rows: [["2024-01-06", "Croissant", 60, 52, 1.8], ["2024-01-06", "Baguette", 40, 38, 1.6], [
      "2024-01-07",
      "Croissant",
      60,
      58,
      1.8,
    ]],
  });
  expect(firstSentence(planAnalysis(bakery, "total croissants sold?").draft.analysis)).toBe(
    "Total Units Sold where Product is Croissant: 110.",
  );
});

test("'no-shows' over a yes/no Attended column are the rows it says no for; their rate is a share of the rows", () => {
  const clinic = toTable({
    columns: ["Appt ID", "Appt Date", "Clinician", "Attended"],
    rows: [
      ["A1", "2024-04-02", "Sam", "Yes"],
      ["A2", "2024-04-03", "Sam", "No"],
      ["A3", "2024-04-09", "Ana", "Yes"],
      ["A4", "2024-04-10", "Ana", "Yes"],
      ["A5", "2024-05-01", "Sam", "No"],
    ],
  });
  expect(firstSentence(planAnalysis(clinic, "how many no-shows did Sam have?").draft.analysis)).toBe(
    "Number of rows where Attended is No and Clinician is Sam: 2.",
  );
  expect(firstSentence(planAnalysis(clinic, "What was our no-show rate in April?").draft.analysis)).toMatch(/\b25%/);
});
