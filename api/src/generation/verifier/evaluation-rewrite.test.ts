import { expect, test } from "vitest";
import { evaluateFormulas } from "./evaluate.ts";
import { rewriteForEvaluation } from "./evaluation-rewrite.ts";
import { parseFormula } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";

function rewrite(formula: string): string {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return printFormula(rewriteForEvaluation(parsed.ast));
}

test("calls HyperFormula lacks become equivalents it has", () => {
  expect(rewrite('=AVERAGEIFS(C2:C9,A2:A9,"North")')).toBe(
    'SUMIFS(C2:C9,A2:A9,"North")/COUNTIFS(A2:A9,"North",C2:C9,"<>")',
  );
  expect(rewrite("=RANK(B2,B2:B9)")).toBe('COUNTIF(B2:B9,">"&B2)+1');
  expect(rewrite("=RANK.EQ(B2,B2:B9,1)")).toBe('COUNTIF(B2:B9,"<"&B2)+1');
  expect(rewrite("=RANK(B2,B2:B9,D1)")).toBe('IF(D1,COUNTIF(B2:B9,"<"&B2),COUNTIF(B2:B9,">"&B2))+1');
  expect(rewrite('=CONCAT(A1,"-",B1)')).toBe('TEXTJOIN("",FALSE,A1,"-",B1)');
  expect(rewrite('=TEXTBEFORE(A2,", ")')).toBe('LEFT(A2,FIND(", ",A2)-1)');
  expect(rewrite('=TEXTAFTER(A2,", ")')).toBe('MID(A2,FIND(", ",A2)+LEN(", "),LEN(A2))');
  expect(rewrite("=XMATCH(5,A1:A9)")).toBe("MATCH(5,A1:A9,0)");
  expect(rewrite('=DATEDIF(A1,B1,"ym")')).toBe('DATEDIF(A1,B1,"YM")');
  expect(rewrite("=_xlfn.XLOOKUP(1,A:A,B:B)")).toBe("XLOOKUP(1,A:A,B:B)");
});

test("calls without a faithful equivalent are left alone", () => {
  for (const formula of ['=TEXTBEFORE(A2,"-",2)', "=XMATCH(5,A1:A9,1)", "=AVERAGEIFS(C2:C9,A2:A9)", "=SUM(A1:A3)"]) {
    expect(rewrite(formula)).toBe(formula.slice(1));
  }
});

test("the equivalents give the platforms' values", () => {
  const table = [
    ["Region", "Sales", "Name"],
    ["North", 100, "Lee, Ann"],
    ["South", 300, "Ng, Bo"],
    ["North", 200, "Roe, Cy"],
    ["North", 300, "Day, Di"],
  ];
  const results = evaluateFormulas(table, [
    '=AVERAGEIFS(B2:B5,A2:A5,"North")',
    "=RANK(B4,B2:B5)",
    "=RANK.EQ(B5,B2:B5)",
    "=RANK(B4,B2:B5,1)",
    '=CONCAT(A2,"/",B2)',
    '=TEXTBEFORE(C2,", ")',
    '=TEXTAFTER(C3,", ")',
    '=XMATCH("South",A2:A5)',
    '=DATEDIF("2023-01-15","2023-03-10","m")',
  ]);
  expect(results).toEqual([
    { value: 200 },
    { value: 3 },
    { value: 1 },
    { value: 2 },
    { value: "North/100" },
    { value: "Lee" },
    { value: "Bo" },
    { value: 2 },
    { value: 1 },
  ]);
});
