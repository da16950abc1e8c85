import { describe, expect, test } from "vitest";
import type { FormulaError, FormulaExplanation } from "../../../contract/explainer.ts";
import { explainFormula } from "./explain-formula.ts";

const explain = (formula: string, error?: FormulaError): FormulaExplanation => {
  const outcome = explainFormula({ formula, platform: "excel", excelVersion: "365", ...(error ? { error } : {}) });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

describe("what could break it lists every cause found in the formula itself", () => {
  const found: [string, FormulaError, RegExp][] = [
    ["=VLOOKUP(A2,B2:C10,3,FALSE)", "#REF!", /^VLOOKUP asks for column 3 of B2:C10, which has 2 columns\.$/],
    ["=HLOOKUP(A2,B2:H3,4,FALSE)", "#REF!", /^HLOOKUP asks for row 4 of B2:H3, which has 2 rows\.$/],
    ["=INDEX(A1:A10,11)", "#REF!", /^INDEX asks for row 11 of A1:A10, which has 10 rows\.$/],
    ["=INDEX(A1:E1,6)", "#REF!", /^INDEX asks for column 6 of A1:E1, which has 5 columns\.$/],
    ["=INDEX(A1:C9,2,4)", "#REF!", /^INDEX asks for column 4 of A1:C9/],
    ["=SUM(#REF!)+A1", "#REF!", /holds #REF! where a reference was/],
    ["=VLOOKUP(A2,B2:C10,0,FALSE)", "#VALUE!", /^VLOOKUP asks for column 0 of B2:C10; columns are counted from 1\.$/],
    ['=CHOOSE(4,"a","b")', "#VALUE!", /^CHOOSE asks for choice 4 of 2 choices\.$/],
    ['=SUMIFS(C2:C100,A2:A99,"East")', "#VALUE!", /^In SUMIFS, C2:C100 covers 99×1 cells but A2:A99/],
    ["=SUMPRODUCT(A1:A3,B1:B4)", "#VALUE!", /^In SUMPRODUCT, A1:A3 covers 3×1 cells but B1:B4/],
    ["=VLOKUP(A2,B2:C10,2,FALSE)", "#NAME?", /^VLOKUP is not a function\. Did you mean VLOOKUP\?$/],
  ];
  for (const [formula, error, message] of found) {
    test(`${formula} asked about ${error}: the cause is the first one given and is under what could break it`, () => {
      const answer = explain(formula, error);
      const issue = answer.issues.find((one) => message.test(one.message));
      expect(issue, JSON.stringify(answer.issues)).toMatchObject({ gives: error });
      expect(answer.errorCauses?.[0]).toEqual({ cause: issue!.message, check: issue!.fix });
    });
  }

  test("a position inside its range, one worked out, or INDEX's 0 for a whole row or column, is no issue", () => {
    for (const formula of ["=VLOOKUP(A2,B2:D10,3,FALSE)", "=VLOOKUP(A2,B2:C10,F1,FALSE)", "=INDEX(A1:C9,0,3)"]) {
      expect(explain(formula, "#REF!").issues, formula).toEqual([]);
    }
  });

  test("SUMIF with ranges of different sizes is an issue, but gives no error: Excel resizes the sum range", () => {
    const answer = explain('=SUMIF(A2:A10,"x",B2:B5)', "#VALUE!");
    expect(answer.issues).toMatchObject([{ kind: "range-size" }]);
    expect(answer.issues[0].gives).toBeUndefined();
    expect(answer.errorCauses?.map((cause) => cause.cause)).not.toContain(answer.issues[0].message);
  });
});

describe("a formula that cannot be read gets what is wrong and where, and nothing else", () => {
  test("a missing parenthesis names the function it opens and its place in the formula as read", () => {
    const answer = explain('IF(A1>0,SUM(B1:B3),"x"', "#VALUE!");
    expect(answer.formula).toBe('=IF(A1>0,SUM(B1:B3),"x"');
    expect(answer.parts).toBeNull();
    expect(answer.issues).toEqual([{
      kind: "syntax",
      message: "1 opening parenthesis has no partner: the first is the ( after IF at character 4.",
      fix: 'Add 1 ")" where the arguments of IF end, usually at the end of the formula.',
      at: 3,
    }]);
    expect(answer.formula[answer.issues[0].at!]).toBe("(");
    // No causes of an error a formula that cannot be entered cannot show, and no empty lists pretending otherwise.
    expect(answer.errorCauses).toBeUndefined();
    expect([answer.steps, answer.explanation, answer.functions]).toEqual([[], [], []]);
  });

  test("a stray closing parenthesis, an open text and a parser finding each point at their character", () => {
    const cases: [string, string][] = [["=SUM(A1:A10))", ")"], ['=IF(A2="x,"yes","no")', '"'], ["=A1+*2", "*"]];
    for (const [formula, there] of cases) {
      const [issue] = explain(formula).issues;
      expect(issue.kind, formula).toBe("syntax");
      expect(formula[issue.at!], formula).toBe(there);
      expect(issue.message, formula).toContain(`character ${issue.at! + 1}`);
    }
  });

  test("parentheses inside a text are text, not parentheses", () => {
    expect(explain('=SUM(A1:A3)&")"').issues).toEqual([]);
  });
});
