import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, columns?: string) => {
  const result = planFormula({ description, platform: "excel", ...(columns ? { columns } : {}) });
  return "refused" in result ? null : result.formula;
};

test.each([
  ["e11 times 1.0725 for the sales tax, rounded to 2 decimals", "=ROUND(E11*1.0725,2)"],
  ["multiply c4 by 1.2 and round to 2 dp", "=ROUND(C4*1.2,2)"],
  ["whats b2 multiplied by 3.5", "=B2*3.5"],
  ["price in C2 x 1.2", "=C2*1.2"],
  ["10 divided by A2", "=10/A2"],
  ["B2/C2*100", "=B2/C2*100"],
  ["cost per unit: E2 divided by H2", "=E2/H2"],
])("a cell and a number said with an operator in words: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  ["sqrt of the sum of G2:G21", "=SQRT(SUM(G2:G21))"],
  ["give me the square root of the total of C2:C30", "=SQRT(SUM(C2:C30))"],
  ["the square root of the average of B2:B40", "=SQRT(AVERAGE(B2:B40))"],
  ["square root of b4 times 10", "=SQRT(B4)*10"],
  ["curving the test: new score = square root of the score times 10. score is in b9", "=SQRT(B9)*10"],
  ["the new mark is the sqrt of the mark times 10, mark is in C12", "=SQRT(C12)*10"],
  ["D5 squared plus E5 squared", "=D5^2+E5^2"],
  ["G3 to the power of 2.5", "=POWER(G3,2.5)"],
  ["the cube root of the sum of B2:B9", "=SUM(B2:B9)^(1/3)"],
])("a function binds to what follows it, a range under an aggregate is totalled first: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  ["unit price I7 x qty H7 minus a 5% discount", "=I7*H7*(1-5%)"],
  ["unit price I9 times qty H9 less a 10% discount", "=I9*H9*(1-10%)"],
  ["qty H4 x price I4, take 8% off", "=H4*I4*(1-8%)"],
  ["price C4 including 20% vat", "=C4*(1+20%)"],
  ["C4 plus 20% vat rounded to 2 decimals", "=ROUND(C4*(1+20%),2)"],
  ["price C4 excluding 17.5% vat", "=C4/(1+17.5%)"],
  ["what is 20% of the total of B2:B50", "=SUM(B2:B50)*20%"],
])("a discount or a tax said after a product applies to all of it: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  ["wat % of the whole pipeline in B2:B50 is deal 6 (B7)", "=B7/SUM($B$2:$B$50)"],
  ["what percentage of B2:B50 is B9", "=B9/SUM($B$2:$B$50)"],
  ["what % is B9 of the total in B2:B50", "=B9/SUM($B$2:$B$50)"],
  ["B9 as a percent of the whole of B2:B50", "=B9/SUM($B$2:$B$50)"],
  [
    "how much did postage go up, C14 minus B14, as a percent of this years total budget C2:C21",
    "=(C14-B14)/SUM($C$2:$C$21)",
  ],
  ["this year C14 minus last year B14 as a % of the whole budget C2:C21", "=(C14-B14)/SUM($C$2:$C$21)"],
  ["C5 minus B5 as a percentage of B5", "=(C5-B5)/B5"],
  ["C5 minus B5 divided by B5", "=(C5-B5)/B5"],
  ["each sale's share of the total E2:E100", "=E2/SUM($E$2:$E$100)"],
])("a part over its whole: the whole is totalled and said last or first: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  [
    "what % of the total amount is each sale? formula for the first row, i'll drag it down",
    "Region\tRep\tCustomer\tProduct\tAmount\tStatus\n(data in rows 2-100)",
    "=E2/SUM($E$2:$E$100)",
  ],
  [
    "each order's percent of the total amount, first row",
    "Region, Rep, Customer, Product, Amount",
    "=E2/SUM($E$2:$E$100)",
  ],
  [
    "price with 20% vat for the first product, round it to 2 decimals",
    "Product / Category / Price / Stock / Code",
    "=ROUND(C2*(1+20%),2)",
  ],
  ["unit price times quantity less a 3% discount for row 5", "A Item, B Quantity, C Unit price", "=C5*B5*(1-3%)"],
])("on the user's columns, a header stands for its row's cell: %s", (description, columns, expected) => {
  expect(formula(description, columns)).toBe(expected);
});

test.each([
  ["attendance in d10 is a decimal (0.72), I want it as a number out of 100", "=D10*100"],
  ["attendance in D4 is a fraction, show it out of 100", "=D4*100"],
  ["score B2 out of 50", "=B2/50"],
  ["show score to weight as a simplified ratio like 19:1 for row 2 (b2 and c2)", '=B2/GCD(B2,C2)&":"&C2/GCD(B2,C2)'],
  ["simplify the ratio of E5 to B5", '=E5/GCD(E5,B5)&":"&B5/GCD(E5,B5)'],
  ["ratio of E5 to B5", "=E5/B5"],
  ["difference between C9 and B9, always positive", "=ABS(C9-B9)"],
  ["subtract B9 from C9", "=C9-B9"],
  ["add 100 to C9", "=C9+100"],
  ["profit margin: (B2 - C2) / B2", "=(B2-C2)/B2"],
])("scales, ratios, differences and brackets: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  // Which of A plus (B times 2) and (A plus B) times 2? Words do not say.
  "C5 plus B5 times 2",
  "square root of D5 squared plus E5 squared",
  "C5 minus B5 divided by D5",
  // The rate of the tax was never said.
  "B2 times C2 with tax",
  "B2 plus tax",
  // Arithmetic inside a condition or a count is another task.
  "B2 minus C2 if positive",
  "A2 over 5000",
  "diffrence between last yr and this yr for row 7, always want it positive",
])("refused rather than guessed: %s", (description) => {
  expect(formula(description)).toBeNull();
});

test.each([
  [
    "what % of the grand total is each row? formula for row 2, amounts E2:E100. as a decimal is fine",
    "=E2/SUM($E$2:$E$100)",
  ],
  ["what share of this year's total is Rent (row 2)? this year is col C rows 2 to 21", "=C2/SUM($C$2:$C$21)"],
  ["share of the whole B2:B50 for row 7", "=B7/SUM($B$2:$B$50)"],
  ["each line as a percent of the total, amounts in D2:D40", "=D2/SUM($D$2:$D$40)"],
])("a part left unsaid is the named row's (or each row's) cell of the totalled column: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  ["give the person in row 10 a 5% raise and round to the nearest hundred, salary is col D", "=ROUND(D10*(1+5%),-2)"],
  ["add 20% vat, the price is in C2", "=C2*(1+20%)"],
  ["a 3% pay cut, salary is D4", "=D4*(1-3%)"],
  ["square root of it times 10, the score is B9", "=SQRT(B9)*10"],
])("the cell named after the sum is what the sum works on: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  // Numbers that name things, or values said in words only, are not operands.
  "final mark = 40% score + 60% test 2, rounded to 1 decimal, for row 3",
  "year over year: total Amount 2024 minus total 2023",
  "sum E2 times 2",
  "score B2 out of 50, weight is C2",
])("names with no cells, or a cell left over, are refused: %s", (description) => {
  expect(formula(description)).toBeNull();
});

test.each([
  ["total inventory value = price * stock for all rows, price C2:C100 stock D2:D100", "=SUMPRODUCT(C2:C100,D2:D100)"],
  ["total value: qty times price for all rows, qty H2:H100 and price I2:I100", "=SUMPRODUCT(H2:H100,I2:I100)"],
  ["line value = price * stock for each row, price C2 and stock D2", "=C2*D2"],
])(
  "names given after the sum stand for their places, and two columns multiplied are added up when a total is asked: %s",
  (
    description,
    expected,
  ) => {
    expect(formula(description)).toBe(expected);
  },
);

test.each([
  ["count B2:B10 times 2", undefined],
  ["sum of B2:B10 where A2:A10 is east times 2", undefined],
])("a filter is not a sign or a tax, and a number said is never dropped: %s", (description, columns) => {
  expect(formula(description, columns)).toBeNull();
});

test("rows picked by a sign or a rate are not made positive or taxed", () => {
  const columns = "Item, Last year, This year, Tax rate, Amount text, Change";
  expect(formula("add up only the positive numbers in the Change column", columns)).not.toMatch(/ABS/);
  const taxed = formula("total this year for items taxed at 20%. tax rate is stored as 0.2", columns);
  expect(taxed).not.toMatch(/\*\(1\+/);
});

test.each([
  ["15% off the price in C9, round to cents", "=ROUND(C9*(1-15%),2)"],
  ["round C2 to the nearest cent", "=ROUND(C2,2)"],
  ["line total for row 2: qty H2 times unit price I2 incl 8% tax, rounded to cents", "=ROUND(H2*I2*(1+8%),2)"],
  ["round up A2 to the nearest 5", "=CEILING(A2,5)"],
  ["round B3 down to the nearest 0.5", "=FLOOR(B3,0.5)"],
  ["round C2 to the nearest 5", "=MROUND(C2,5)"],
])("rounding to a multiple keeps its direction: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});
