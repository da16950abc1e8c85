import { expect, test } from "vitest";
import type { FormulaDraft } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const formulaOf = (description: string, columns?: string) =>
  (planFormula({ description, platform: "excel", ...(columns ? { columns } : {}) }) as FormulaDraft).formula;
const between = (c: string, a: string, b: string) =>
  `=MID(${c},FIND("${a}",${c})+1,FIND("${b}",${c},FIND("${a}",${c})+1)-FIND("${a}",${c})-1)`;

test.each([
  [
    "domain from the email in B5 without the .com",
    '=MID(B5,FIND("@",B5)+1,FIND(".com",B5,FIND("@",B5)+1)-FIND("@",B5)-1)',
  ],
  ["domain from B2 without the extension", between("B2", "@", ".")],
  ["text after the @ and before the dot in B2", between("B2", "@", ".")],
  ["everything after the @ up to the . in B3", between("B3", "@", ".")],
  ["what's between the brackets in C4", between("C4", "(", ")")],
  ["the part of the code in E2 between the first dash and the second dash", between("E2", "-", "-")],
  ["the email in C3 without the @ and the domain", '=LEFT(C3,FIND("@",C3)-1)'],
])("text between two marks: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["put B6 and A6 in one cell with a slash between them", '=B6&"/"&A6'],
  ["join C2 and D2 like Paris, France", '=C2&", "&D2'],
  ["combine the text in A2 and B2 (e.g. Smith - Sales)", '=A2&" - "&B2'],
  ["all the names from A2 to A9 in one cell, comma separated", '=TEXTJOIN(",",TRUE,A2:A9)'],
  ["list all the products from D2 thru D8 in one cell seperated by comma space", '=TEXTJOIN(", ",TRUE,D2:D8)'],
  ["merge E2:E10 into one cell separated by semicolons", '=TEXTJOIN(";",TRUE,E2:E10)'],
])("joins: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test("joins on the user's columns take the separator from the sample", () => {
  const people = "A: Full name  B: Email  C: Birth date  D: Salary  E: Department  F: Start date  J: City";
  expect(formulaOf("Department and City in one cell for row 4, like HR - london", people)).toBe('=E4&" - "&J4');
  expect(formulaOf("city/department for row 3 in one cell like London/HR", people)).toBe('=J3&"/"&E3');
});

test.each([
  ["the names in B3 say Inc but we changed it to Ltd", '=SUBSTITUTE(B3,"Inc","Ltd")'],
  ["codes in A4 show OLD, rename it to NEW", '=SUBSTITUTE(A4,"OLD","NEW")'],
  [
    "product names say Steel but we renamed it to Metal.. so A30 should read Metal Table",
    '=SUBSTITUTE(A30,"Steel","Metal")',
  ],
])("renames: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  ["the cell B4 says nEW yORK, i want New York", "=PROPER(B4)"],
  ["B4 currently says JOHN SMITH -> john smith", "=LOWER(B4)"],
  ["fix the casing of C2, it says mArY, should be Mary", "=PROPER(C2)"],
])("a case change shown by a sample pair: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test.each([
  "count the words in the comment in i10 (theres double spaces in there so careful)",
  "how many words are in the comment in I10",
  "number of words in I10 (some have extra spaces)",
])("word counts trim first: %s", (description) => {
  expect(formulaOf(description)).toBe('=IF(LEN(TRIM(I10))=0,0,LEN(TRIM(I10))-LEN(SUBSTITUTE(TRIM(I10)," ",""))+1)');
});

test.each([
  ["change the code in E2 from P-1002 to SKU-1002", '=SUBSTITUTE(E2,"P-","SKU-")'],
  ["change the codes in D2 from OLD-77 to NEW-77", '=SUBSTITUTE(D2,"OLD-","NEW-")'],
  ["replace Ltd with Limited in C2", '=SUBSTITUTE(C2,"Ltd","Limited")'],
])("a change shown from one value to another changes only the part that differs: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test("a percent change is a difference, never a rename", () => {
  const answer = planFormula({ description: "% change from Score to Test 2 for row 2", platform: "excel" });
  expect("formula" in answer ? answer.formula : "").not.toContain("SUBSTITUTE");
});

test.each([
  ["comments in col I have junk spaces ('late   delivery  '), clean up I4", "=TRIM(I4)"],
  ["I4 has stray spaces, clean it", "=TRIM(I4)"],
])("trims: %s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});
