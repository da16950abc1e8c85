import { describe, expect, test } from "vitest";
import type { JsonTable } from "./dev-set/to-table.ts";
import { toTable } from "./dev-set/to-table.ts";
import { describeColumns } from "./columns.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";
import { planAnalysis } from "./analyze.ts";

const lacksOf = (json: JsonTable) => {
  const table = toTable(json);
  const infos = describeColumns(table, profileTable(table));
  return (question: string) => readQuestion(table, question, infos).lacks;
};

const staff = lacksOf({
  columns: ["Employee", "Dept.", "Hire Dt", "Salary (USD)", "Remote?"],
  rows: [
    ["Ana Silva", "Finance", "2021-03-01", 72_000, "Yes"],
    ["Raj Patel", "Sales", "2023-05-12", 58_000, "No"],
    ["Li Wei", "Finance", "2023-09-30", 91_000, "No"],
    ["Tom Berg", "Sales", "2022-01-17", 64_000, "Yes"],
  ],
});

const marks = lacksOf({
  columns: ["Student", "Class", "Subject", "Term", "Mark /100", "Absent (days)"],
  rows: [
    ["Amira Khan", "10A", "Maths", "Autumn", 71, 1],
    ["Ben Ode", "10B", "History", "Spring", 58, 3],
    ["Cara Lund", "10A", "History", "Autumn", 64, 0],
    ["Dev Rao", "10B", "Maths", "Spring", 80, 2],
  ],
});

const energy = lacksOf({
  columns: ["Read date", "Home", "Tariff", "kWh", "Cost €"],
  rows: [
    ["2024-01-31", "Home 1", "Fixed", 410, 121.5],
    ["2024-01-31", "Home 2", "Variable", 380, 109.2],
    ["2024-02-29", "Home 1", "Fixed", 395, 117.1],
    ["2024-02-29", "Home 2", "Variable", 350, 101.4],
  ],
});

describe("a content word the table cannot explain is said as lacking, before any figure", () => {
  test("a place the lexicon knows as a city, where the table has no city column", () => {
    expect(staff("How many employees are based in the Berlin office?")).toMatch(
      /^The table has no city column, and no cell holds "Berlin"\./,
    );
  });

  test("a name no cell holds, and a value its own column does not hold", () => {
    expect(marks("What's the average mark in Chemistry?")).toMatch(
      /^"Chemistry" is not in the table: no cell holds it\./,
    );
    expect(marks("What was 10A's average mark in the summer term?")).toBe(
      'No rows have Term "summer": Term holds Autumn and Spring.',
    );
  });

  test("a measure or grouping no column is for, however near its kind", () => {
    expect(staff("What's the average bonus in Finance?")).toMatch(/^The table has no bonus column\./);
    expect(staff("what's the gender pay gap between men and women?")).toMatch(/^The table has no gender column/);
    expect(marks("Which teacher's class had the best average mark?")).toMatch(/^The table has no teacher column\./);
    expect(energy("What's Home 2's monthly standing charge?")).toMatch(/^The table has no standing charge column\./);
    // A count of people only a table of people gives; after a value it is still a measure, not the value's kind.
    expect(energy("What is Home 1's headcount?")).toMatch(/^The table has no headcount column\./);
    expect(staff("What is the Finance team's salary total?")).toBeUndefined();
  });

  test("an event no column records, and a rate per person over rows that are not people", () => {
    expect(staff("How many people left the company in 2023?")).toMatch(/^The table has no leaving date/);
    expect(staff("How many people were hired in 2023?")).toBeUndefined();
    expect(energy("What's the kWh per person in Home 2?")).toMatch(/^The table has no number of people to divide by/);
  });

  test("words near the table, words of the analysis, verbs and the rows themselves are explained", () => {
    // "hours" for a column cut short, "Hmoe" one letter off a value, "pie chart" and "monthly" the answer's shape.
    expect(energy("total cost for Hmoe 2")).toBeUndefined();
    expect(energy("pie chart of the monthly cost by home")).toBeUndefined();
    expect(marks("How many days absent for 10A?")).toBeUndefined();
    // "pay" is what is done, "patients"-like plurals name the rows, "on-site" is the other side of Remote?.
    expect(staff("In Finance, what do we pay per on-site employee on average?")).toBeUndefined();
    expect(marks("average mark of the students who took History")).toBeUndefined();
    // "leave out" and "left it blank" leave rows out; they are no event of the rows.
    expect(marks("average mark for 10B if we leave out History")).toBeUndefined();
  });
});

describe("kinds of money, people who do things, and words with an ending", () => {
  const travel = lacksOf({
    columns: ["Trip #", "Employee", "Category", "Amt ($)", "Approved?"],
    rows: [
      ["T-1", "Ana Silva", "Airfare", 420, "Yes"],
      ["T-1", "Ana Silva", "Hotel", 310, "Yes"],
      ["T-2", "Raj Patel", "Hotel", 250, "No"],
      ["T-3", "Li Wei", "Testing", 90, "Yes"],
    ],
  });
  const orders = lacksOf({
    columns: ["Order ID", "Region", "Qty", "Rev ($)"],
    rows: [["SO-1", "East", 2, 120], ["SO-2", "West", 1, 80]],
  });

  test("a cost is answered from an amount of money, not from revenue", () => {
    expect(travel("difference between total airfare and total hotel costs")).toBeUndefined();
    expect(orders("total shipping cost for the orders")).toMatch(/^The table has no (?:shipping )?cost column/);
  });

  test("one who does what the table measures is a person its people column names; a role is not", () => {
    expect(travel("who is the 2nd highest spender?")).toBeUndefined();
    expect(travel("which manager approved the most trips?")).toMatch(/^The table has no manager column/);
  });

  test("plural rows words and a value said with an ending are explained", () => {
    expect(travel("count of expense items that were not approved")).toBeUndefined();
    expect(travel("total amount for tested trips")).toBeUndefined();
  });
});

test("a code shaped like a column's codes that no cell holds is lacking; one that is there binds in any case", () => {
  const fuel = toTable({
    columns: ["Vehicle", "Date", "Fuel (L)"],
    rows: [["VAN-01", "2024-01-03", 60], ["VAN-02", "2024-01-04", 55], ["CAR-15", "2024-01-05", 40]],
  });
  const read = (question: string) => readQuestion(fuel, question, describeColumns(fuel, profileTable(fuel)));
  expect(read("total litres for VAN-03").lacks).toBe(
    '"VAN-03" is not in the table: no Vehicle is VAN-03; Vehicle holds VAN-01, VAN-02 and CAR-15.',
  );
  expect(read("total fuel for car-15").filters).toEqual([{ kind: "equals", column: 0, value: "CAR-15" }]);
});

test("a code spelt out ('Year 12' for Yr Grp's Y7…Y11) that no cell holds is lacking; one it holds is not", () => {
  const school = toTable({
    columns: ["Student", "Yr Grp", "Sess Poss", "Sess Att"],
    rows: [["Amira K.", "Y7", 140, 130], ["Ben T.", "Y8", 120, 100], ["Caleb R.", "Y11", 140, 139]],
  });
  const read = (question: string) => readQuestion(school, question, describeColumns(school, profileTable(school)));
  expect(read("What's the Year 12 attendance rate?").lacks).toBe(
    '"Year 12" is not in the table: no Yr Grp is Year 12; Yr Grp holds Y7, Y8 and Y11.',
  );
  expect(read("What's the Year 8 attendance rate?").lacks).toBeUndefined();
});

test("letters that are no word ask for nothing the table could lack", () => {
  expect(staff("x".repeat(1000))).toBeUndefined();
  expect(staff("qwrtzp total salary")).toBeUndefined();
});

test("what the table cannot say: a name typed as one word, a rate, a noun after 'by', what is left, authorisation", () => {
  const campaigns = toTable({
    columns: ["Campaign", "Channel", "Spend ($)", "Clicks"],
    rows: [["Spring", "Social", 100, 400], ["Spring", "Search", 80, 300], ["Loyalty", "Email", 20, 90]],
  });
  const read = (question: string) =>
    readQuestion(campaigns, question, describeColumns(campaigns, profileTable(campaigns))).lacks;
  expect(read("how much did we spend on TikTok")).toMatch(/^"TikTok" is not in the table/);
  expect(read("click-through rate on Social?")).toMatch(/^The table has no rate column/);
  expect(read("avg spend by age band")).toMatch(/^The table has no age/);
  const leave = toTable({
    columns: ["Employee", "Leave Type", "Days", "Authorised?"],
    rows: [["Ana", "Annual", 5, "Yes"], ["Ben", "Sick", 2, "No"]],
  });
  const leaveLacks = (question: string) =>
    readQuestion(leave, question, describeColumns(leave, profileTable(leave))).lacks;
  expect(leaveLacks("How many days of annual leave does each person have left this year?")).toMatch(
    /^The table has no balance or allowance/,
  );
  // A table that records it answers.
  expect(leaveLacks("how many of the absences were unauthorised?")).toBeUndefined();
});

test("an upgrade, a death and an hourly rate need a column that records them", () => {
  const accounts = toTable({
    columns: ["Account", "Plan", "Ward", "MRR (USD)", "Words"],
    rows: [["A", "Team", "Resp", 100, 500], ["B", "Business", "Ortho", 300, 800]],
  });
  const lacks = (question: string) =>
    readQuestion(accounts, question, describeColumns(accounts, profileTable(accounts))).lacks;
  expect(lacks("How many accounts upgraded from Team to Business?")).toMatch(/^The table has no plan history/);
  expect(lacks("how many patients died on resp")).toMatch(/^The table has no outcome or death record/);
  expect(lacks("what's my effective hourly rate?")).toMatch(/^The table has no hours worked/);
});

test("a plural added up is a measure the table may lack; renewals and turning up need a record of them", () => {
  const meters = toTable({
    columns: ["Site", "Reading Date", "kWh", "Cost £"],
    rows: [["Head Office", "2024-01-01", 500, 120], ["Depot", "2024-02-01", 300, 80]],
  });
  const lacks = (question: string) =>
    readQuestion(meters, question, describeColumns(meters, profileTable(meters))).lacks;
  expect(lacks("total CO2 emissions in tonnes for Head Office")).toMatch(/^The table has no emission/);
  expect(lacks("how many sites are there")).toBeUndefined();
  const loans = toTable({ columns: ["Loan", "Member", "Borrowed"], rows: [["L1", "A", "2024-01-02"]] });
  const loanLacks = (question: string) =>
    readQuestion(loans, question, describeColumns(loans, profileTable(loans))).lacks;
  expect(loanLacks("How many loans were renewed at least once?")).toMatch(/^The table has no renewal record/);
  expect(loanLacks("How many members actually turned up?")).toMatch(/^The table has no attendance record/);
});

test("'the whole project' and 'per parcel' name the table and its rows; 'turned into' is no turning up", () => {
  const parcels = toTable({
    columns: ["Courier", "Budget £", "Postage £", "Offer Made?", "Hired?"],
    rows: [["DPD", 100, 5, "Y", "Y"], ["Evri", 200, 3, "Y", "N"], ["DPD", 50, 7, "N", "N"]],
  });
  const lacks = (question: string) =>
    readQuestion(parcels, question, describeColumns(parcels, profileTable(parcels))).lacks;
  expect(lacks("total budget for the whole project")).toBeUndefined();
  expect(lacks("Which courier is cheapest on average per parcel?")).toBeUndefined();
  expect(lacks("What % of offers turned into hires?")).toBeUndefined();
});

test("the words of notes explain nothing a question names: 'tenant' in a note is no tenant column", () => {
  const repairs = lacksOf({
    columns: ["Job #", "Property", "Contractor", "Cost (£)", "Notes"],
    rows: [
      ["R-1", "12 Elm St", "A1 Plumbing", 120, "tenant reported a leak"],
      ["R-2", "4 Oak Rd", "Self", 40, null],
      ["R-3", "12 Elm St", "Sparks", 260, "tenant away, key with neighbour"],
    ],
  });
  expect(repairs("Which tenant has the most jobs?")).toMatch(/^The table has no tenant column\./);
  expect(repairs("Which contractor has the most jobs?")).toBeUndefined();
  expect(repairs("total cost at 12 Elm St")).toBeUndefined();
});

test("'which driver delivered' asks for a driver, whatever a Delivered date column says", () => {
  const parcels = lacksOf({
    columns: ["Tracking No", "Courier", "Sent", "Delivered", "Weight (kg)"],
    rows: [
      ["T1", "DPD", "2024-03-01", "2024-03-03", 2.5],
      ["T2", "Evri", "2024-03-02", "2024-03-06", 1.2],
      ["T3", "DPD", "2024-03-04", null, 4.1],
    ],
  });
  expect(parcels("Which driver delivered the most parcels?")).toMatch(/^The table has no driver column\./);
  expect(parcels("Which courier delivered the most parcels?")).toBeUndefined();
});

test("one who did what a header says is a person of a people column, or a column the table lacks", () => {
  const bakery = lacksOf({
    columns: ["Date", "Product", "Batches", "Units Baked", "Units Sold"],
    rows: [
      ["2024-03-01", "Sourdough", 2, 40, 36],
      ["2024-03-01", "Bagel", 3, 72, 70],
      ["2024-03-02", "Sourdough", 2, 40, 40],
    ],
  });
  expect(bakery("Which baker made the most batches?")).toMatch(/^The table has no baker column\./);
  const loans = lacksOf({
    columns: ["Loan ID", "Member", "Title", "Borrowed", "Returned"],
    rows: [
      ["L1", "Ann Lee", "Matilda", "2024-01-03", "2024-01-10"],
      ["L2", "Bo Chan", "Dune", "2024-01-04", null],
      ["L3", "Ann Lee", "Emma", "2024-01-09", "2024-01-20"],
    ],
  });
  expect(loans("who's our biggest borrower")).toBeUndefined();
});

test("a word asked 'which' of is no ID spelt out, nor said by the ranking it is asked in", () => {
  const deals = lacksOf({
    columns: ["Deal ID", "Rep", "Stage", "Deal Value ($)"],
    rows: [
      ["D-1", "Mei", "Closed Won", 500],
      ["D-2", "Owen", "Closed Lost", 900],
      ["D-3", "Mei", "Proposal", 300],
    ],
  });
  expect(deals("Which industry has the most deal value?")).toMatch(/^The table has no industry column\./);
  expect(deals("Which rep has the most deal value?")).toBeUndefined();
});

test("'which picker' over a Picked By column of names is explained, and names that column", () => {
  const harvest = toTable({
    columns: ["Date", "Crop", "Weight (kg)", "Picked By"],
    rows: [
      ["2024-06-01", "Peas", 2.5, "Ellie"],
      ["2024-06-02", "Beans", 4, "Dad"],
      ["2024-06-09", "Peas", 3, "Ellie"],
    ],
  });
  const plan = planAnalysis(harvest, "which picker brought in the most kg?");
  expect(plan.question.lacks).toBeUndefined();
  expect(plan.draft.analysis).toMatch(/^Ellie has the highest total Weight \(kg\): 5\.5/);
});

const shifts = lacksOf({
  columns: ["Shift Date", "Volunteer", "Role", "Hrs"],
  rows: [
    ["2024-03-01", "Priya", "Driver", 3],
    ["2024-03-02", "Ravi", "Packer", 4],
    ["2024-03-03", "Dev", "Driver", 2],
  ],
});

test("after 'have', a word says what was done: 'volunteers who have done a driver shift'", () => {
  expect(shifts("how many different volunteers have done a driver shift?")).toBeUndefined();
  expect(shifts("how many volunteers are done with training?")).toMatch(/^The table has no status column/);
});

test("'incl.' keeps rows, it names nothing the table lacks", () => {
  const club = lacksOf({
    columns: ["Name", "Type", "Joined", "Left", "Fee Paid (£)"],
    rows: [
      ["Ann", "Full", "2022-01-03", null, 32],
      ["Bo", "Junior", "2022-02-03", "2023-01-01", 12],
      ["Cy", "Full", "2023-03-09", "2024-02-01", 30],
    ],
  });
  expect(club("median fee paid by Full members (incl. ones who've left)?")).toBeUndefined();
});

test("what the rows are said to be ('volunteers are students') is a value or column the table must hold", () => {
  expect(shifts("How many of our volunteers are students?")).toMatch(/^The table has no student column\./);
  expect(shifts("How many of our volunteers are drivers?")).toBeUndefined();
  expect(shifts("how many shifts were there in March?")).toBeUndefined();
});

test("two things set against each other that nothing in the table holds: 'tenants or landlords'", () => {
  const repairs = lacksOf({
    columns: ["Job #", "Property", "Category", "Cost (£)"],
    rows: [
      ["R-1", "12 Elm St", "Plumbing", 120],
      ["R-2", "4 Oak Rd", "Heating", 40],
      ["R-3", "12 Elm St", "Plumbing", 260],
    ],
  });
  expect(repairs("Do tenants or landlords report more jobs?")).toMatch(
    /^The table has no column that tells "tenants" from "landlords"\./,
  );
  expect(repairs("plumbing or heating jobs, how many?")).toBeUndefined();
  expect(repairs("jobs costing 100 or more")).toBeUndefined();
});

test("a title's words are no values a question names: 'boys' in The Boy at the Back of the Class", () => {
  const loans = lacksOf({
    columns: ["Loan ID", "Title", "Genre", "Date Out"],
    rows: [
      ["L1", "The Boy at the Back of the Class", "Fiction", "2024-01-03"],
      ["L2", "Dog Man", "Graphic Novel", "2024-01-04"],
      ["L3", "Matilda", "Fiction", "2024-01-09"],
    ],
  });
  expect(loans("Do boys borrow more fiction?")).toMatch(/^The table has no gender column/);
});

test("what money was spent on is a value or column the table must hold, not its rows", () => {
  const harvest = lacksOf({
    columns: ["Date", "Crop", "Weight (kg)", "Sale (£)"],
    rows: [
      ["2024-06-01", "Peas", 2.5, 5],
      ["2024-06-02", "Beans", 4, 8],
      ["2024-06-09", "Peas", 3, 6],
    ],
  });
  expect(harvest("How much did we spend on seeds this year?")).toMatch(/^The table has no seed column\./);
  expect(harvest("How much did we make on peas?")).toBeUndefined();
});

test("the measure a number is compared on ('aged over 65') must be held, however the tagger reads it", () => {
  const clinic = lacksOf({
    columns: ["Appt ID", "Patient ID", "Clinician", "Fee ($)"],
    rows: [
      ["A1", "P1", "Dr Patel", 75],
      ["A2", "P2", "Dr Morgan", 60],
      ["A3", "P1", "Dr Patel", 90],
    ],
  });
  expect(clinic("How many appointments were for patients aged over 65?")).toMatch(/^The table has no aged column\./);
  expect(clinic("How many appointments cost over 65?")).toBeUndefined();
});

test("a name the table does not hold, beside one it does ('Rose Cottage' by Sea View Cottage), is what it lacks", () => {
  const lets = toTable({
    columns: ["Check-in", "Check-out", "Property", "Total (£)"],
    rows: [
      ["2024-08-01", "2024-08-04", "Sea View Cottage", 400],
      ["2024-08-10", "2024-08-12", "Old Barn", 300],
      ["2024-07-01", "2024-07-05", "Sea View Cottage", 500],
    ],
  });
  expect(planAnalysis(lets, "How many nights was Rose Cottage booked in August?").draft.analysis).toMatch(
    /^"Rose Cottage" is not in the table: no cell holds it\./,
  );
  expect(planAnalysis(lets, "How many nights was Sea View Cottage booked in August?").draft.analysis).toMatch(
    /^Total Nights from Check-in to Check-out where .*: 3\./,
  );
  expect(planAnalysis(lets, "total revenue Jul–Aug").question.lacks).toBeUndefined();
});

test("'spent more than £500' says what was done with money; it asks for no column of spending", () => {
  const orders = lacksOf({
    columns: ["Customer", "Qty", "Unit Price (£)"],
    rows: [
      ["Acme", 3, 100],
      ["Birch", 10, 80],
      ["Acme", 5, 90],
    ],
  });
  expect(orders("how many customers have spent more than £500 in total (qty * unit price)?")).toBeUndefined();
});

test("a length in the unit a column is named by is that column: 'shift length in hours' over Hrs", () => {
  const siteShifts = toTable({
    columns: ["Shift Date", "Site", "Hrs"],
    rows: [
      ["2024-03-01", "Riverside", 3],
      ["2024-03-02", "Northgate", 4],
      ["2024-03-03", "Riverside", 5],
    ],
  });
  expect(planAnalysis(siteShifts, "What's the average shift length in hours at Riverside?").draft.analysis).toMatch(
    /^Average Hrs where Site is Riverside: 4\./,
  );
});

describe("where the headers say what the rows are, a thing to count is them or something the table must hold", () => {
  const repairs = lacksOf({
    columns: ["Date Raised", "Property", "Trade", "Contractor", "Date Fixed", "Cost (£)"],
    rows: [
      ["2024-01-04", "12 Elm St", "Plumbing", "A1 Plumbing", "2024-01-09", 180],
      ["2024-01-20", "3 Oak Rd", "Electrical", "Sparks Ltd", "2024-01-22", 95],
      ["2024-02-02", "12 Elm St", "Heating", "Warmflow", null, 420],
      ["2024-02-15", "7 Ash Cl", "Plumbing", "A1 Plumbing", "2024-02-16", 60],
    ],
  });
  const results = lacksOf({
    columns: ["Date", "Opponent", "Venue", "Comp", "GF", "GA", "Result"],
    rows: [
      ["2024-01-06", "Rovers", "Home", "League", 2, 1, "W"],
      ["2024-01-13", "United", "Away", "Cup", 0, 0, "D"],
      ["2024-01-20", "Athletic", "Home", "League", 1, 3, "L"],
    ],
  });
  const homework = lacksOf({
    columns: ["Pupil", "Form", "Subject", "Set", "Due", "Handed In", "Mark (/20)"],
    rows: [
      ["Ava", "8A", "Maths", "2024-09-02", "2024-09-09", "2024-09-08", 14],
      ["Ben", "8B", "English", "2024-09-03", "2024-09-10", "2024-09-12", 11],
      ["Cal", "8A", "Science", "2024-09-04", "2024-09-11", null, null],
    ],
  });

  test("the rows' own noun, which no header names, is no column the table lacks", () => {
    expect(repairs("On average how many repair jobs get raised per month?")).toBeUndefined();
    expect(homework("what % of homework never got handed in?")).toBeUndefined();
  });

  test("a plural or a 'per' that is not the rows is what the table lacks", () => {
    expect(results("how many yellow cards have we picked up in the league?")).toMatch(/card/);
    expect(repairs("whats our repair cost per visit?")).toMatch(/visit/);
  });

  test("a plural that says what a number is stays explained", () => {
    expect(results("how many games did we score 2 goals or more in?")).toBeUndefined();
    expect(results("How many more goals did we score at Home than Away, in % terms?")).toBeUndefined();
  });

  test("money that says only that it is money holds the kind its rows say: donations are income, not costs", () => {
    const donations = lacksOf({
      columns: ["Date Rec'd", "Donor Type", "Campaign", "Amt (£)", "Gift Aid Y/N"],
      rows: [
        ["2024-03-02", "Individual", "Spring Fun Run", 25, "Y"],
        ["2024-03-09", "Business", "Spring Fun Run", 250, "N"],
        ["2024-03-11", "Individual", "General", 10, "Y"],
      ],
    });
    expect(donations("What did the Spring Fun Run make after costs?")).toMatch(/cost/);
    expect(donations("How much money did the Spring Fun Run bring in?")).toBeUndefined();
  });

  test("a capitalised word before the rows' noun names which of them, and no cell holds History", () => {
    expect(homework("What's the average mark on History homework?")).toMatch(/History/);
  });
});

describe("an amount's synonym names a column of numbers, not of text", () => {
  test("'income' in a household budget is no Paid With: the table has no income", () => {
    const budget = lacksOf({
      columns: ["Month", "Category", "Budgeted (£)", "Actual (£)", "Paid With"],
      rows: [
        ["2024-01-01", "Rent", 1250, 1250, "Bank transfer"],
        ["2024-01-01", "Groceries", 400, 436.2, "Card"],
        ["2024-02-01", "Rent", 1250, 1250, "Bank transfer"],
      ],
    });
    expect(budget("what % of our income goes on rent?")).toMatch(/income/);
    expect(budget("what % of our spending goes on rent?")).toBeUndefined();
  });
});

describe("money worked out from the table is of one kind", () => {
  const orders = lacksOf({
    columns: ["Order ID", "Order Date", "Ship Date", "Customer", "Qty", "Unit Price (£)"],
    rows: [
      ["ORD-1", "2024-01-03", "2024-01-04", "Maison", 2, 12.5],
      ["ORD-2", "2024-01-05", "2024-01-07", "Kettle Co", 1, 40],
      ["ORD-3", "2024-01-09", "2024-01-10", "Maison", 5, 8],
    ],
  });

  test("qty × price is revenue, not the shipping costs a question asks for", () => {
    expect(orders("how much did we pay in postage / shipping costs in total")).toMatch(/^The table has no/);
    expect(orders("total revenue (qty x unit price)")).toBeUndefined();
  });
});

describe("what a word before or after a column's name asks for", () => {
  test("'occupancy rate' is a ratio the table cannot make, not a kind of Rate/night", () => {
    const hotel = lacksOf({
      columns: ["Booking Ref", "Hotel", "Check-in", "Nights", "Rate/night (€)"],
      rows: [["BK1", "Faro Marina", "2024-07-02", 2, 210], ["BK2", "Porto Ribeira", "2024-07-09", 3, 180]],
    });
    expect(hotel("what was the occupancy rate at Faro Marina in July")).toMatch(/occupancy/);
    expect(hotel("average nightly rate at Faro Marina in July")).toBeUndefined();
  });

  test("'which hiring manager interviewed' asks for a manager, whatever the Interviewed date says", () => {
    const hiring = lacksOf({
      columns: ["Candidate", "Role", "Applied", "Interviewed", "Hired?", "Recruiter"],
      rows: [["Isla", "QA", "2024-02-01", "2024-02-14", "Y", "Tom"], ["Omar", "Dev", "2024-02-03", null, "N", "Ann"]],
    });
    expect(hiring("Which hiring manager interviewed the most candidates?")).toMatch(/manager/);
    expect(hiring("Which recruiter interviewed the most candidates?")).toBeUndefined();
  });

  test("'which donor' over Donor Type asks for a donor by name, which a column of kinds of donor does not hold", () => {
    const gifts = lacksOf({
      columns: ["Ref", "Donor Type", "Campaign", "Amt (£)"],
      rows: [["D1", "Individual", "Spring", 25], ["D2", "Trust", "Spring", 5000], ["D3", "Individual", "Winter", 40]],
    });
    expect(gifts("Which donor has given us the most in total?")).toMatch(/donor/);
    expect(gifts("Which donor type has given us the most in total?")).toBeUndefined();
  });
});
