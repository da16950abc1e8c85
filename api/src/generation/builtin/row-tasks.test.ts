import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string) => {
  const result = planFormula({ description, platform: "excel" });
  return "refused" in result ? null : result.formula;
};

// Per-row tasks people ask for in their own words: the character they name, not a word of the request.
test.each([
  ["where is the first comma in A2", '=FIND(",",A2)'],
  ["at what character does the second dash show up in the code in G3", '=FIND("-",G3,FIND("-",G3)+1)'],
  ["position of the last dash in G4", '=FIND(CHAR(1),SUBSTITUTE(G4,"-",CHAR(1),LEN(G4)-LEN(SUBSTITUTE(G4,"-",""))))'],
  ["how far apart are B2 and E2? no negatives", "=ABS(B2-E2)"],
  ["difference between C7 and B7, always positive", "=ABS(C7-B7)"],
  ["qty in H10 as a share of all the quantities H2 thru H100", "=H10/SUM($H$2:$H$100)"],
  ["what day of the week is G12, mon=1 sun=7", "=WEEKDAY(G12,2)"],
  ["what weekday is A2 if monday is 1", "=WEEKDAY(A2,2)"],
  ["A2 x B2", "=A2*B2"],
  ["running total of B2:B50", "=SUM($B$2:B2)"],
  ["what rank is Ben's score (B3) out of everyone in B2:B40, highest = 1", "=RANK.EQ(B3,$B$2:$B$40)"],
  ["just the first word of the customer in C15", '=LEFT(C15,FIND(" ",C15&" ")-1)'],
  ["I just need the part after the dash for h9", '=TEXTAFTER(H9,"-")'],
  ["strip the P- off the front of the product code in E5", '=SUBSTITUTE(E5,"P-","")'],
  ["capitalize only the first letter of A2", "=UPPER(LEFT(A2,1))&LOWER(MID(A2,2,LEN(A2)))"],
  ["list unique regions from A2:A100 sorted", "=SORT(UNIQUE(A2:A100))"],
  ["count duplicates in A2:A60", "=SUMPRODUCT(--(COUNTIF(A2:A60,A2:A60)>1))"],
  [
    "mark dup next to any name thats in A2:A60 more than once, formula for row 3",
    '=IF(COUNTIF($A$2:$A$60,A3)>1,"dup","")',
  ],
  ["increase A2 by 10 percent", "=A2*(1+10%)"],
  ["C2 less 15%", "=C2*(1-15%)"],
  ["is C2 between 10 and 20", "=AND(C2>=10,C2<=20)"],
  ["flag rows where amount in E2 is more than 1000 with a YES", '=IF(E2>1000,"YES","")'],
  ["swap the word delivery for shipment in I4", '=SUBSTITUTE(I4,"delivery","shipment")'],
  ["change the word rush to urgent in J2", '=SUBSTITUTE(J2,"rush","urgent")'],
  ["customer names in col C, i want them in caps. formla for C4 pls", "=UPPER(C4)"],
  ["invoice date is G9 and terms are net 60, whats the due date", "=G9+60"],
  ["retirement date is when they turn 67, birth date is C7", "=EDATE(C7,804)"],
  ["is the start date in B8 on a weekday? TRUE if mon thru fri", "=WEEKDAY(B8,2)<6"],
  ["how many whole weeks between start B3 and end C3 ?", "=INT((C3-B3)/7)"],
  ["countdown in working days from today until the due date in F2", "=NETWORKDAYS(TODAY(),F2)"],
  ["how many days apart are the orders in G2 and G3? dont care which is first", "=ABS(G2-G3)"],
  ["days between B20 and C20, counting both the first and last day", "=C20-B20+1"],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  [
    "grade for b8: 85+ A, 70-84 B, 55-69 C, 40-54 D, under 40 F",
    '=IF(B8>=85,"A",IF(B8>=70,"B",IF(B8>=55,"C",IF(B8>=40,"D","F"))))',
  ],
  [
    "B4 is the score. 80 or above = Excellent, 60 to 79 = Good, anything less is Needs work",
    '=IF(B4>=80,"Excellent",IF(B4>=60,"Good","Needs work"))',
  ],
  [
    "3 size buckets for the quantity in h15: 10 or less small, 11 to 30 medium, more than 30 large",
    '=IF(H15>30,"large",IF(H15>10,"medium","small"))',
  ],
  [
    "commission tiers: under 1000 gets 0%, 1000+ is 3%, 5000+ is 5%, 8000+ is 7%. need the rate for the deal in B11",
    "=IF(B11>=8000,0.07,IF(B11>=5000,0.05,IF(B11>=1000,0.03,0)))",
  ],
])("scales become nested IFs from the top band down: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test.each([
  [
    "flag underpaid if the department (E8) is Sales or Ops and salary D8 is under 40k, otherwise nothing",
    '=IF(AND(OR(E8="Sales",E8="Ops"),D8<40000),"underpaid","")',
  ],
  ["if the amount in e8 beats the 4000 target they get a 200 bonus, else 0", "=IF(E8>4000,200,0)"],
  [
    "if they started before 2015 they're a veteran otherwise new, start date f17",
    '=IF(F17<DATE(2015,1,1),"veteran","new")',
  ],
  [
    "for row 10: if rating in K10 is 5 and department E10 is Sales put star, else leave blank",
    '=IF(AND(K10=5,E10="Sales"),"star","")',
  ],
])("IF outputs are the words of the result, not of the sentence around them: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("a condition said of both of two cells holds for each", () => {
  expect(formula("Pass if both the score (B7) and test 2 (E7) are 50 or higher, else Fail. cant get the AND to work"))
    .toBe('=IF(AND(B7>=50,E7>=50),"Pass","Fail")');
  expect(formula("count students where both score (B) and test 2 (E) are 60 or more, rows 2-40")).toBe(
    '=COUNTIFS(B2:B40,">=60",E2:E40,">=60")',
  );
});

test("a choice inside IF stays a choice: OR within AND", () => {
  expect(formula("YES if the owner in c13 is Ben or Gus and the stage (d13) isn't Lost, otherwise NO")).toBe(
    '=IF(AND(OR(C13="Ben",C13="Gus"),D13<>"Lost"),"YES","NO")',
  );
});

test.each([
  ["how much is the Pine Desk? names are col A, prices col C (rows 2-100)", '=XLOOKUP("Pine Desk",A2:A100,C2:C100)'],
  [
    "got the code P-1050 and need to know which product it is. codes in E2:E100, names in A2:A100",
    '=XLOOKUP("P-1050",E2:E100,A2:A100)',
  ],
  ["value of Deal 27?? deal names are A2:A50 and values B2:B50", '=XLOOKUP("Deal 27",A2:A50,B2:B50)'],
  [
    "name of the owner with the 2nd biggest deal. owners col C, values col B, rows 2-50",
    "=INDEX(C2:C50,MATCH(LARGE(B2:B50,2),B2:B50,0))",
  ],
  [
    "price for the code in I2 (codes col E, price col C) and if the code isnt there show no such code",
    '=XLOOKUP(I2,E:E,C:C,"no such code")',
  ],
])("lookups find the key's column by what the key looks like: %s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("a number the request computes with is never dropped: refused rather than answered without it", () => {
  expect(formula("e11 times 1.0725 for the sales tax, rounded to 2 decimals")).not.toBe("=ROUND(E11,2)");
  expect(formula("unit price I7 x qty H7 minus a 5% discount")).not.toBe("=I7*(1-H7)");
  expect(formula("B2 minus C2 divided by C2 as a percentage")).not.toBe("=B2/C2");
});
