import { expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { planFormula } from "./plan-formula.ts";

const cases: [description: string, formula: string, columns?: string][] = [
  [
    "use QUERY to total column E per region in column A from A1:J100",
    '=QUERY(A1:J100,"select A, sum(E) group by A",1)',
  ],
  [
    "query formula: columns A and C where B is Lighting and C over 500, sorted by C high to low, data A1:E100",
    "=QUERY(A1:E100,\"select A, C where B = 'Lighting' and C > 500 order by C desc\",1)",
  ],
  [
    "query A1:E100 for rows where column C is more than 500 sorted by column C descending",
    '=QUERY(A1:E100,"select * where C > 500 order by C desc",1)',
  ],
  [
    "QUERY: average of column D by column C, data A1:E50, sorted by average high to low",
    '=QUERY(A1:E50,"select C, avg(D) group by C order by avg(D) desc",1)',
  ],
  ["a query to get the top 5 rows of A1:D100 by column D", '=QUERY(A1:D100,"select * order by D desc limit 5",1)'],
  [
    "query: sum of column E grouped by column B where column F is Closed, A1:J100",
    "=QUERY(A1:J100,\"select B, sum(E) where F = 'Closed' group by B\",1)",
  ],
  ["query to count column B per column A in A1:C40", '=QUERY(A1:C40,"select A, count(B) group by A",1)'],
  [
    "query for the product and price where price is over 500, sorted by price high to low",
    '=QUERY(A:C,"select A, C where C > 500 order by C desc",1)',
    "Product, Category, Price, Stock",
  ],
];

test.each(cases)("%s", (description, formula, columns) => {
  expect(planFormula({ description, platform: "sheets", columns })).toMatchObject({ formula });
});

test("a query whose columns the request never names, or on Excel, is not guessed", () => {
  const refusal = { refused: true, hint: generationMessages.formulaUnclear };
  for (
    const description of [
      "use QUERY to give me a table of total amount per region from A1:J100, with headers",
      "query formula: product and price for all Lighting items over 500 sorted by price high to low, data A1:E100",
    ]
  ) {
    expect(planFormula({ description, platform: "sheets" }), description).toEqual(refusal);
  }
  expect(planFormula({ description: "query: columns A and C where B is Lighting, A1:E100", platform: "excel" }))
    .toEqual(refusal);
});
