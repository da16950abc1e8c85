import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets" = "excel") => {
  const result = planFormula({ description, platform });
  return "refused" in result ? null : result.formula;
};

// Every aggregate with every form of test, in the words the fields are named by.
test.each([
  ["avg qty for gizmo orders. product is col D, qty is col H, rows 2 thru 100", '=AVERAGEIF(D2:D100,"gizmo",H2:H100)'],
  ["lowest salary in HR -- dept is E2:E60, salary D2:D60", '=MINIFS(D2:D60,E2:E60,"HR")'],
  ["whats the smallest closed deal? B2:B50 values, D2:D50 stage", '=MINIFS(B2:B50,D2:D50,"closed")'],
  ["how many rows have nothing in notes (J2:J100) and are Closed in F2:F100", '=COUNTIFS(J2:J100,"",F2:F100,"Closed")'],
  ["count how many people are in london, the city column is J2:J60", '=COUNTIF(J2:J60,"london")'],
  ["how many empty cells are in K2:K70", "=COUNTBLANK(K2:K70)"],
  ["what share of the orders are closed? status in F2:F100", '=COUNTIF(F2:F100,"closed")/COUNTA(F2:F100)'],
  [
    "avg hours for tasks due in july 2024, due dates F2:F40 hours D2:D40",
    '=AVERAGEIFS(D2:D40,F2:F40,">="&DATE(2024,7,1),F2:F40,"<="&DATE(2024,7,31))',
  ],
  [
    "how many employees were born in the 1980s? birth dates c2:c60",
    '=COUNTIFS(C2:C60,">="&DATE(1980,1,1),C2:C60,"<="&DATE(1989,12,31))',
  ],
  ["sum of this year C2:C21 for items where the change in F2:F21 is positive", '=SUMIF(F2:F21,">0",C2:C21)'],
  [
    "total salary d2:d60 for everyone in Sales or Finance (dept in E2:E60)",
    '=SUMIF(E2:E60,"Sales",D2:D60)+SUMIF(E2:E60,"Finance",D2:D60)',
  ],
  [
    "max salary of anyone who started before 2015. start date col F, salary col D, rows 2 to 60",
    '=MAXIFS(D2:D60,F2:F60,"<"&DATE(2015,1,1))',
  ],
  ["median salary of the IT ppl. salaries D2:D60 departments E2:E60", '=MEDIAN(FILTER(D2:D60,E2:E60="IT"))'],
  ["total in B for every row where C is Yes, rows 2 to 200", '=SUMIF(C2:C200,"Yes",B2:B200)'],
  ["average of B2:B30 ignoring zeros", '=AVERAGEIF(B2:B30,"<>0")'],
  ["count dates in A2:A50 in december", "=SUMPRODUCT((MONTH(A2:A50)=12))"],
  ["need a sumifs for C where A is North and B is 2024", '=SUMIFS(C:C,A:A,"North",B:B,2024)'],
  ["count numbers greater than average in A2:A50", '=COUNTIF(A2:A50,">"&AVERAGE(A2:A50))'],
  ["smallest non zero value in B2:B40", '=MINIFS(B2:B40,B2:B40,"<>0")'],
  ["count if C2:C100 has the word late anywhere", '=COUNTIF(C2:C100,"*late*")'],
  ["count cells in A2:A50 that contain text", '=COUNTIF(A2:A50,"*")'],
  [
    "sum of sales year to date, dates in A2:A100 sales in B2:B100",
    '=SUMIFS(B2:B100,A2:A100,">="&DATE(YEAR(TODAY()),1,1),A2:A100,"<="&TODAY())',
  ],
  [
    "count deals where the owner isnt Chloe and stage is open C2:C50 / D2:D50",
    '=COUNTIFS(C2:C50,"<>Chloe",D2:D50,"open")',
  ],
  [
    "count rows where notes arent blank and status reads Open. J2:J100 F2:F100",
    '=COUNTIFS(J2:J100,"<>",F2:F100,"Open")',
  ],
  [
    "average C2:C100 where region North or South (B2:B100)",
    '=AVERAGE(FILTER(C2:C100,((B2:B100="North")+(B2:B100="South"))))',
  ],
  ["sum everything in E2:E50 except where F2:F50 says Cancelled", '=SUMIF(F2:F50,"<>Cancelled",E2:E50)'],
  ["count entries in B2:B300 containing @gmail", '=COUNTIF(B2:B300,"*@gmail*")'],
  ["what is the median of D2:D99 for the West team (team is column A)", '=MEDIAN(FILTER(D2:D99,A2:A99="West"))'],
  // Rows to leave out, however said.
  ["total of E2:E100 not counting the cancelled orders, status F2:F100", '=SUMIF(F2:F100,"<>cancelled",E2:E100)'],
  ["sum of value B2:B50 ignoring the lost ones, stage in D2:D50", '=SUMIF(D2:D50,"<>lost",B2:B50)'],
  ["count F2:F100 except the closed ones", '=COUNTIF(F2:F100,"<>closed")'],
  ["avg of E2:E100 without the returned orders (status F2:F100)", '=AVERAGEIF(F2:F100,"<>returned",E2:E100)'],
  // Spans with both ends included, the first date taking the second's year.
  ["count of H2:H100 from 10 to 20 inclusive", '=COUNTIFS(H2:H100,">=10",H2:H100,"<=20")'],
  [
    "avg amount for orders dated 1 feb 2024 thru 31 mar 2024 inclusive. G2:G100 dates E2:E100 amounts",
    '=AVERAGEIFS(E2:E100,G2:G100,">="&DATE(2024,2,1),G2:G100,"<="&DATE(2024,3,31))',
  ],
  [
    "total E2:E100 for orders from 1st march to 15th march 2024 (dates in G2:G100)",
    '=SUMIFS(E2:E100,G2:G100,">="&DATE(2024,3,1),G2:G100,"<="&DATE(2024,3,15))',
  ],
  [
    "sum of E2:E100 where G2:G100 is from march 2024 to may 2024",
    '=SUMIFS(E2:E100,G2:G100,">="&DATE(2024,3,1),G2:G100,"<="&DATE(2024,5,31))',
  ],
  // Min and max with a test, in every way of asking for them; the range no test claims is what is measured.
  ["when was the latest Closed order? dates G2:G100, status F2:F100", '=MAXIFS(G2:G100,F2:F100,"Closed")'],
  ["newest order date for Ben, rep B2:B100, dates G2:G100", '=MAXIFS(G2:G100,B2:B100,"Ben")'],
  [
    "tell me the max amount for 2023 (amounts E2:E100, dates G2:G100)",
    '=MAXIFS(E2:E100,G2:G100,">="&DATE(2023,1,1),G2:G100,"<="&DATE(2023,12,31))',
  ],
  [
    "lowest price among lighting items with under 20 in stock. category B2:B100 price C2:C100 stock D2:D100",
    '=MINIFS(C2:C100,D2:D100,"<20",B2:B100,"lighting")',
  ],
  [
    "orders flagged open after 1/1/2024, how many? status F2:F100 dates G2:G100",
    '=COUNTIFS(F2:F100,"open",G2:G100,">"&DATE(2024,1,1))',
  ],
  ["hours total D2:D40 where end C2:C40 is after 1 july 2024", '=SUMIF(C2:C40,">"&DATE(2024,7,1),D2:D40)'],
  ["highest score for class B students, class F2:F40, score B2:B40", '=MAXIFS(B2:B40,F2:F40,"B")'],
  ["average of Value (G) but only where Change (F) is negative", '=AVERAGEIF(F:F,"<0",G:G)'],
  // Patterns of names: "named X something", "X in them", examples in brackets that are not values.
  ["how many emails have gmail in them, emails B2:B60", '=COUNTIF(B2:B60,"*gmail*")'],
  ["average salary of anyone called Chris whatever, names A2:A60, salary D2:D60", '=AVERAGEIF(A2:A60,"Chris*",D2:D60)'],
  ["biggest single sale in the west region? regions col A amounts col E", '=MAXIFS(E:E,A:A,"west")'],
  // Choices joined by "or" or "plus" on the one range a count or an average tests.
  ["count tasks owned by Dev or Ben in E2:E40", '=COUNTIF(E2:E40,"Dev")+COUNTIF(E2:E40,"Ben")'],
  [
    "average salary for people in paris plus berlin. city is J2:J60 salary D2:D60",
    '=AVERAGE(FILTER(D2:D60,((J2:J60="paris")+(J2:J60="berlin"))))',
  ],
  // Spans of months and quarters.
  [
    "count tasks that started in july-sept 2024. start dates B2:B40",
    '=COUNTIFS(B2:B40,">="&DATE(2024,7,1),B2:B40,"<="&DATE(2024,9,30))',
  ],
  [
    "total amount from nov to feb 2024, dates G2:G100 amounts E2:E100",
    '=SUMIFS(E2:E100,G2:G100,">="&DATE(2023,11,1),G2:G100,"<="&DATE(2024,2,29))',
  ],
  [
    "sum of E2:E100 for q4 of 2023, dates in G2:G100",
    '=SUMIFS(E2:E100,G2:G100,">="&DATE(2023,10,1),G2:G100,"<="&DATE(2023,12,31))',
  ],
  [
    "how many sales in Q2 2024 (april-june)? dates G2:G100",
    '=COUNTIFS(G2:G100,">="&DATE(2024,4,1),G2:G100,"<="&DATE(2024,6,30))',
  ],
  [
    "count people born in the 80s, birth dates C2:C60",
    '=COUNTIFS(C2:C60,">="&DATE(1980,1,1),C2:C60,"<="&DATE(1989,12,31))',
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("counting different values under a test uses each platform's idiom", () => {
  const request = "how many different customers has Ana sold to? reps are B2:B100 and customers C2:C100";
  expect(formula(request, "excel")).toBe('=COUNTA(UNIQUE(FILTER(C2:C100,B2:B100="Ana")))');
  expect(formula(request, "sheets")).toBe('=COUNTUNIQUE(FILTER(C2:C100,B2:B100="Ana"))');
});

test("a test that cannot be placed, or a value that would be dropped, is refused rather than guessed", () => {
  expect(formula("sum C2:C100 for the West region")).toBeNull();
  expect(formula("what's the max of B2:B30 ignoring errors")).toBeNull();
  expect(formula("how many sales over 500 are from the West region (B2:B100)")).toBeNull();
  expect(formula("count tasks owned by Chloe or Hana in E2:E40")).not.toBe("=COUNTA(E2:E40)");
});
