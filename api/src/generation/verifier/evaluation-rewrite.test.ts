import { expect, test } from "vitest";
import { evaluateFormulas } from "./evaluate.ts";
import { rewriteForEvaluation } from "./evaluation-rewrite.ts";
import { parseFormula } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";

function rewrite(formula: string, platform: "excel" | "sheets" = "excel"): string {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return printFormula(rewriteForEvaluation(parsed.ast, platform));
}

test("calls HyperFormula lacks become equivalents it has", () => {
  expect(rewrite('=CONCAT(A1,"-",B1)')).toBe('TEXTJOIN("",FALSE,A1,"-",B1)');
  expect(rewrite("=XMATCH(5,A1:A9)")).toBe("MATCH(5,A1:A9,0)");
  expect(rewrite("=INDEX(A1:C1,2)")).toBe("IF(ROWS(A1:C1)=1,INDEX(A1:C1,1,2),INDEX(A1:C1,2))");
  expect(rewrite('=DATEDIF(A1,B1,"ym")')).toBe('DATEDIF(A1,B1,"YM")');
  expect(rewrite("=_xlfn.XLOOKUP(1,A:A,B:B)")).toBe("XLOOKUP(1,A:A,B:B)");
});

test("calls without a faithful equivalent are left alone", () => {
  for (const formula of ['=TEXTBEFORE(A2,"-",2)', "=XMATCH(5,A1:A9,1)", "=AVERAGEIFS(C2:C9,A2:A9)", "=SUM(A1:A3)"]) {
    expect(rewrite(formula)).toBe(formula.slice(1));
  }
});

test("a function the platform lacks is #NAME?, as the platform shows it", () => {
  expect(rewrite('=IFERROR(SPLIT(A2,","),"none")', "excel")).toBe('IFERROR(#NAME?,"none")');
  expect(rewrite('=TEXTBEFORE(A2,",")&"!"', "sheets")).toBe('#NAME?&"!"');
  expect(rewrite('=SPLIT(A2,",")', "sheets")).toBe('SPLIT(A2,",")');
});

test("Sheets' REGEXEXTRACT and REGEXREPLACE become their Sheets versions; Excel's keep their names", () => {
  expect(rewrite('=REGEXEXTRACT(A2,"(\\d+)")&REGEXREPLACE(A2,"a","b")', "sheets")).toBe(
    'SHEETS.REGEXEXTRACT(A2,"(\\d+)")&SHEETS.REGEXREPLACE(A2,"a","b")',
  );
  expect(rewrite('=REGEXEXTRACT(A2,"(\\d+)")', "excel")).toBe('REGEXEXTRACT(A2,"(\\d+)")');
});

test("the equivalents give the platforms' values", () => {
  const table = [
    ["Region", "Sales", "Name"],
    ["North", 100, "Lee, Ann"],
    ["South", 300, "Ng, Bo"],
  ];
  const results = evaluateFormulas(table, [
    '=CONCAT(A2,"/",B2)',
    '=XMATCH("South",A2:A3)',
    '=DATEDIF("2023-01-15","2023-03-10","m")',
    '=IFERROR(SPLIT(C2,","),"no SPLIT in Excel")',
    "=INDEX(A2:C2,3)&INDEX(A2:A3,2)&INDEX({5,6,7},2)",
  ]);
  expect(results).toEqual([
    { value: "North/100" },
    { value: 2 },
    { value: 1 },
    { value: "no SPLIT in Excel" },
    { value: "Lee, AnnSouth6" },
  ]);
});
