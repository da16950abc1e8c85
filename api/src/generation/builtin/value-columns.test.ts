import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const sales = "Region, Rep, Customer, Product, Amount, Status, Date, Quantity, Unit price, Notes";
const deals = "Deal, Value, Owner, Stage";
const people = "Full name, Email, Birth date, Salary, Department, Start date, City";
const budget = "Item, Last year, This year, Tax rate, Amount text, Change, Value";

const formula = (description: string, columns: string, platform: "excel" | "sheets" = "excel") => {
  const result = planFormula({ description, columns, platform });
  return "refused" in result ? null : result.formula;
};

// Values said without their column go to the user's column that holds their kind: a person's name to the names,
// a status to the statuses, a thing sold to the products, a place to the cities, a date test to the one date column.
test.each([
  ["how many closed orders does ben have", sales, '=COUNTIFS(B2:B100,"ben",F2:F100,"closed")'],
  ["count of open deals that chloe owns", deals, '=COUNTIFS(C2:C100,"chloe",D2:D100,"open")'],
  ["what is the total value of gus's lost deals", deals, '=SUMIFS(B2:B100,C2:C100,"gus",D2:D100,"lost")'],
  ["sum of hours on tasks owned by farah", "Task, Start, End, Hours, Owner, Due", '=SUMIF(E2:E100,"farah",D2:D100)'],
  [
    "average amount for hana, not counting the pending ones",
    "A Region, B Rep, E Amount, F Status",
    '=AVERAGEIFS(E2:E100,F2:F100,"<>pending",B2:B100,"hana")',
  ],
  [
    "total amount for rep dev excluding anything that's closed",
    "col A region, col B rep, col E amount, col F status",
    '=SUMIFS(E2:E100,F2:F100,"<>closed",B2:B100,"dev")',
  ],
  [
    "min quantity of widgets sold in the north",
    "A = Region, D = Product, H = Quantity",
    '=MINIFS(H2:H100,D2:D100,"widget",A2:A100,"north")',
  ],
  [
    "largest amount in march 2024",
    sales,
    '=MAXIFS(E2:E100,G2:G100,">="&DATE(2024,3,1),G2:G100,"<="&DATE(2024,3,31))',
  ],
  ["avg salary for people in paris", people, '=AVERAGEIF(G2:G100,"paris",D2:D100)'],
  ["how many people in HR were born before 1990", people, '=COUNTIFS(C2:C100,"<"&DATE(1990,1,1),E2:E100,"HR")'],
  ["avg value of deals over 5000", deals, '=AVERAGEIF(B2:B100,">5000")'],
  ["what percent of deals are lost", deals, '=COUNTIF(D2:D100,"lost")/COUNTA(D2:D100)'],
  ["largest open deal that farah owns", deals, '=MAXIFS(B2:B100,C2:C100,"farah",D2:D100,"open")'],
  [
    "median salary for the marketing people hired after 2018",
    people,
    '=MEDIAN(FILTER(D2:D100,(F2:F100>DATE(2018,12,31))*(E2:E100="marketing")))',
  ],
  ["count orders with a note of gift wrap", sales, '=COUNTIF(J2:J100,"gift wrap")'],
  ["avg amount per order for rep ben", "A Region, B Rep, E Amount, F Status", '=AVERAGEIF(B2:B100,"ben",E2:E100)'],
  [
    "avg score for class c students with weight 1",
    "A student, B score, C weight, F class",
    '=AVERAGEIFS(B2:B100,F2:F100,"c",C2:C100,1)',
  ],
  ["count how many orders chloe has that are over 2000", sales, '=COUNTIFS(E2:E100,">2000",B2:B100,"chloe")'],
  ["how many deals does Gus have open", deals, '=COUNTIFS(D2:D100,"open",C2:C100,"Gus")'],
  [
    "average amount for hana in 2023",
    sales,
    '=AVERAGEIFS(E2:E100,G2:G100,">="&DATE(2023,1,1),G2:G100,"<="&DATE(2023,12,31),B2:B100,"hana")',
  ],
  ["avg unit price for orders with 30 or more units", sales, '=AVERAGEIF(H2:H100,">=30",I2:I100)'],
  [
    "average rating for people in ops who earn over 100000",
    "Full name, Email, Birth date, Salary, Department, Start date, Code, Phone, Comment, City, Rating",
    '=AVERAGEIFS(K2:K100,D2:D100,">100000",E2:E100,"ops")',
  ],
  [
    "total stock for furniture with price over 500",
    "Product, Category, Price, Stock, Code",
    '=SUMIFS(D2:D100,C2:C100,">500",B2:B100,"furniture")',
  ],
  [
    "latest end date among Ana's tasks",
    "A Task, B Start, C End, D Hours, E Owner, F Due",
    '=MAXIFS(C2:C100,E2:E100,"Ana")',
  ],
  ["add up only the positive numbers in the Change column", budget, '=SUMIF(F2:F100,">0")'],
  [
    "how many people were born in the 90s",
    people,
    '=COUNTIFS(C2:C100,">="&DATE(1990,1,1),C2:C100,"<="&DATE(1999,12,31))',
  ],
  ["total this year for items taxed at 5%", budget, "=SUMIF(D2:D100,0.05,C2:C100)"],
  ["need total of Amount where status = closed. my headers are in row 1", sales, '=SUMIF(F2:F100,"closed",E2:E100)'],
  [
    "total closed value for hana and ana combined",
    deals,
    '=SUMIFS(B2:B100,D2:D100,"closed",C2:C100,"hana")+SUMIFS(B2:B100,D2:D100,"closed",C2:C100,"ana")',
  ],
  [
    "count customers whose name ends with Inc (e.g. Harbor Inc, Fjord Inc)",
    "A Region, B Rep, C Customer, D Product, E Amount",
    '=COUNTIF(C2:C100,"*Inc")',
  ],
  ["total hours for the Audit tasks", "Task, Start, End, Hours, Owner, Due", '=SUMIF(A2:A100,"Audit*",D2:D100)'],
  [
    "how many tasks does gus have over 30 hours",
    "Task, Start, End, Hours, Owner, Due",
    '=COUNTIFS(D2:D100,">30",E2:E100,"gus")',
  ],
  ["total salary of people in new york", "Full name, Salary, City", '=SUMIF(C2:C100,"new york",B2:B100)'],
  [
    "class A average score",
    "Student | Score | Weight | Attendance | Test 2 | Class",
    '=AVERAGEIF(F2:F100,"A",B2:B100)',
  ],
  [
    "average amount in the west",
    "Region, Rep, Customer, Product, Amount, Status",
    '=AVERAGEIF(A2:A100,"west",E2:E100)',
  ],
  ["sum of amount for Chloe plus Ben", sales, '=SUMIF(B2:B100,"Chloe",E2:E100)+SUMIF(B2:B100,"Ben",E2:E100)'],
])("%s", (description, columns, expected) => {
  expect(formula(description, columns)).toBe(expected);
});

test("counting different values of one column for a thing sold uses each platform's idiom", () => {
  expect(formula("how many different reps sold sprockets", sales, "sheets")).toBe(
    '=COUNTUNIQUE(FILTER(B2:B100,D2:D100="sprocket"))',
  );
  expect(formula("how many different reps sold sprockets", sales)).toBe(
    '=COUNTA(UNIQUE(FILTER(B2:B100,D2:D100="sprocket")))',
  );
});

test("a value whose column cannot be told, or a date test with two date columns and no verb, is refused", () => {
  expect(formula("total amount for zed", sales)).toBeNull();
  expect(formula("how many people in 2016", people)).toBeNull();
  expect(formula("count closed deals for gus and the open ones for ben", deals)).toBeNull();
});
