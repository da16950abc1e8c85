import { expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { FormulaDraft } from "../types.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { planFormula } from "./plan-formula.ts";

type Case = [platform: "excel" | "sheets", description: string, formula: string];

const cases: Case[] = [
  // sums, averages, counts, min/max, median, spread
  ["excel", "total the numbers in C2 to C30", "=SUM(C2:C30)"],
  ["sheets", "what's the mean of col F", "=AVERAGE(F:F)"],
  ["excel", "how many cells in B2:B80 have numbers", "=COUNT(B2:B80)"],
  ["sheets", "count the filled cells in D2:D9", "=COUNTA(D2:D9)"],
  ["excel", "how many empty cells are in K2:K70", "=COUNTBLANK(K2:K70)"],
  ["sheets", "smallest number in rows 5 to 60 of column G", "=MIN(G5:G60)"],
  ["excel", "middle value of the prices in E2:E44", "=MEDIAN(E2:E44)"],
  ["excel", "sample standard deviation for C2:C20", "=STDEV.S(C2:C20)"],
  ["sheets", "standard deviation for C2:C20", "=STDEV(C2:C20)"],
  // conditional
  ["excel", 'add up C2:C40 if B2:B40 says "Paid"', '=SUMIF(B2:B40,"Paid",C2:C40)'],
  ["sheets", "cound orders in F2:F90 over 250", '=COUNTIF(F2:F90,">250")'],
  ["excel", "average of G2:G30 where H2:H30 is not Cancelled", '=AVERAGEIF(H2:H30,"<>Cancelled",G2:G30)'],
  [
    "sheets",
    "total of D2:D50 when A2:A50 is East and E2:E50 is at least 3",
    '=SUMIFS(D2:D50,A2:A50,"East",E2:E50,">=3")',
  ],
  ["excel", "count names in A2:A30 beginning with Mc", '=COUNTIF(A2:A30,"Mc*")'],
  ["excel", "largest value in C2:C20 where B2:B20 is Gold", '=MAXIFS(C2:C20,B2:B20,"Gold")'],
  ["sheets", "sum of F2:F40 for dates in A2:A40 after 2024-01-31", '=SUMIF(A2:A40,">"&DATE(2024,1,31),F2:F40)'],
  ["excel", "count B2:B60 betwen 5 and 9", '=COUNTIFS(B2:B60,">=5",B2:B60,"<=9")'],
  ["sheets", "sum C2:C9 where A2:A9 is Red or Blue", '=SUMIF(A2:A9,"Red",C2:C9)+SUMIF(A2:A9,"Blue",C2:C9)'],
  ["excel", "median of C2:C20 where B2:B20 is Gold", '=MEDIAN(FILTER(C2:C20,B2:B20="Gold"))'],
  // distinct, top/bottom, rank
  // A whole column's header is no city.
  ["sheets", "how many distinct cities in column C", '=COUNTUNIQUE(FILTER(C:C,(C:C<>"")*(C:C<>C1)))'],
  ["excel", "number of unique codes in A2:A500", "=COUNTA(UNIQUE(A2:A500))"],
  ["excel", "list the unique names in B2:B30", "=UNIQUE(B2:B30)"],
  ["excel", "the 4th largest sale in D2:D99", "=LARGE(D2:D99,4)"],
  ["sheets", "total of the bottom 2 values in D2:D99", "=SUM(SMALL(D2:D99,{1,2}))"],
  ["excel", "rank C7 within C2:C30", "=RANK.EQ(C7,$C$2:$C$30)"],
  ["sheets", "rank C7 within C2:C30 in ascending order", "=RANK(C7,$C$2:$C$30,1)"],
  // lookups
  ["excel", "vlookup F2 in the table A2:D50 and give back the 2nd column", "=VLOOKUP(F2,A2:D50,2,FALSE)"],
  ["sheets", "look up the id in F2 in A2:A50 and return B2:B50", "=XLOOKUP(F2,A2:A50,B2:B50)"],
  ["excel", "use index match to find F2 in A2:A50 and return C2:C50", "=INDEX(C2:C50,MATCH(F2,A2:A50,0))"],
  // logic
  ["excel", "if C2 is over 100 say High else Low", '=IF(C2>100,"High","Low")'],
  ["sheets", 'if D4 contains urgent then "Now" otherwise "Later"', '=IF(ISNUMBER(SEARCH("urgent",D4)),"Now","Later")'],
  // text
  ["excel", "get the first name from A9", '=TEXTBEFORE(A9," ")'],
  ["sheets", "first 2 letters of C4", "=LEFT(C4,2)"],
  // Excel 365 cuts text with TEXTAFTER; older versions get MID and FIND when the answer is fitted to them.
  ["excel", "everything after the comma in D2", '=TEXTAFTER(D2,",")'],
  ["sheets", "make B2 proper case", "=PROPER(B2)"],
  ["excel", "replace Ltd with Limited in C2", '=SUBSTITUTE(C2,"Ltd","Limited")'],
  ["sheets", "join A2 and B2 with a space", '=A2&" "&B2'],
  ["excel", "join B2:B20 separated by a comma and a space", '=TEXTJOIN(", ",TRUE,B2:B20)'],
  ["excel", "how many characters in D5", "=LEN(D5)"],
  ["sheets", "split A2 at the comma", '=SPLIT(A2,",")'],
  ["excel", "split A2 at the comma", '=TEXTSPLIT(A2,",")'],
  // numbers
  ["excel", "round D2 down to 1 decimal place", "=ROUNDDOWN(D2,1)"],
  ["sheets", "round D2 to the nearest thousand", "=ROUND(D2,-3)"],
  ["excel", "average of B2:B9 rounded to 2 decimal places", "=ROUND(AVERAGE(B2:B9),2)"],
  ["sheets", "what is 8% of C3", "=C3*8%"],
  ["excel", "percentage change from D2 to E2", "=(E2-D2)/D2"],
  ["sheets", "share of the total for B4 in B2:B30", "=B4/SUM($B$2:$B$30)"],
  ["excel", "add 7.5% sales tax to F2", "=F2*(1+7.5%)"],
  ["excel", "weighted average of C2:C9 with weights in D2:D9", "=SUMPRODUCT(C2:C9,D2:D9)/SUM(D2:D9)"],
  ["sheets", "square root of A5", "=SQRT(A5)"],
  ["excel", "A5 to the power of 4", "=POWER(A5,4)"],
  // dates
  ["excel", "days between A2 and B2", "=B2-A2"],
  ["sheets", "working days from A2 to B2", "=NETWORKDAYS(A2,B2)"],
  ["excel", "add 2 years to A3", "=EDATE(A3,24)"],
  ["sheets", "what month is in D3", "=MONTH(D3)"],
  ["excel", "last day of the month for A4", "=EOMONTH(A4,0)"],
  ["sheets", "age of someone born on the date in B7", '=DATEDIF(B7,TODAY(),"Y")'],
  // finance
  ["excel", "monthly payment on a loan of 15000 at 7% over 4 years", "=PMT(7%/12,4*12,-15000)"],
  ["sheets", "future value of 150 a month for 20 years at 6%", "=FV(6%/12,20*12,-150)"],
  ["excel", "compound interest on 2000 at 4% for 5 years compounded quarterly", "=2000*(1+4%/4)^(5*4)"],
  // other sheets, grouped totals, outputs that are calculations
  ["excel", "vlookup A2 in Sheet2!A:C column 3", "=VLOOKUP(A2,Sheet2!A:C,3,FALSE)"],
  ["sheets", "sum of column E for each region in column A", '=QUERY(A:E,"select A, sum(E) group by A",1)'],
  ["excel", "if B2 is over 5 multiply it by 2, otherwise leave it", "=IF(B2>5,B2*2,B2)"],
  ["sheets", "if A2 is blank leave blank otherwise Done", '=IF(A2="","","Done")'],
  ["excel", "total sales in column D for the West region in column A", '=SUMIF(A:A,"West",D:D)'],
  ["sheets", "days since the date in A2", "=TODAY()-A2"],
  // casual phrasing
  ["excel", "how many times does the word yes appear in D2:D200", '=COUNTIF(D2:D200,"yes")'],
  ["sheets", "total of amount (E2:E100) where status (F2:F100) isnt Closed", '=SUMIF(F2:F100,"<>Closed",E2:E100)'],
  ["excel", "sum of E2:E100 excluding North in A2:A100", '=SUMIF(A2:A100,"<>North",E2:E100)'],
  ["sheets", 'highest value in B2:B40 where C2:C40 is "Q1"', '=MAXIFS(B2:B40,C2:C40,"Q1")'],
  ["excel", "count cells in B2:B50 which are bigger than the value in E1", '=COUNTIF(B2:B50,">"&E1)'],
  ["sheets", "get everything to the right of the dash in B2", '=MID(B2,FIND("-",B2)+1,LEN(B2))'],
  ["excel", "if d2 is over 1000 then apply 10% discount else no discount", "=IF(D2>1000,D2*(1-10%),D2)"],
  ["sheets", "count people older than 30 in column C", '=COUNTIF(C:C,">30")'],
  ["excel", "remove the first 3 characters from A2", "=MID(A2,4,LEN(A2))"],
  ["sheets", "drop the last 2 characters of A2", "=LEFT(A2,LEN(A2)-2)"],
  ["excel", "loan payment for 10000 at 8 percent over 36 months", "=PMT(8%/12,36,-10000)"],
  ["sheets", "next working day after A2", "=WORKDAY(A2,1)"],
  ["excel", "end of the month 2 months after A2", "=EOMONTH(A2,2)"],
  ["sheets", "hours between two times in A2 and B2", "=(B2-A2)*24"],
  ["excel", "age in months from date in B2", '=DATEDIF(B2,TODAY(),"M")'],
];

test.each(cases)("%s: %s", (platform, description, formula) => {
  const answer = planFormula({ description, platform });
  expect(answer).toMatchObject({ formula });
});

test("every answer parses and uses only the platform's functions, and names them in order", () => {
  for (const [platform, description] of cases) {
    const answer = planFormula({ description, platform }) as FormulaDraft;
    const verification = verifyFormula(answer.formula, platform);
    expect({ description, ...verification }).toMatchObject({ description, parses: true, functionsKnown: true });
    const named = [...answer.formula.replace(/"[^"]*"/g, "").matchAll(/([A-Z][A-Z0-9.]*)\(/g)].map((m) => m[1]);
    expect(answer.functions).toEqual([...new Set(named)]);
  }
});

test("an answer explains itself with the user's ranges and gives platform-worded steps", () => {
  const excel = planFormula({ description: "sum B2:B50 where D2:D50 is Closed", platform: "excel" }) as FormulaDraft;
  expect(excel.explanation).toContain("B2:B50");
  expect(excel.explanation).toContain('"Closed"');
  expect(excel.steps[0]).toContain("Excel");
  expect(excel.steps[1]).toContain(excel.formula);
  expect(excel.steps.join(" ")).toContain("B2:B50 and D2:D50");
  const sheets = planFormula({ description: "first name from A2", platform: "sheets" }) as FormulaDraft;
  expect(sheets.steps[0]).toContain("Google Sheet");
  expect(sheets.steps.at(-1)).toContain("every row");
});

test("nonsense, and tasks without a range to work on, are refused with the hint", () => {
  const refusal = { refused: true, hint: generationMessages.formulaUnclear };
  for (const description of ["asdf", "what's the weather", "make it better", "12345", "help"]) {
    expect(planFormula({ description, platform: "excel" }), description).toEqual(refusal);
  }
  // Half-understood requests: answering them would drop part of what was asked.
  for (
    const description of [
      'sum D2:D20 for "Acme"',
      "average of the last 5 values in B2:B50",
      "sum of column E for each region in column A",
      "⟦0⟧ over 5",
    ]
  ) {
    expect(planFormula({ description, platform: "excel" }), description).toEqual(refusal);
  }
});
