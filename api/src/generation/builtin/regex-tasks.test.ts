import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const cases: [platform: "excel" | "sheets", description: string, formula: string][] = [
  // an address at one domain, however the domain is said
  [
    "sheets",
    "i want a REGEXMATCH formula that returns TRUE if the email in B2 is a proper example.com address",
    '=REGEXMATCH(B2,"@example\\.com$")',
  ],
  ["sheets", "is B2 an acme.co.uk address?", '=REGEXMATCH(B2,"@acme\\.co\\.uk$")'],
  ["sheets", "check whether the e-mail in c7 is from contoso.org", '=REGEXMATCH(C7,"@contoso\\.org$")'],
  // the shape of the text
  ["sheets", "true if B5 is only digits", '=REGEXMATCH(B5,"^\\d+$")'],
  ["sheets", "does A2 contain only numbers", '=REGEXMATCH(A2,"^\\d+$")'],
  ["sheets", "check whether A2 is only letters", '=REGEXMATCH(A2,"^[A-Za-z]+$")'],
  ["sheets", "does B4 have any numbers in it", '=REGEXMATCH(B4,"\\d")'],
  ["sheets", "check if the email in B2 is valid", '=REGEXMATCH(B2,"^[^@ ]+@[^@ ]+\\.[a-z]+$")'],
  ["sheets", "is the email in C3 a proper email address", '=REGEXMATCH(C3,"^[^@ ]+@[^@ ]+\\.[a-z]+$")'],
  ["excel", "check if the email in B2 is valid", '=ISNUMBER(SEARCH("?*@?*.?*",B2))'],
  // pieces out, pieces removed
  ["sheets", "extract the email address from the text in D2", '=REGEXEXTRACT(D2,"[\\w.+-]+@[\\w-]+\\.[\\w.-]+")'],
  ["sheets", "get the text inside the brackets in A3", '=REGEXEXTRACT(A3,"\\((.*?)\\)")'],
  ["sheets", "pull the digits out of A2", '=REGEXEXTRACT(A2,"\\d+")'],
  ["sheets", "remove all the digits from A2", '=REGEXREPLACE(A2,"\\d","")'],
  ["sheets", "strip everything except the numbers from A2", '=REGEXREPLACE(A2,"\\D","")'],
  ["sheets", "keep only the digits in A2", '=REGEXREPLACE(A2,"\\D","")'],
];

test.each(cases)("%s: %s", (platform, description, formula) => {
  expect(planFormula({ description, platform })).toMatchObject({ formula });
});
