import { expect, test } from "vitest";
import type { FormulaDraft } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const formulaOf = (description: string) => (planFormula({ description, platform: "excel" }) as FormulaDraft).formula;
const last = (c: string) => `TRIM(RIGHT(SUBSTITUTE(${c}," ",REPT(" ",100)),100))`;
const first = (c: string) => `LEFT(${c},FIND(" ",${c})-1)`;

test.each([
  ["greeting for the person in A2 like Dear Anna, using their first name", `="Dear "&${first("A2")}`],
  ['make a salutation from B5 like "Hello Tom!" with only the first name', `="Hello "&${first("B5")}&"!"`],
  ["surname from A9, some names look like Mary Ann O'Neil", `=${last("A9")}`],
  ["last name from B3 even if there's a middle name", `=${last("B3")}`],
  ["get the middle name out of C4", '=MID(C4,FIND(" ",C4)+1,FIND(" ",C4,FIND(" ",C4)+1)-FIND(" ",C4)-1)'],
  [
    "the middle name in a5 please, e.g. John Paul Jones -> Paul",
    '=MID(A5,FIND(" ",A5)+1,FIND(" ",A5,FIND(" ",A5)+1)-FIND(" ",A5)-1)',
  ],
  ["middle initial from A2", '=MID(A2,FIND(" ",A2)+1,1)'],
  ["email login from A2: first initial plus last name, lowercase", `=LOWER(LEFT(A2,1)&${last("A2")})`],
  ["user name for B4, first letter of the first name and the surname like jsmith", `=LOWER(LEFT(B4,1)&${last("B4")})`],
  ["surname then first name from A2 separated by a comma", `=${last("A2")}&", "&${first("A2")}`],
  ["last name, first initial from A4 (like Smith, J)", `=${last("A4")}&", "&LEFT(A4,1)`],
  ["initials with dots from A2 like J.S.", '=LEFT(A2,1)&"."&MID(A2,FIND(" ",A2)+1,1)&"."'],
  ["surname in capitals then first name for A3 (e.g. SMITH John)", `=UPPER(${last("A3")})&" "&${first("A3")}`],
  ["first name and last initial from D2, like Anna K.", `=${first("D2")}&" "&LEFT(${last("D2")},1)&"."`],
  ["flip A6 to surname, then the initial with a dot", `=${last("A6")}&" "&LEFT(A6,1)&"."`],
])("%s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test("a sample the name parts cannot make is refused rather than guessed", () => {
  expect(planFormula({ description: "first and last name from A2 like Anna", platform: "excel" })).toHaveProperty(
    "refused",
  );
});

test.each([
  [
    "want 'David - HR' style text: first name from A2, a dash, then department from E2",
    `=${first("A2")}&" - "&E2`,
  ],
  ["first name from A2 and the city from J2 like Anna (London)", `=${first("A2")}&" ("&J2&")"`],
  [
    "build an email from the name in A2 like firstname.lastname@example.com all lowercase",
    `=LOWER(${first("A2")}&"."&${last("A2")}&"@example.com")`,
  ],
  ["login for A4 like firstname_lastname", `=${first("A4")}&"_"&${last("A4")}`],
])("parts of a name with other cells and text: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});
