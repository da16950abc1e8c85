import { expect, test } from "vitest";
import type { FormulaDraft } from "../types.ts";
import { planFormula } from "./plan-formula.ts";

const formulaOf = (description: string) => (planFormula({ description, platform: "excel" }) as FormulaDraft).formula;
const second = (c: string) => `FIND("-",${c},FIND("-",${c})+1)`;

test.each([
  ["take the numeric part of the code in E2 (P-1002 -> 1002) as a number", '=VALUE(MID(E2,FIND("-",E2)+1,LEN(E2)))'],
  ["the bit after the dash in E5, like P-1002 -> 1002", '=MID(E5,FIND("-",E5)+1,LEN(E5))'],
  ["office code = whatever is after the second dash in G4 (EMP-1223-NY -> NY)", `=MID(G4,${second("G4")}+1,LEN(G4))`],
  ["task number from A2 as a number, Build 1 -> 1, Design 13 -> 13", '=VALUE(MID(A2,FIND(" ",A2)+1,LEN(A2)))'],
  ["pull just the number out of 'Deal 4' in A5 as an actual number", '=VALUE(MID(A5,FIND(" ",A5)+1,LEN(A5)))'],
  ["the prefix of the code in C3 (ABC-991 -> ABC)", '=LEFT(C3,FIND("-",C3)-1)'],
  [
    "codes look like EMP-8029-BER, i just need the 4 digits in the middle as a number. cell G2",
    `=VALUE(MID(G2,FIND("-",G2)+1,${second("G2")}-FIND("-",G2)-1))`,
  ],
])("%s", (description, formula) => {
  expect(formulaOf(description)).toBe(formula);
});

test("a sample piece with no mark around it is refused rather than cut at fixed places", () => {
  expect(planFormula({ description: "the number in A2 (EMP8029 -> 8029)", platform: "excel" })).toHaveProperty(
    "refused",
  );
});
