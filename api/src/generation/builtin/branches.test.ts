import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, columns?: string) => {
  const result = planFormula({ description, platform: "excel", ...(columns ? { columns } : {}) });
  return "refused" in result ? null : result.formula;
};

// Per-row IF requests read as their answers, the tests that pick them and how the tests join, in either order.
test.each([
  // a question and the pair of answers after it
  ["does the product name in A12 have Oak in it? yes or no", '=IF(ISNUMBER(SEARCH("Oak",A12)),"yes","no")'],
  ["does B4 contain urgent? Y/N", '=IF(ISNUMBER(SEARCH("urgent",B4)),"Y","N")'],
  ["check whether the email in B3 has gmail in it - yes/no", '=IF(ISNUMBER(SEARCH("gmail",B3)),"yes","no")'],
  ["is the score in b7 over 50? answer yes or no", '=IF(B7>50,"yes","no")'],
  // the pair of answers first, then when the first one applies
  [
    "PASS/FAIL - they pass if score b10 is 50+ OR attendance d10 is at least 90%",
    '=IF(OR(B10>=50,D10>=0.9),"PASS","FAIL")',
  ],
  ["Pass/Fail: pass if B3 is at least 50", '=IF(B3>=50,"Pass","Fail")'],
  ["GOOD/BAD - its good if the rating k4 is 4 or more", '=IF(K4>=4,"GOOD","BAD")'],
  ["pass or fail - they pass if b10 is 50 or more", '=IF(B10>=50,"pass","fail")'],
  [
    "YES/NO - yes if the amount in E5 is over 1000 and the status F5 is Closed",
    '=IF(AND(E5>1000,F5="Closed"),"YES","NO")',
  ],
  // a calculation as the answer, the base named once for every branch
  ["bonus = 5% of salary (D5) if the rating in K5 is 4 or 5, otherwise 0", "=IF(OR(K5=4,K5=5),D5*5%,0)"],
  ["give them 5% of their salary (D3) when K3 is at least 4, else 0", "=IF(K3>=4,D3*5%,0)"],
  ["bonus of 5% of the salary in D7 if the rating K7 is 5, otherwise nothing", "=IF(K7=5,D7*5%,0)"],
  [
    "commission: 2% of E9 if F9 is Closed, 1% if Pending, 0 otherwise",
    '=IF(F9="Closed",E9*2%,IF(F9="Pending",E9*1%,0))',
  ],
  [
    "if the status in F3 is Closed pay 2% of the amount E3, if Pending 1%, otherwise 0",
    '=IF(F3="Closed",E3*2%,IF(F3="Pending",E3*1%,0))',
  ],
  [
    "bonus is 2% of the amount if the deal is closed, 1% if pending, nothing if open. row 14 (amount E, status F)",
    '=IF(F14="closed",E14*2%,IF(F14="pending",E14*1%,IF(F14="open",0,"")))',
  ],
  ["if E2 is more than 1000 return E2 times 10% else 0", "=IF(E2>1000,E2*10%,0)"],
  ["if the amount in e8 beats the 4000 target they get a 200 bonus, else 0", "=IF(E8>4000,200,0)"],
  // the cell said once, the cases listed after it
  [
    "status in F11 - if its Pending or Open say follow up, if Closed say done",
    '=IF(OR(F11="Pending",F11="Open"),"follow up",IF(F11="Closed","done",""))',
  ],
  [
    "F12 status: if it says Open or Pending, follow up; if Closed, done",
    '=IF(OR(F12="Open",F12="Pending"),"follow up",IF(F12="Closed","done",""))',
  ],
  [
    "for row 20: Closed = done, Pending = follow up, anything else blank (status F20)",
    '=IF(F20="Closed","done",IF(F20="Pending","follow up",""))',
  ],
  // a three-way split on the sign leaves the last case as the answer otherwise
  [
    "if the change in F2 is negative show decrease, positive show increase, 0 show no change",
    '=IF(F2<0,"decrease",IF(F2>0,"increase","no change"))',
  ],
  ["if the change in F5 is below 0 show down, above 0 show up, 0 show flat", '=IF(F5<0,"down",IF(F5>0,"up","flat"))'],
  // tests across several cells
  [
    "mark it review if the hours in d4 are over 60 and the owner (e4) is Ben, blank otherwise",
    '=IF(AND(D4>60,E4="Ben"),"review","")',
  ],
  ['mark as review when D7 > 60 and E7 = "Ben", otherwise leave blank', '=IF(AND(D7>60,E7="Ben"),"review","")'],
  [
    "if quantity h20 is under 10 OR the notes j20 say rush then Priority, otherwise Normal",
    '=IF(OR(H20<10,J20="rush"),"Priority","Normal")',
  ],
  [
    "when h4 is less than 10 or j4 says rush, show Priority; else Normal",
    '=IF(OR(H4<10,J4="rush"),"Priority","Normal")',
  ],
  [
    "if either H5 is under 10 or J5 is rush say Priority otherwise Normal",
    '=IF(OR(H5<10,J5="rush"),"Priority","Normal")',
  ],
  [
    "if the hours in D6 are over 40 and owner E6 is Ben or Gus say check",
    '=IF(AND(D6>40,OR(E6="Ben",E6="Gus")),"check","")',
  ],
  ["if the amount in E2 is over the target in F2 say hit else miss", '=IF(E2>F2,"hit","miss")'],
  ["if B2>=90 A, if B2>=80 B, else C", '=IF(B2>=90,"A",IF(B2>=80,"B","C"))'],
  ["return 1 if A5 is blank and 0 if not", '=IF(A5="",1,0)'],
  // header words of the user's columns, with the row the formula is for
  [
    "for the first student: pass if score is 50 or more and weight under 80, else fail",
    '=IF(AND(B2>=50,C2<80),"pass","fail")',
  ],
  ["PASS/FAIL for row 5 - pass if the score is at least 50", '=IF(B5>=50,"PASS","FAIL")'],
  // headings, chatter about copying down, and where the cells are said apart from the rule
  [
    "commission: 5% of amount if status is Closed and amount is over 2000, else 0. what goes in row 7? amount E status F",
    '=IF(AND(F7="Closed",E7>2000),E7*5%,0)',
  ],
  ["formula that says Pass if the score is 50 or more and Fail if not (score in B2)", '=IF(B2>=50,"Pass","Fail")'],
  ["status for row 4: Late if End C4 is after Due F4, else On time", '=IF(C4>F4,"Late","On time")'],
  ["bonus formula: if stage D2 is Closed give 500, otherwise 0", '=IF(D2="Closed",500,0)'],
  // a percentage above or below another cell
  ["Over/OK flag: Over if C3 is more than 10% above B3", '=IF(C3>B3*(1+10%),"Over","OK")'],
  ["if C5 is at least 5% below B5 say drop else fine", '=IF(C5<=B5*(1-5%),"drop","fine")'],
  // one test said of several cells, dates against today, tick boxes, answers in quotes or taken from a cell
  ["if B2 and C2 are both over 50 say pass else fail", '=IF(AND(B2>50,C2>50),"pass","fail")'],
  ["if all of B2, C2 and D2 are over 50 say pass", '=IF(AND(B2>50,C2>50,D2>50),"pass","")'],
  ["if B2, C2 or D2 is blank say missing else ok", '=IF(OR(B2="",C2="",D2=""),"missing","ok")'],
  ['if F5 < today() then "overdue" else ""', '=IF(F5<TODAY(),"overdue","")'],
  ["if the due date F5 has passed say overdue", '=IF(F5<TODAY(),"overdue","")'],
  ["if the cell B2 is TRUE say done else pending", '=IF(B2=TRUE,"done","pending")'],
  ['if H3 = 0 "Out", H3 < 10 "Low", else "OK"', '=IF(H3=0,"Out",IF(H3<10,"Low","OK"))'],
  [
    "if the qty in H3 is 0 show out of stock, if under 10 show low, otherwise in stock",
    '=IF(H3=0,"out of stock",IF(H3<10,"low","in stock"))',
  ],
  ["return the salary in D2 if the dept in E2 is Sales, otherwise 0", '=IF(E2="Sales",D2,0)'],
  ["i need a formula that shows Yes if B2 is greater than C2 and No if it isnt", '=IF(B2>C2,"Yes","No")'],
  ["if its over 100 say big (value in B2)", '=IF(B2>100,"big","")'],
  ["show the salary if the rating is 5, else 0 (row 3)", "=IF(K3=5,D3,0)"],
  // answers after arrows, and a pair of quoted answers after the rule
  [
    "flag rows where amount in E is above the column average -> 'Above' / 'Below'. row 2 formula",
    '=IF(E2>AVERAGE(E:E),"Above","Below")',
  ],
  ["mark rows where the status F2 is Closed - 'Done' or 'Open'", '=IF(F2="Closed","Done","Open")'],
  ["if the score in B3 is above average say above else below", '=IF(B3>AVERAGE(B:B),"above","below")'],
  [
    "status in F3: Closed -> done, Pending -> follow up, otherwise blank",
    '=IF(F3="Closed","done",IF(F3="Pending","follow up",""))',
  ],
  [
    "if the change in F2 is negative -> decrease, positive -> increase, 0 -> no change",
    '=IF(F2<0,"decrease",IF(F2>0,"increase","no change"))',
  ],
  // another cell as the answer, rows named as what gets labelled, the row said in brackets
  ["if D2 is blank, use C2, otherwise D2", '=IF(D2="",C2,D2)'],
  ["label each deal Big if B2 is 5000 or more, Small otherwise", '=IF(B2>=5000,"Big","Small")'],
  ["if C2 isnt blank and d2 is blank say in progress", '=IF(AND(C2<>"",D2=""),"in progress","")'],
  // "unless", and values with signs in them
  ["unless C2 is Closed show Open", '=IF(NOT(C2="Closed"),"Open","")'],
  ["show Open unless the status in C2 is Closed, otherwise Done", '=IF(NOT(C2="Closed"),"Open","Done")'],
  ["if A2 contains @ then valid else invalid", '=IF(ISNUMBER(SEARCH("@",A2)),"valid","invalid")'],
  ["if A2 ends with .pdf say PDF", '=IF(RIGHT(A2,LEN(".pdf"))=".pdf","PDF","")'],
  ["if the email in B2 has @gmail.com in it say gmail", '=IF(ISNUMBER(SEARCH("@gmail.com",B2)),"gmail","")'],
  // bands said with "say", "up to"
  ["score in B5 - if its 90 or more say A, if 80 or more say B, otherwise C", '=IF(B5>=90,"A",IF(B5>=80,"B","C"))'],
  [
    "salary band: under 40k = Low, 40k up to 80k = Mid, 80k+ = High. formula for D2 to drag down",
    '=IF(D2>=80000,"High",IF(D2>=40000,"Mid","Low"))',
  ],
])("%s", (description, expected) => {
  const columns = /student|row 5 -/.test(description)
    ? "Student\tScore\tWeight"
    : /\(row 3\)/.test(description)
    ? "Full name\tEmail\tBirth date\tSalary\tDepartment\tStart date\tCode\tPhone\tComment\tCity\tRating"
    : undefined;
  expect(formula(description, columns)).toBe(expected);
});

test("a column the request only names gets an assumed place", () => {
  const columns = "Region, Rep, Customer, Product, Amount, Status, Date, Quantity, Unit price, Notes";
  expect(
    formula("want a column that says Big when the amount is 3000 or more otherwise Small, i'll copy down", columns),
  )
    .toBe('=IF(E2>=3000,"Big","Small")');
  const result = planFormula({ description: "if sales are over target say hit else miss", platform: "excel" });
  expect("refused" in result ? null : [result.formula, result.assumed]).toEqual([
    '=IF(A2>B2,"hit","miss")',
    [{ label: "Sales", range: "A2" }, { label: "Target", range: "B2" }],
  ]);
});

// A part the reader cannot place makes the answer wrong, so it refuses instead.
test.each([
  "if the region is North and the amount in E2 is over 5 say yes",
  "if B2 is over 50 and C2 is over 50 or D2 is over 50 say yes",
  "if the score in B2 is over 50 and not a weekend say yes else no",
  "if B2 is over 50 calculate the tax else 0",
  "say hello if B2 is bigger than something",
  "if B2 is over 10 under 20 say mid",
  "if B2 is Closed and the region is North say yes",
  "status for row 4: Late if End is after Due, else On time",
])("refuses %s", (description) => {
  expect(formula(description)).toBeNull();
});
