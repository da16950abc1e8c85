import { expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { FormulaDraft, Refusal } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const answer = (description: string, columns?: string, platform: "excel" | "sheets" = "excel") => {
  const result = planFormula({ description, platform, ...(columns ? { columns } : {}) });
  if ("refused" in result) throw new Error(`refused: ${description}`);
  return result;
};

test("a request without ranges gets a formula on assumed ranges, said in the explanation and the first step", () => {
  const result = answer("sum of sales where region is east");
  expect(result.formula).toBe('=SUMIF(A2:A100,"east",B2:B100)');
  expect(result.assumed).toEqual([{ label: "Region", range: "A2:A100" }, { label: "Sales", range: "B2:B100" }]);
  expect(result.explanation).toMatch(/^Your request names no cells, so this assumes Region in A2:A100/);
  expect(result.steps[0]).toContain("Check the assumed ranges");
});

test.each([
  ["how many days until the deadline", "=A2-TODAY()"],
  ["make the names upper case", "=UPPER(A2)"],
  ["count how many tasks are marked as done", '=COUNTIF(A2:A100,"done")'],
  ["what % of tasks are marked done", '=COUNTIF(A2:A100,"done")/COUNTA(A2:A100)'],
  ["flag duplicate emails", '=IF(COUNTIF($A$2:$A$100,A2)>1,"Duplicate","")'],
  ["working days between the start date and end date", "=NETWORKDAYS(A2,B2)"],
  ["convert the text to uppercase", "=UPPER(A2)"],
  ["total sales year to date", '=SUMIFS(A2:A100,B2:B100,">="&DATE(YEAR(TODAY()),1,1),B2:B100,"<="&TODAY())'],
  ["how many times does the word error appear", '=COUNTIF(A2:A100,"error")'],
  ["how many orders over 500 in the east", '=COUNTIFS(A2:A100,">500",B2:B100,"east")'],
  ["total hours logged in march", "=SUMPRODUCT((MONTH(B2:B100)=3)*A2:A100)"],
  ["minimum temperature in july", "=MIN(FILTER(A2:A100,(MONTH(B2:B100)=7)))"],
  ["total revenue in Q1", '=SUMIF(B2:B100,"Q1",A2:A100)'],
  ["sum of hours this month", '=SUMIFS(A2:A100,B2:B100,">="&EOMONTH(TODAY(),-1)+1,B2:B100,"<="&EOMONTH(TODAY(),0))'],
  ["which day of the week is the date, with monday as 1", "=WEEKDAY(A2,2)"],
  ["how many orders did we get this year", undefined],
  ["grade: A if 90+, B if 80+, C if 70+, otherwise F", '=IF(A2>=90,"A",IF(A2>=80,"B",IF(A2>=70,"C","F")))'],
  ["max temperature recorded before june 2023", undefined],
])("%s is answered on assumed cells", (description, formula) => {
  const result = answer(description);
  if (formula) expect(result.formula).toBe(formula);
  expect(result.assumed?.length).toBeGreaterThan(0);
});

test("a field the request only implies gets a column of its own, named for what it holds", () => {
  const result = answer("total revenue for the west region thats been closed");
  expect(result.formula).toContain('"west"');
  expect(result.formula).toContain('"closed"');
  expect(result.assumed?.map((a) => a.label)).toEqual(expect.arrayContaining(["Region", "Status", "Revenue"]));
});

test("the user's columns are used by their headers, and nothing is marked as assumed", () => {
  const result = answer("total sales for north", "A Region, B Rep, C Sales");
  expect(result.formula).toBe('=SUMIF(A2:A100,"north",C2:C100)');
  expect(result.assumed).toBeUndefined();
  expect(result.explanation).toMatch(/^Uses your columns: Region in A2:A100 and Sales in C2:C100\./);
});

test("a value or a number with no header said goes to the user's one column of that kind", () => {
  expect(answer("how many orders over 500 in the east", "A Region, B Amount").formula).toBe(
    '=COUNTIFS(B2:B100,">500",A2:A100,"east")',
  );
});

test.each([
  ["sum of amount for harbor inc in 2024", "Customer is C, Amount is E, Date is G", '"harbor inc"'],
  ["sum of stock for storage items priced under 300", "Product, Category, Price, Stock, Code", 'C2:C100,"<300"'],
  [
    "how many people have a rating of 1 or 2",
    "Full name, Email, Salary, Department, City, Rating",
    "COUNTIF(F2:F100,2)",
  ],
])("on the user's columns every value finds its column: %s", (description, columns, part) => {
  expect(answer(description, columns).formula).toContain(part);
});

test.each([
  ["average qty for product widget", '=AVERAGEIF(E2:E100,"widget",F2:F100)'],
  ["find the customer for order id in K2", "=XLOOKUP(K2,A2:A100,C2:C100)"],
  ["how many orders have no status", "=COUNTBLANK(I2:I100)"],
  ["unit price times qty for the first row", "=G2*F2"],
])("a pasted header row: %s", (description, expected) => {
  const header = "Order ID\tOrder Date\tCustomer\tRegion\tProduct\tQty\tUnit Price\tTotal\tStatus";
  expect(answer(description, header).formula).toBe(expected);
});

test("'total sales' on columns whose only numbers are headed Total adds that column up for the value said", () => {
  expect(answer("total sales for the west", "Order ID, Region, Total").formula).toBe('=SUMIF(B2:B100,"west",C2:C100)');
});

test("rows said with the columns are the ranges' rows; a row said in the request is a per-row formula's row", () => {
  expect(answer("count the deals where stage is Closed", "A Deal, B Value, C Owner, D Stage (rows 2-50)").formula)
    .toBe('=COUNTIF(D2:D50,"Closed")');
  expect(answer("city in proper case for row 3", "Full name, Email, City").formula).toBe("=PROPER(C3)");
});

test("a request naming the user's headers is never answered on other, assumed columns", () => {
  const result = planFormula({
    description: "median of the amount by rep",
    platform: "excel",
    columns: "A Rep, B Amount",
  });
  expect(result).toEqual<Refusal>({ refused: true, hint: generationMessages.formulaUnclear });
});

test("a total per group is never answered with one total", () => {
  for (const description of ["total spend per category", "total sales by region"]) {
    const answer = planFormula({ description, platform: "excel" });
    expect("formula" in answer ? answer.formula : "").toMatch(/^=HSTACK\(UNIQUE\(/);
  }
});

test("questions that are not about a sheet stay refused without ranges", () => {
  for (
    const description of [
      "what year did the titanic sink",
      "write me a poem about cats",
      "ugh my countifs is broken again",
      "count to ten",
      "sum up this article for me",
      "round trip to berlin",
    ]
  ) {
    expect(planFormula({ description, platform: "sheets" }), description).toHaveProperty("refused", true);
  }
});

test("an answer on assumed ranges still verifies as a formula of its platform", async () => {
  const { verifyFormula } = await import("../verifier/verify-formula.ts");
  const result: FormulaDraft = answer("average salary for the engineering dept", undefined, "sheets");
  expect(verifyFormula(result.formula, "sheets")).toMatchObject({ parses: true, functionsKnown: true });
});
