import { describe, expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";

const sales = toTable({
  columns: ["Date", "Region", "Product", "Sales Rep", "Units", "Unit Price", "Revenue", "Ad Spend", "Shipped"],
  rows: [
    ["2024-01-05", "East", "Laptop", "Ana", 2, 900, 1800, 120, true],
    ["2024-01-20", "West", "Mouse", "Raj", 10, 25, 250, 40, false],
    ["2024-02-03", "East", "Monitor", "Ana", 3, 250, 750, 60, true],
    ["2024-02-18", "North", "Laptop", "Li", 1, 900, 900, 90, true],
    ["2024-03-09", "West", "Laptop", "Raj", 2, 900, 1800, 150, false],
    ["2024-03-22", "North", "Mouse", "Li", 8, 25, 200, 30, true],
  ],
});
const infos = describeColumns(sales, profileTable(sales));
const read = (question: string) => readQuestion(sales, question, infos);
const column = (name: string) => sales.columns.findIndex((c) => c.name === name);

describe("what is asked", () => {
  test.each([
    ["What are total sales by region?", {
      kind: "grouped",
      by: { column: column("Region") },
      metrics: [{ aggregate: "sum", column: column("Revenue") }],
    }],
    ["revenue per product", { kind: "grouped", by: { column: column("Product") } }],
    ["break down revenue by sales rep", { kind: "grouped", by: { column: column("Sales Rep") } }],
    ["which region sold the most?", { kind: "grouped", pick: "max", order: "desc", by: { column: column("Region") } }],
    ["which product had the lowest revenue", { kind: "grouped", pick: "min", by: { column: column("Product") } }],
    ["how many orders per region", { kind: "grouped", metrics: [{ aggregate: "count" }] }],
    ["average unit price per product", {
      kind: "grouped",
      metrics: [{ aggregate: "average", column: column("Unit Price") }],
    }],
    ["how many units did each region sell", {
      kind: "grouped",
      metrics: [{ aggregate: "sum", column: column("Units") }],
    }],
  ])("%s → a group-by", (question, ask) => {
    expect(read(question).ask).toMatchObject(ask);
  });

  test.each([
    ["top 5 products by revenue", {
      n: 5,
      direction: "top",
      by: { column: column("Product") },
      metric: { column: column("Revenue") },
    }],
    ["show me the top 2 reps", { n: 2, direction: "top", by: { column: column("Sales Rep") } }],
    ["the three lowest revenue products", { n: 3, direction: "bottom" }],
    ["bottom 2 regions by units", { n: 2, direction: "bottom", metric: { column: column("Units") } }],
  ])("%s → a ranking", (question, ask) => {
    expect(read(question).ask).toMatchObject({ kind: "rank", ...ask });
  });

  test.each([
    ["monthly revenue trend", { kind: "trend", by: { column: 0, period: "month" } }],
    ["how did revenue change over time?", { kind: "trend" }],
    ["revenue by quarter", { kind: "trend", by: { column: 0, period: "quarter" } }],
    ["which month had the highest revenue", { kind: "trend", pick: "max", by: { period: "month" } }],
    ["running total of revenue", { kind: "trend", cumulative: true }],
    ["weekly units sold", { kind: "trend", by: { period: "week" }, metrics: [{ column: column("Units") }] }],
  ])("%s → a trend", (question, ask) => {
    expect(read(question).ask).toMatchObject(ask);
  });

  test.each([
    ["how much did revenue grow from Jan to Mar", { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 2, 1) }],
    ["month over month growth in revenue", {}],
    ["what's the growth rate of units", { metric: { column: column("Units") } }],
  ])("%s → growth", (question, ask) => {
    expect(read(question).ask).toMatchObject({ kind: "growth", ...ask });
  });

  test.each([
    ["what share of revenue comes from each region", {
      by: { column: column("Region") },
      metric: { aggregate: "sum" },
    }],
    ["what percentage of orders were shipped by each rep", { metric: { aggregate: "count" } }],
    ["what % of revenue is from the East", { by: { column: column("Region") }, focus: ["East"] }],
  ])("%s → a share", (question, ask) => {
    expect(read(question).ask).toMatchObject({ kind: "share", ...ask });
  });

  test.each([
    ["is there a relationship between ad spend and revenue", column("Ad Spend"), column("Revenue")],
    ["does unit price affect units sold?", column("Unit Price"), column("Units")],
    ["correlation of units and revenue", column("Units"), column("Revenue")],
    ["revenue vs ad spend", column("Ad Spend"), column("Revenue")],
  ])("%s → a correlation", (question, x, y) => {
    expect(read(question).ask).toEqual({ kind: "correlation", x, y });
  });

  test.each([
    ["any outliers in revenue?", { kind: "outliers", column: column("Revenue"), method: "iqr" }],
    ["flag unusual unit prices more than 3 standard deviations out", {
      kind: "outliers",
      column: column("Unit Price"),
      method: "z",
    }],
    ["show the distribution of units", { kind: "distribution", column: column("Units") }],
  ])("%s", (question, ask) => {
    expect(read(question).ask).toEqual(ask);
  });

  test.each([
    ["what is the total revenue", [{ aggregate: "sum", column: column("Revenue") }]],
    ["avg unit price", [{ aggregate: "average", column: column("Unit Price") }]],
    ["median units", [{ aggregate: "median", column: column("Units") }]],
    ["how many rows are there", [{ aggregate: "count" }]],
    ["what was the biggest sale", [{ aggregate: "max", column: column("Revenue") }]],
    ["how many different products do we sell", [{ aggregate: "distinct", column: column("Product") }]],
    ["how many regions are there", [{ aggregate: "distinct", column: column("Region") }]],
    ["total revenue and total units", [{ aggregate: "sum", column: column("Revenue") }, {
      aggregate: "sum",
      column: column("Units"),
    }]],
  ])("%s → an overall figure", (question, metrics) => {
    expect(read(question).ask).toEqual({ kind: "overall", metrics });
  });

  test.each(["summarize this data", "", "what can you tell me about this?", "give me an overview"])(
    "%j → a summary",
    (question) => expect(read(question).ask).toEqual({ kind: "summary" }),
  );
});

describe("which rows", () => {
  test("a category named before a measure says what it is of, and groups nothing unless asked to", () => {
    expect(read("what was our total product revenue?").ask).toMatchObject({
      kind: "overall",
      metrics: [{ aggregate: "sum", column: column("Revenue") }],
    });
    expect(read("product revenue by region").ask).toMatchObject({ kind: "grouped", by: { column: column("Region") } });
    expect(read("revenue for each product").ask).toMatchObject({ kind: "grouped", by: { column: column("Product") } });
  });

  test("'which month' makes the months the groups, though another word names a column", () => {
    const appointments = toTable({
      columns: ["Appt ID", "Appt Date", "Clinician", "Fee ($)"],
      rows: [
        ["A1", "2024-01-09", "Dr Patel", 60],
        ["A2", "2024-02-10", "Dr Patel", 75],
        ["A3", "2024-02-21", "Dr Morgan", 75],
        ["A4", "2024-03-02", "Dr Morgan", 90],
      ],
    });
    const plan = planAnalysis(appointments, "Which month had the most appointments booked?");
    expect(plan.question.ask).toMatchObject({ kind: "trend", by: { column: 1, period: "month" }, pick: "max" });
    expect(plan.draft.analysis).toMatch(/^2024-02 had the highest number of appointments: 2\./);
    expect(planAnalysis(appointments, "which month had the most fees by clinician").question.ask).toMatchObject({
      by: { column: 2 },
    });
  });

  test("'the most attended appointments' counts the rows a yes/no column keeps, not the main measure", () => {
    const visits = toTable({
      columns: ["Appt ID", "Clinician", "Fee ($)", "Attended"],
      rows: [
        ["A1", "Dr Patel", 300, "Yes"],
        ["A2", "Dr Morgan", 75, "Yes"],
        ["A3", "Dr Morgan", 75, "Yes"],
        ["A4", "Dr Patel", 60, "No"],
      ],
    });
    const plan = planAnalysis(visits, "Which clinician had the most attended appointments?");
    expect(plan.question.ask).toMatchObject({ kind: "grouped", metrics: [{ aggregate: "count" }], pick: "max" });
    expect(plan.draft.analysis).toMatch(/^Dr Morgan has the highest number of appointments where Attended is Yes: 2/);
  });

  test("a Y/N column is named by its word, negated by 'haven't', and never by a word for money", () => {
    const sessions = toTable({
      columns: ["Date", "Student", "Amt (£)", "Paid Y/N"],
      rows: [
        ["2024-03-01", "Amir", 35, "Y"],
        ["2024-03-08", "Mia", 40, "N"],
        ["2024-04-02", "Amir", 35, "N"],
      ],
    });
    expect(planAnalysis(sessions, "How much am I still owed for sessions that haven't been paid?").draft.analysis)
      .toMatch(/^Total Amt \(£\) where Paid Y\/N is N: £75\./);
    expect(planAnalysis(sessions, "what are my total earnings?").question.filters).toEqual([]);
  });

  test("an amount of money compared is of a money column, whatever else is the main measure", () => {
    const cafe = toTable({
      columns: ["Date", "Covers", "Takings (£)", "Staff Hrs"],
      rows: [
        ["2024-03-01", 80, 950, 20],
        ["2024-03-02", 60, 700, 18],
        ["2024-03-03", 95, 1200, 22],
      ],
    });
    expect(planAnalysis(cafe, "How many covers did we serve when we took over £900?").question.filters).toEqual([
      { kind: "compare", column: 2, operator: ">", value: 900 },
    ]);
  });

  test("a value's words ask for nothing: 'Rose Cottage' is a property, not a rise", () => {
    const lets = toTable({
      columns: ["Check-in", "Property", "Total (£)"],
      rows: [
        ["2024-03-01", "Rose Cottage", 400],
        ["2024-04-01", "Harbour View", 650],
        ["2024-05-01", "Rose Cottage", 500],
      ],
    });
    expect(planAnalysis(lets, "What's the total revenue for Rose Cottage?").draft.analysis).toMatch(
      /^Total \(£\) where Property is Rose Cottage: £900\./,
    );
    expect(planAnalysis(lets, "how much has revenue rose since March").question.ask.kind).toBe("growth");
  });

  test("the 'no' of a No-show column is its own word, no negation", () => {
    const shifts = toTable({
      columns: ["Shift Date", "Volunteer", "Hrs", "No-show (Y/N)"],
      rows: [
        ["2024-03-01", "Priya", 3, "N"],
        ["2024-03-02", "Ravi", 4, "Y"],
        ["2024-03-03", "Priya", 2, "N"],
        ["2024-03-04", "Dev", 5, "N"],
      ],
    });
    expect(planAnalysis(shifts, "What percentage of shifts were no-shows?").draft.analysis).toMatch(
      /^Number of shifts where No-show \(Y\/N\) is Y: 1 of 4, that is 25%\./,
    );
    expect(planAnalysis(shifts, "total hrs, not counting no-shows").question.filters).toEqual([
      { kind: "equals", column: 3, value: "N" },
    ]);
  });

  test("a value of a column is a filter; its column named beside it is part of the filter", () => {
    const question = read("total revenue in the East region");
    expect(question.filters).toEqual([{ kind: "equals", column: column("Region"), value: "East" }]);
    expect(question.ask).toMatchObject({ kind: "overall" });
  });

  test("numbers compared pick the measure named beside them, else the main measure", () => {
    expect(read("how many orders over 1000").filters).toEqual([
      { kind: "compare", column: column("Revenue"), operator: ">", value: 1000 },
    ]);
    expect(read("average revenue of orders with at least 3 units").filters).toEqual([
      { kind: "compare", column: column("Units"), operator: ">=", value: 3 },
    ]);
  });

  test("a true/false column named is a filter on true, or false when negated", () => {
    expect(read("how many orders were shipped").filters).toEqual([{
      kind: "equals",
      column: column("Shipped"),
      value: true,
    }]);
    expect(read("revenue of orders not shipped").filters).toEqual([
      { kind: "equals", column: column("Shipped"), value: false },
    ]);
    // The lexicon's negations, as the formula engine reads them; a word one slip from one is not guessed at.
    expect(read("total revenue, ignore the shipped ones").filters).toEqual([
      { kind: "equals", column: column("Shipped"), value: false },
    ]);
    expect(read("revenue of orders that weren't shipped").filters).toEqual([
      { kind: "equals", column: column("Shipped"), value: false },
    ]);
    expect(read("revenue from the agent shipped orders").filters).toEqual([
      { kind: "equals", column: column("Shipped"), value: true },
    ]);
  });

  test("months and years become date filters, the year taken from the data when not given", () => {
    const question = read("What was our revenue in March?");
    expect(question.filters).toEqual([
      { kind: "dates", column: 0, from: Date.UTC(2024, 2, 1), to: Date.UTC(2024, 3, 1), label: "March 2024" },
    ]);
    expect(question.readings.join(" ")).toContain("March 2024");
    expect(read("revenue from Jan to Feb 2024").filters[0]).toMatchObject({
      from: Date.UTC(2024, 0, 1),
      to: Date.UTC(2024, 2, 1),
    });
  });

  test("two values of one column compare those groups instead of filtering", () => {
    expect(read("compare East and West revenue").ask).toMatchObject({
      kind: "grouped",
      by: { column: column("Region") },
      only: ["East", "West"],
    });
  });
});

describe("charts asked by name", () => {
  test.each([
    ["as a pie chart", "pie"],
    ["show it as a donut", "donut"],
    ["line graph of revenue", "line"],
    ["horizontal bar chart", "bar"],
    ["column chart please", "column"],
    ["scatter plot of units and revenue", "scatter"],
    ["area chart of revenue", "area"],
    ["combo chart of revenue and units", "combo"],
    ["total revenue by column B", undefined],
  ])("%s", (question, chart) => {
    expect(read(question).chart).toBe(chart);
  });
});

describe("more shapes of question", () => {
  const deals = toTable({
    columns: [
      "Close Date",
      "Salesperson",
      "Country",
      "Deal Value",
      "Cost",
      "Qty",
      "Unit Price",
      "Store",
      "Hours to Close",
    ],
    rows: [
      ["2024-01-03", "Ava", "Canada", 1000, 600, 2, 500, 101, 5],
      ["2024-01-09", "Bo", "USA", 3000, 1000, 3, 1000, 102, 9],
      ["2024-02-13", "Ava", "USA", 2000, 1500, 4, 500, 101, 3],
      ["2024-02-20", "Cy", "Canada", 500, 100, 1, 500, 103, 12],
      ["2024-03-04", "Bo", "Mexico", 4000, 2500, 2, 2000, 102, 4],
      ["2024-03-15", "Cy", "USA", 1500, 900, 3, 500, 103, 7],
    ],
  });
  const dealInfos = describeColumns(deals, profileTable(deals));
  const ask = (question: string) => readQuestion(deals, question, dealInfos).ask;
  const at = (name: string) => deals.columns.findIndex((c) => c.name === name);

  test("a plural the table has no measure for is counted: deals, hires, orders", () => {
    expect(ask("which salesperson closed the most deals?")).toMatchObject({
      kind: "grouped",
      metrics: [{ aggregate: "count" }],
      pick: "max",
    });
    expect(readQuestion(deals, "how many deals per country", dealInfos).noun).toBe("deals");
  });

  test("measures worked out from others: profit, margin, per, weighted, quantity × price", () => {
    expect(ask("total profit by country")).toMatchObject({
      kind: "grouped",
      metrics: [{ column: at("Deal Value"), minus: at("Cost"), label: "profit" }],
    });
    expect(ask("what is the profit margin")).toMatchObject({
      metrics: [{ minus: at("Cost"), per: at("Deal Value"), percent: true }],
    });
    expect(ask("deal value per qty")).toMatchObject({ metrics: [{ column: at("Deal Value"), per: at("Qty") }] });
    expect(ask("unit price weighted by qty")).toMatchObject({
      metrics: [{ column: at("Unit Price"), times: at("Qty"), per: at("Qty") }],
    });
    expect(ask("deal value minus cost")).toMatchObject({ metrics: [{ column: at("Deal Value"), minus: at("Cost") }] });
  });

  test("days of the week, two categories at once, and number codes grouped by", () => {
    expect(ask("which day of the week has the highest deal value")).toMatchObject({
      by: { column: 0, weekday: true },
      pick: "max",
    });
    expect(ask("deal value by country and salesperson")).toMatchObject({
      by: { column: at("Country"), then: at("Salesperson") },
    });
    expect(ask("deal value by store")).toMatchObject({ kind: "grouped", by: { column: at("Store") } });
  });

  test("a share of the rows a filter keeps, and of a named period", () => {
    expect(readQuestion(deals, "what percentage of deals were over 1500", dealInfos)).toMatchObject({
      ask: { kind: "portion", metric: { aggregate: "count" } },
      filters: [{ kind: "compare", column: at("Deal Value"), operator: ">", value: 1500 }],
    });
    expect(ask("what % of deal value came in February")).toMatchObject({
      kind: "share",
      by: { column: 0, period: "month" },
      focus: ["2024-02"],
    });
  });

  test("counts, lists and speeds", () => {
    expect(ask("which 2 salespeople sold the least")).toMatchObject({ kind: "rank", n: 2, direction: "bottom" });
    expect(ask("max and min deal value per country")).toMatchObject({
      metrics: [{ aggregate: "max" }, { aggregate: "min" }],
    });
    expect(ask("who closes deals fastest")).toMatchObject({
      kind: "grouped",
      metrics: [{ aggregate: "average", column: at("Hours to Close") }],
      pick: "min",
    });
    expect(ask("give me stats on deal value")).toMatchObject({ kind: "overall", metrics: { length: 6 } });
  });

  test("a misspelt column still names it", () => {
    expect(ask("total deal valeu by contry")).toMatchObject({ kind: "grouped", by: { column: at("Country") } });
  });
});

describe("wide tables: the number columns are the things compared", () => {
  const wide = toTable({
    columns: ["Product", "Q1", "Q2", "Q3", "Q4"],
    rows: [["A", 1, 2, 3, 4], ["B", 5, 6, 7, 8], ["C", 2, 2, 2, 2]],
  });
  const wideInfos = describeColumns(wide, profileTable(wide));
  test.each([
    ["total sales per quarter", { kind: "columns", columns: [1, 2, 3, 4], aggregate: "sum" }],
    ["which quarter had the highest sales", { kind: "columns", pick: "max" }],
    ["show the quarterly trend", { kind: "columns" }],
  ])("%s", (question, ask) => {
    expect(readQuestion(wide, question, wideInfos).ask).toMatchObject(ask);
  });
});

describe("values the question leaves out", () => {
  const region = column("Region");
  test.each([
    "total revenue for all regions except East",
    "revenue excluding East",
    "total revenue other than East",
    "revenue outside East",
    "how much revenue is not from East",
    "revenue, ignoring East",
    "revenue not counting East",
    "revenue besides East",
  ])("%s: keeps every row but East's, all together", (question) => {
    const { ask, filters } = read(question);
    expect(ask.kind).toBe("overall");
    expect(filters).toEqual([{ kind: "equals", column: region, value: "East", negated: true }]);
  });

  test("a value named without such a word still picks its rows", () => {
    expect(read("total revenue for East").filters).toEqual([{ kind: "equals", column: region, value: "East" }]);
  });

  test("the rows kept and the words said: every row whose cell is not the value", () => {
    const plan = planAnalysis(sales, "total revenue for all regions except East");
    expect(plan.draft.analysis).toMatch(/^Total Revenue where Region is not East: 3,150\./);
    expect(plan.checks.length).toBeGreaterThan(0);
    expect(plan.checks.every((check) => /"<>East"/.test(check.formula))).toBe(true);
  });
});

describe("a period the data does not reach", () => {
  test("'in 2023' is read as a year even though no row is in it, and 'over 2000' stays an amount", () => {
    expect(read("total revenue in 2023").filters).toEqual([
      expect.objectContaining({ kind: "dates", column: column("Date"), label: "2023" }),
    ]);
    expect(read("orders with revenue over 2000").filters).toEqual([
      expect.objectContaining({ kind: "compare", operator: ">", value: 2000 }),
    ]);
  });

  test("two months compared, one the data does not reach, is what it lacks; the earlier of two it does comes first", () => {
    expect(planAnalysis(sales, "How did April compare with March for revenue?").draft.analysis).toMatch(
      /^The table has no rows in 2024-04: its Date runs from 2024-01-05 to 2024-03-22\./,
    );
    expect(planAnalysis(sales, "How did March compare with February for revenue?").question.ask).toMatchObject({
      kind: "growth",
      from: Date.UTC(2024, 1, 1),
      to: Date.UTC(2024, 2, 1),
    });
  });

  test("'more in March than February' compares the two months, the earlier first", () => {
    const plan = planAnalysis(sales, "How much more revenue came in during March than February, in % terms?");
    expect(plan.question.ask).toMatchObject({ kind: "growth", from: Date.UTC(2024, 1, 1), to: Date.UTC(2024, 2, 1) });
    expect(plan.draft.analysis).toMatch(
      /^Total Revenue went from 1,650 in 2024-02 to 2,000 in 2024-03: \+350 \(\+21\.2%\)/,
    );
  });

  test("is answered with what the table lacks and the span it has, and no figure beside it", () => {
    const plan = planAnalysis(sales, "How much revenue did we make in 2023?");
    expect(plan.draft.analysis).toBe("The table has no rows in 2023: its Date runs from 2024-01-05 to 2024-03-22.");
    expect(plan.draft.figures).toEqual([{ label: "Rows used", value: 0 }]);
  });

  test("a period inside the data with no rows still says no rows match", () => {
    const plan = planAnalysis(sales, "total revenue for East in March 2024");
    expect(plan.draft.analysis).toMatch(/^No rows where .*East.*, so there is nothing to add up\./);
  });
});

describe("two named groups compared", () => {
  test("'how much more did East make than West' is East less West, said first with both figures", () => {
    const { ask } = read("how much more revenue did East make than West?");
    expect(ask).toMatchObject({ kind: "grouped", only: ["East", "West"], difference: true });
    expect(ask).not.toHaveProperty("pick");
    const plan = planAnalysis(sales, "how much more revenue did East make than West?");
    expect(plan.draft.analysis).toMatch(/^Total Revenue: East is 500 more than West \(2,550 against 2,050\)\./);
    expect(plan.draft.figures).toContainEqual({ label: "Difference — East less West", value: 500 });
  });

  test("the other way round it is said as less, and two groups named without a comparison are only listed", () => {
    const plan = planAnalysis(sales, "what's the revenue gap between North and East");
    expect(plan.draft.analysis).toMatch(/^Total Revenue: North is 1,450 less than East \(1,100 against 2,550\)\./);
    expect(read("revenue for North and East").ask).not.toHaveProperty("difference");
  });
});

describe("one place in a ranking", () => {
  test.each([
    ["what's the 3rd highest revenue?", 3, "top"],
    ["second biggest unit price", 2, "top"],
    ["the 2nd lowest revenue", 2, "bottom"],
  ])("%s asks for place %i", (question, n, direction) => {
    expect(read(question).ask).toMatchObject({ kind: "rank", n, direction, nth: true });
  });

  test("is said first, with the list down to it after", () => {
    // Regions' totals: East 2,550, West 2,050, North 1,100.
    const plan = planAnalysis(sales, "which region has the 3rd highest revenue?");
    expect(plan.draft.analysis).toMatch(/^The 3rd highest total Revenue: 1,100 \(North\)\. Top 3 /);
  });

  test("ranks the rows themselves where no group is asked for, or the question says any one", () => {
    // Revenues of the rows: 1,800, 1,800, 900, 750, 250, 200.
    expect(planAnalysis(sales, "what's the 3rd highest revenue?").draft.analysis).toMatch(
      /^The 3rd highest Revenue: 900 /,
    );
    expect(read("the 2nd highest revenue of any region").ask).toMatchObject({ kind: "rank", rows: true });
    expect(read("which region has the 2nd highest revenue").ask).not.toHaveProperty("rows");
  });

  test("'the top 3' is still the list, and 'second half' no place at all", () => {
    expect(read("top 3 revenue").ask).not.toHaveProperty("nth");
    expect(read("revenue in the second half").ask.kind).not.toBe("rank");
  });
});

describe("a share that names no measure", () => {
  test("is a share of the rows where it names them, and one that names a measure, of its total", () => {
    expect(read("what percentage of orders are West?").ask).toMatchObject({
      kind: "share",
      metric: { aggregate: "count" },
    });
    expect(planAnalysis(sales, "what percentage of orders are West?").draft.analysis).toMatch(
      /^West accounts for 33\.3% of the number of orders \(2 of 6\)\./,
    );
    expect(read("what percentage of revenue is West?").ask).toMatchObject({
      kind: "share",
      metric: { aggregate: "sum", column: column("Revenue") },
    });
  });

  test("naming neither, it is of the main measure's total, unless that is only a score", () => {
    expect(read("share of each region").ask).toMatchObject({ kind: "share", metric: { aggregate: "sum" } });
    const survey = toTable({
      columns: ["Respondent", "Sat (1-5)", "Recommend?"],
      rows: [["R1", 5, "Yes"], ["R2", 2, "No"], ["R3", 4, "Yes"], ["R4", 3, "Yes"]],
    });
    // A yes/no column named: the rows that say yes, out of all of them.
    const plan = planAnalysis(survey, "what % would recommend us");
    expect(plan.question.ask).toMatchObject({ kind: "portion", metric: { aggregate: "count" } });
    expect(plan.draft.analysis).toMatch(/^Number of rows where Recommend\? is Yes: 3 of 4, that is 75%/);
    // Of the rows the rest of the question keeps: "% of Sat 4 or more who would recommend" is among those.
    expect(planAnalysis(survey, "what % of respondents with a Sat of 4 or more would recommend us").question.ask)
      .toMatchObject({ kind: "portion", of: [{ kind: "compare", column: 1, operator: ">=", value: 4 }] });
  });
});

describe("an average per row", () => {
  const orders = toTable({
    columns: ["Order ID", "Region", "Revenue"],
    rows: [["SO-1", "East", 100], ["SO-2", "West", 250], ["SO-3", "East", 70], ["SO-4", "West", 180]],
  });
  const readOrders = (question: string) =>
    readQuestion(orders, question, describeColumns(orders, profileTable(orders)));

  test("'average revenue per order', one row per order, is the average over the rows", () => {
    expect(readOrders("average revenue per order?").ask).toEqual({
      kind: "overall",
      metrics: [{ aggregate: "average", column: 2 }],
    });
    expect(planAnalysis(orders, "average revenue per order?").draft.analysis).toMatch(/^Average Revenue: 150\./);
  });

  test("without an average it still lists each order, and per region it still groups", () => {
    expect(readOrders("revenue per order").ask.kind).toBe("grouped");
    expect(readOrders("average revenue per region").ask).toMatchObject({ kind: "grouped", by: { column: 1 } });
  });
});

describe("one of a few whole numbers named after its column", () => {
  const staff = toTable({
    columns: ["Employee", "Rating", "Salary"],
    rows: [1, 5, 3, 5, 4, 2, 5, 3, 4, 4].map((rating, i) => [`E${i}`, rating, 50_000 + i * 1_000]),
  });
  const readStaff = (question: string) => readQuestion(staff, question, describeColumns(staff, profileTable(staff)));

  test("'how many employees got a rating of 5' counts the rows whose Rating is 5", () => {
    const { ask, filters } = readStaff("How many employees got a rating of 5?");
    expect(filters).toEqual([{ kind: "equals", column: 1, value: 5 }]);
    expect(ask).toMatchObject({ kind: "overall", metrics: [{ aggregate: "count" }] });
    expect(planAnalysis(staff, "How many employees got a rating of 5?").draft.analysis).toMatch(
      /^Number of employees where Rating is 5: 3\./,
    );
  });

  test("a number the column does not hold, or a column of many values, is no such filter", () => {
    expect(readStaff("how many employees got a rating of 7?").filters).toEqual([]);
    expect(readStaff("how many employees have a salary of 53000?").filters).toEqual([]);
  });
});

describe("counts, exclusions and differences in the question's own words", () => {
  test("'how many' of the measure compared counts rows; of a column of counts it adds them up", () => {
    expect(read("how many revenues were below 1000?").ask).toMatchObject({ metrics: [{ aggregate: "count" }] });
    expect(read("how many units were sold over 500 revenue?").ask).toMatchObject({
      metrics: [{ aggregate: "sum", column: column("Units") }],
    });
  });

  test("'apart from' and 'leave out' leave a value out", () => {
    for (const question of ["average revenue apart from East", "average revenue if we leave out East"]) {
      expect(read(question).filters).toContainEqual({
        kind: "equals",
        column: column("Region"),
        value: "East",
        negated: true,
      });
    }
  });

  test("'how much longer … on average' compares two groups' averages", () => {
    expect(read("how much longer is the unit price in East than in West, on average?").ask).toMatchObject({
      kind: "grouped",
      metrics: [{ aggregate: "average", column: column("Unit Price") }],
      only: ["East", "West"],
      difference: true,
    });
  });
});

describe("the whole table, the measure a word's kind names, and shares of rows compared", () => {
  test("'across all the regions' is every region together, not region by region", () => {
    expect(read("total revenue across all the regions").ask).toMatchObject({
      kind: "overall",
      metrics: [{ aggregate: "sum", column: column("Revenue") }],
    });
    expect(read("total revenue across regions").ask).toMatchObject({
      kind: "grouped",
      by: { column: column("Region") },
    });
  });

  test("'the median number of units' is a median of Units", () => {
    expect(read("the median number of units").ask).toMatchObject({
      metrics: [{ aggregate: "median", column: column("Units") }],
    });
  });

  test("'what % of revenues were over 1000' is the share of rows, not of the revenue's total", () => {
    expect(read("what % of revenues were over 1000?").ask).toMatchObject({
      kind: "portion",
      metric: { aggregate: "count" },
    });
  });
});

describe("a plan against what happened, and a stock's value", () => {
  const budget = toTable({
    columns: ["Month", "Cost Ctr", "Budget £", "Actual £"],
    rows: [
      ["2024-01-01", "IT", 100, 130],
      ["2024-01-01", "Finance", 90, 80],
      ["2024-02-01", "IT", 100, 120],
      ["2024-02-01", "Finance", 90, 95],
    ],
  });
  const readBudget = (question: string) =>
    readQuestion(budget, question, describeColumns(budget, profileTable(budget)));

  test("going over the plan is actual − plan, by the group a short header names ('cost centre' is Cost Ctr)", () => {
    expect(readBudget("which cost centre overspent the most?").ask).toMatchObject({
      kind: "grouped",
      by: { column: 1 },
      pick: "max",
      metrics: [{ aggregate: "sum", column: 3, minus: 2 }],
    });
  });

  test("the share of the plan used is actual ÷ plan, and a difference puts the larger total first", () => {
    expect(readBudget("what share of the budget was actually spent?").ask).toMatchObject({
      kind: "overall",
      metrics: [{ column: 3, per: 2, percent: true }],
    });
    // Budget 380, Actual 425: the difference is 45, said as Actual − Budget.
    expect(readBudget("difference between budget and actual").ask).toMatchObject({
      metrics: [{ column: 3, minus: 2 }],
    });
  });

  test("the value of the stock held is the count held × the unit cost", () => {
    const stock = toTable({
      columns: ["SKU", "On Hand", "Reorder Lvl", "Unit Cost (€)"],
      rows: [["A-1", 10, 5, 2.5], ["A-2", 4, 6, 10]],
    });
    const read = (question: string) => readQuestion(stock, question, describeColumns(stock, profileTable(stock)));
    expect(read("total value of the stock we hold, at unit cost").ask).toMatchObject({
      metrics: [{ aggregate: "sum", column: 1, times: 3 }],
    });
  });
});

describe("the average of the periods", () => {
  test("'average monthly revenue' is each month's total, then their average; 'average revenue by month' the list", () => {
    expect(read("average monthly revenue").ask).toMatchObject({
      kind: "trend",
      mean: true,
      metrics: [{ aggregate: "sum", column: column("Revenue") }],
    });
    expect(read("average revenue by month").ask).not.toHaveProperty("mean");
    // Months' totals: Jan 2,050, Feb 1,650, Mar 2,000.
    const analysis = planAnalysis(sales, "on average, how much revenue do we make per month?").draft.analysis;
    expect(analysis).toMatch(/^Total Revenue per month on average: 1,900, over the 3 months from 2024-01 to 2024-03\./);
    // Said first, the average is not said again after the highest and lowest months.
    expect(analysis).not.toMatch(/average per month/);
  });
});

describe("yes/no columns and the words around them", () => {
  const gym = toTable({
    columns: ["Member", "Plan", "Fee (£/mth)", "Cancelled?"],
    rows: [["M1", "Gold", 40, "No"], ["M2", "Gold", 40, "Yes"], ["M3", "Basic", 20, "No"], ["M4", "Gold", 40, "No"]],
  });
  const readGym = (question: string) => readQuestion(gym, question, describeColumns(gym, profileTable(gym)));

  test("'members who are not cancelled' keeps the rows that say no; 'who' there asks for nobody", () => {
    const question = readGym("total monthly fee from members who are not cancelled");
    expect(question.filters).toEqual([{ kind: "equals", column: 3, value: "No" }]);
    // "monthly" is the Fee column's own unit, not a line over months.
    expect(question.ask).toMatchObject({ kind: "overall", metrics: [{ aggregate: "sum", column: 2 }] });
  });

  test("'% of Gold members who haven't cancelled' is of the Gold members", () => {
    const plan = planAnalysis(gym, "what % of Gold members haven't cancelled?");
    expect(plan.draft.analysis).toMatch(/: 2 of 3, that is 66\.7%/);
  });
});

describe("lists left out, the rows said as a word of a name, and counts of rows", () => {
  const returns = toTable({
    columns: ["Product", "Return Reason", "Phase", "Refund ($)", "Planned", "Spent"],
    rows: [
      ["Mouse", "Damaged", "Build", 20, 10, 12],
      ["Mouse", "Wrong Item", "Build", 30, 10, 8],
      ["Lamp", "Damaged", "Test", 40, 10, 11],
      ["Lamp", "Damaged", "Test", 10, 10, 9],
      ["Hub", "Late", "Build", 50, 10, 15],
    ],
  });
  const readReturns = (question: string) =>
    readQuestion(returns, question, describeColumns(returns, profileTable(returns)));

  test("'apart from Mouse and Lamp' leaves both out", () => {
    expect(readReturns("average refund apart from Mouse and Lamp").filters).toEqual([
      { kind: "equals", column: 0, value: "Mouse", negated: true },
      { kind: "equals", column: 0, value: "Lamp", negated: true },
    ]);
  });

  test("'per return' over Return Reason is the rows, not the reasons", () => {
    expect(readReturns("avg refund per return for Lamp").ask).toMatchObject({ kind: "overall" });
  });

  test("'the most common reason' ranks by rows; 'how many phases spent more than planned' counts rows", () => {
    expect(readReturns("which return reason is the most common?").ask).toMatchObject({
      kind: "grouped",
      metrics: [{ aggregate: "count" }],
      pick: "max",
    });
    expect(readReturns("2nd most common return reason").ask).toMatchObject({
      kind: "rank",
      metric: { aggregate: "count" },
      n: 2,
      nth: true,
    });
    expect(readReturns("how many phases spent more than planned").ask).toMatchObject({
      metrics: [{ aggregate: "count" }],
    });
  });
});

describe("two measures multiplied, and the rows a clause picks", () => {
  test("'units × unit price' is one times the other, row by row, and 'gross revenue' is what it gives", () => {
    const question = read("total gross revenue (units × unit price)");
    expect(question.ask).toMatchObject({
      kind: "overall",
      metrics: [{ aggregate: "sum", column: column("Units"), times: column("Unit Price") }],
    });
    expect(question.lacks).toBeUndefined();
  });

  test("'for regions that …' are the rows the clause keeps, not a grouping", () => {
    expect(read("total revenue for products that sold more than 2 units").ask.kind).toBe("overall");
  });
});

describe("levels said by themselves, and a share of the rows named", () => {
  const survey = toTable({
    columns: ["Resp", "Channel", "Sat (1-5)"],
    rows: [["R1", "Phone", 5], ["R2", "Phone", 2], ["R3", "Online", 4], ["R4", "Phone", 4], ["R5", "Online", 1]],
  });
  const readSurvey = (question: string) =>
    readQuestion(survey, question, describeColumns(survey, profileTable(survey)));

  test("'5-star', 'a 4 or 5', 'a 1 or 2' pick the level, or the top or bottom two", () => {
    expect(readSurvey("how many 5-star answers").filters).toEqual([{ kind: "equals", column: 2, value: 5 }]);
    expect(readSurvey("how many gave a 4 or 5").filters).toEqual([
      { kind: "compare", column: 2, operator: ">=", value: 4 },
    ]);
    expect(readSurvey("how many rated 1 or 2").filters).toEqual([{
      kind: "compare",
      column: 2,
      operator: "<=",
      value: 2,
    }]);
  });

  test("'% of phone respondents who gave a 4 or 5' is of the phone respondents", () => {
    expect(planAnalysis(survey, "what % of phone respondents gave a 4 or 5?").draft.analysis).toMatch(
      /: 2 of 3, that is 66\.7%/,
    );
  });
});

describe("what held-out-4 taught", () => {
  const ship = toTable({
    columns: ["Shipment ID", "Promised", "Delivered", "Carrier", "Nights", "Sat (1-5)", "Hrs/wk", "Freight ($)"],
    rows: [
      ["S-1", "2024-03-01", "2024-03-01", "DHL", 7, 4, 6, 100],
      ["S-2", "2024-03-02", "2024-03-04", "DHL", 2, 2, 9, 300],
      ["S-3", "2024-03-04", "2024-03-03", "UPS", 9, 5, 3, 200],
    ],
  });
  const readShip = (question: string) => readQuestion(ship, question, describeColumns(ship, profileTable(ship)));

  test("'on or before the promised date' keeps the day itself; '7 nights or more' is a threshold", () => {
    expect(readShip("on-time % for DHL (delivered on or before the promised date)").filters).toContainEqual({
      kind: "versus",
      column: 2,
      operator: "<=",
      other: 1,
    });
    expect(readShip("how many shipments of 7 nights or more").filters).toEqual([
      { kind: "compare", column: 4, operator: ">=", value: 7 },
    ]);
  });

  test("a short header names the word it begins ('Sat' for satisfaction); 'median … per shipment' is over the rows", () => {
    expect(readShip("avg satisfaction for UPS").ask).toMatchObject({ metrics: [{ aggregate: "average", column: 5 }] });
    expect(readShip("median freight per shipment").ask).toEqual({
      kind: "overall",
      metrics: [{ aggregate: "median", column: 7 }],
    });
  });
});
