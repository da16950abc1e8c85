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
  ["excel", "monthly payment on a 30-year mortgage of 400k at 6.5%", "=PMT(6.5%/12,30*12,-400000)"],
  ["sheets", "pmt on 18000 car loan 60 months 7.9%", "=PMT(7.9%/12,60,-18000)"],
  ["excel", "calculate the loan payment for B2 (amount) C2 (rate) D2 (years)", "=PMT(C2/12,D2*12,-B2)"],
  ["excel", "loan payment, amount A2, rate B2, number of payments C2", "=PMT(B2/12,C2,-A2)"],
  // on the user's columns, the request naming only the row: each needed value is the one column whose header says it
  ["excel", "monthly payment for row 4", "=PMT(B4/12,C4*12,-A4)", loanColumns],
  ["sheets", "payment per period for row 3", "=PMT(B3/E3,C3*E3,-A3)", loanColumns],
  ["excel", "how much will I have after the term in row 6", "=FV(B6/12,C6*12,-D6)", loanColumns],
  ["excel", "monthly payment for each loan", "=PMT(B2/12,C2*12,-A2)", "Amount, Rate, Years, Rate 2"],
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
  ["excel", "how much will my 10000 be worth in 10 years at 7%", "=FV(7%,10,0,-10000)"],
  // what can be borrowed, what a later sum is worth now
  ["excel", "how much do i need to invest today to have 50000 in 10 years at 6%", "=PV(6%,10,0,-50000)"],
  [
    "sheets",
    "how much can i afford to borrow at 6.5% over 25 years if I can pay 1200 a month",
    "=PV(6.5%/12,25*12,-1200)",
  ],
  ["excel", "present value of 10000 received in 5 years at 4%", "=PV(4%,5,0,-10000)"],
  ["excel", "payments of 500 a month for 3 years at 6%, what's the loan", "=PV(6%/12,3*12,-500)"],
  ["sheets", "how big a loan can I get with payments of 900 a month at 5% over 20 years", "=PV(5%/12,20*12,-900)"],
  // how long it takes, in payments or in years
  ["excel", "how many months will it take to pay off 12000 at 9% paying 250 a month", "=NPER(9%/12,-250,12000)"],
  ["sheets", "how long to pay off the loan in A2 at rate B2 with monthly payments of D2", "=NPER(B2/12,-D2,A2)"],
  ["excel", "number of years to clear a 8000 debt at 12% paying 300 per month", "=NPER(12%/12,-300,8000)/12"],
  ["excel", "how many years to double my money at 7%", "=NPER(7%,0,-1,2)"],
  ["sheets", "how long until 5000 doubles at 4%", "=NPER(4%,0,-1,2)"],
  [
    "excel",
    "how long does it take to double an investment at 6% compounded monthly",
    "=NPER(6%/12,0,-1,2)/12",
  ],
  // everything paid back, and the interest in it
  ["excel", "total amount repaid on a 10000 loan at 5% over 5 years", "=PMT(5%/12,5*12,-10000)*5*12"],
  ["sheets", "how much will I pay back in total on a 20000 loan at 6% over 4 years", "=PMT(6%/12,4*12,-20000)*4*12"],
  ["excel", "total interest on a 10000 loan at 5% over 5 years", "=PMT(5%/12,5*12,-10000)*5*12-10000"],
  // the rate a plan implies
  [
    "excel",
    "what interest rate am I paying on a 20000 loan with payments of 400 a month for 5 years",
    "=RATE(5*12,-400,20000)*12",
  ],
  ["excel", "what annual rate turns 1000 into 2000 over 6 years", "=RATE(6,0,-1000,2000)"],
  [
    "excel",
    "loan of 10000, payments of 300 per month, 3 years - what is the interest rate",
    "=RATE(3*12,-300,10000)*12",
  ],
  // a quoted rate and the rate it really is, with the compounding said
  ["excel", "effective annual rate for 6% compounded monthly", "=EFFECT(6%,12)"],
  ["sheets", "what is the effective rate of the nominal rate in B2 compounded quarterly", "=EFFECT(B2,4)"],
  ["excel", "convert a 12% APR to the effective annual rate, compounded monthly", "=EFFECT(12%,12)"],
  ["excel", "nominal rate for an effective rate of 6.17% compounded monthly", "=NOMINAL(6.17%,12)"],
  // one payment's interest or principal
  ["excel", "interest part of payment 12 on a 200000 loan at 5% over 30 years", "=IPMT(5%/12,12,30*12,-200000)"],
  [
    "sheets",
    "how much of the 6th payment goes to principal, loan 15000 at 7% for 3 years",
    "=PPMT(7%/12,6,3*12,-15000)",
  ],
  ["excel", "IPMT for month 1, principal A2 rate B2 years C2", "=IPMT(B2/12,1,C2*12,-A2)"],
  [
    "excel",
    "how much interest is in the 12th monthly payment on a 100000 mortgage at 4% over 25 years",
    "=IPMT(4%/12,12,25*12,-100000)",
  ],
  // cash flows
  ["excel", "npv of the cash flows in B2:B6 at 8%", "=NPV(8%,B2:B6)"],
  ["sheets", "net present value at the discount rate in E1 of C3:C10, initial investment in C2", "=NPV(E1,C3:C10)+C2"],
  ["excel", "npv at 10% of B2:B7 where B2 is the initial investment", "=NPV(10%,B3:B7)+B2"],
  ["excel", "NPV of B3:B8 at 9% with an initial investment of 50000", "=NPV(9%,B3:B8)-50000"],
  ["sheets", "internal rate of return for the cash flows B2:B10", "=IRR(B2:B10)"],
  // depreciation
  ["excel", "straight line depreciation: cost 10000, salvage 1000, life 5 years", "=SLN(10000,1000,5)"],
  ["sheets", "yearly depreciation for the asset in A2, salvage B2, useful life C2 years", "=SLN(A2,B2,C2)"],
  ["excel", "double declining balance depreciation for year 2, cost A2 salvage B2 life C2", "=DDB(A2,B2,C2,2)"],
  [
    "excel",
    "declining balance depreciation in year 3 of a 50000 machine with 5000 salvage over 10 years",
    "=DB(50000,5000,10,3)",
  ],
  ["excel", "depreciation per year on a 20000 van over 4 years with no salvage value", "=SLN(20000,0,4)"],
];

test.each(cases)("%s: %s", (platform, description, formula, columns) => {
  expect(planFormula({ description, platform, columns })).toMatchObject({ formula });
});

test("a loan whose values the request never places, or places twice, is refused rather than guessed", () => {
  // Two headers could hold the rate: neither is taken.
  expect(
    planFormula({ description: "monthly payment for row 4", platform: "excel", columns: "Amount, Rate, Years, APR" }),
  )
    .toEqual({ refused: true, hint: generationMessages.formulaUnclear });
  const refusal = { refused: true, hint: generationMessages.formulaUnclear };
  for (
    const description of [
      "total interest paid over the life of the loan in row 2 (monthly payments)",
      "monthly payment for loan in row 2",
      "how long in months to pay off row 11 with payments of D11 per month?",
      "payment on 10000 at 5% for 3 years, paid monthly, rate B2",
      "monthly payment, principal A2:A20 rate B2:B20 years C2:C20",
      "how much should I save monthly for 20 years at 5% with 100000",
      "effective annual rate for row 10 compounded monthly",
      "effective rate of 5%",
      "compound interest A2 principal B2 rate C2 years monthly",
      "interest paid in year 3 of a 200000 loan at 5% over 30 years",
      "depreciation of 20000 over 4 years",
      "npv of B2:B9",
    ]
  ) {
    expect(planFormula({ description, platform: "excel" }), description).toEqual(refusal);
  }
});
