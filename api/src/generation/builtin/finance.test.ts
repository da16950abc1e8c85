import { expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { planFormula } from "./plan-formula.ts";

type Case = [platform: "excel" | "sheets", description: string, formula: string, columns?: string];

const loanColumns = "A Principal, B Annual rate, C Years, D Monthly deposit, E Periods per year";

const cases: Case[] = [
  // the payment, with the loan's values as plain numbers, as cells named before or after them, or as headers
  ["excel", "whats the monthly repayment on a $300,000 mortgage, 5.5% interest, 25 yrs", "=PMT(5.5%/12,25*12,-300000)"],
  ["sheets", "loan amount in A2, rate in B2, term in C2 years - monthly payment?", "=PMT(B2/12,C2*12,-A2)"],
  ["excel", "monthly payment for row 5: principal A5, annual interest B5, term C5 years", "=PMT(B5/12,C5*12,-A5)"],
  ["sheets", "PMT for the loan in row 7. A7 principal, B7 yearly rate, C7 years", "=PMT(B7/12,C7*12,-A7)"],
  ["excel", "monthly payment, A2 is the principal, B2 the annual rate and C2 the years", "=PMT(B2/12,C2*12,-A2)"],
  [
    "excel",
    "monthly payment on the principal at the annual rate over the years, row 2",
    "=PMT(B2/12,C2*12,-A2)",
    loanColumns,
  ],
  // how often it is paid: a payment word, a periods-per-year value, or one payment a year
  ["excel", "yearly payment on a 50000 loan at 4% for 10 years", "=PMT(4%,10,-50000)"],
  ["sheets", "payment each quarter, principal A3, rate B3, years C3", "=PMT(B3/4,C3*4,-A3)"],
  [
    "sheets",
    "annual payment on the loan in row 4, 1 payment per year, principal A4 rate B4 years C4",
    "=PMT(B4,C4,-A4)",
  ],
  [
    "excel",
    "repayment per period with periods per year in E6, principal A6, rate B6, years C6",
    "=PMT(B6/E6,C6*E6,-A6)",
  ],
  // saving towards a goal, and what savings grow to
  [
    "excel",
    "how much do i need to deposit every month to have 100000 after 20 years at 5%",
    "=PMT(5%/12,20*12,0,-100000)",
  ],
  ["sheets", "how much will i have after C2 years if i deposit D2 every month at B2 interest", "=FV(B2/12,C2*12,-D2)"],
  ["excel", "if I save 300 a month at 4% for 15 years how much will I end up with", "=FV(4%/12,15*12,-300)"],
  [
    "excel",
    "how much will i have if i put D3 in each month for C3 years at rate B3, starting with 1000",
    "=FV(B3/12,C3*12,-D3,-1000)",
  ],
  // what can be borrowed, what a later sum is worth now
  [
    "sheets",
    "how much can i afford to borrow at 6.5% over 25 years if I can pay 1200 a month",
    "=PV(6.5%/12,25*12,-1200)",
  ],
  ["excel", "present value of 10000 received in 5 years at 4%", "=PV(4%,5,0,-10000)"],
  // how long it takes, in payments or in years
  ["excel", "how many months will it take to pay off 12000 at 9% paying 250 a month", "=NPER(9%/12,-250,12000)"],
  ["sheets", "how long to pay off the loan in A2 at rate B2 with monthly payments of D2", "=NPER(B2/12,-D2,A2)"],
  ["excel", "number of years to clear a 8000 debt at 12% paying 300 per month", "=NPER(12%/12,-300,8000)/12"],
  // the rate a plan implies
  [
    "excel",
    "what interest rate am I paying on a 20000 loan with payments of 400 a month for 5 years",
    "=RATE(5*12,-400,20000)*12",
  ],
  ["excel", "what annual rate turns 1000 into 2000 over 6 years", "=RATE(6,0,-1000,2000)"],
];

test.each(cases)("%s: %s", (platform, description, formula, columns) => {
  expect(planFormula({ description, platform, columns })).toMatchObject({ formula });
});

test("a loan whose values the request never places, or places twice, is refused rather than guessed", () => {
  const refusal = { refused: true, hint: generationMessages.formulaUnclear };
  for (
    const description of [
      "total interest paid over the life of the loan in row 2 (monthly payments)",
      "monthly payment for loan in row 2",
      "how long in months to pay off row 11 with payments of D11 per month?",
      "payment on 10000 at 5% for 3 years, paid monthly, rate B2",
      "monthly payment, principal A2:A20 rate B2:B20 years C2:C20",
      "how much should I save monthly for 20 years at 5% with 100000",
    ]
  ) {
    expect(planFormula({ description, platform: "excel" }), description).toEqual(refusal);
  }
});
