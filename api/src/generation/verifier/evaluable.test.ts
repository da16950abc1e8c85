import { expect, test } from "vitest";
import { unevaluable } from "./evaluable.ts";
import { parseFormula } from "../formula/formula-parser.ts";

function culprits(formula: string, platform: "excel" | "sheets" = "excel") {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return unevaluable(parsed.ast, platform);
}

test("formulas HyperFormula evaluates as the platforms do have no culprits", () => {
  expect(culprits('=AVERAGEIFS(B:B,A:A,1)+RANK(B2,B:B)+LEN(TEXTBEFORE(C2,","))')).toEqual([]);
  expect(culprits('=SORTN(A2:B9,2)&SPLIT(C2,",")&REGEXEXTRACT(C2,"(\\d+)")', "sheets")).toEqual([]);
  expect(culprits('=SUMIFS(B:B,A:A,"North")+ROUND(C2,2)+COUNTUNIQUE(A2:A9)')).toEqual([]);
  expect(culprits('=TEXT(A2,"0.00")&TEXT(B2,"yyyy-mm-dd")&DATEDIF(A2,B2,"YM")')).toEqual([]);
  expect(culprits("=SUM(A2:A10000)+SEQUENCE(100,100)")).toEqual([]);
});

test("functions HyperFormula lacks, or whose argument counts it does not take, are named", () => {
  expect(culprits("=VALUETOTEXT(A2)&ARRAYTOTEXT(B2:B3)")).toEqual(["VALUETOTEXT", "ARRAYTOTEXT"]);
  expect(culprits('=QUERY(A1:B9,"select A")', "sheets")).toEqual(["QUERY"]);
  expect(culprits("=INDEX(A2:A9)", "sheets")).toEqual(["INDEX"]);
});

test("same-named functions that behave differently are named on the platform where they do", () => {
  expect(culprits('=FILTER(A2:A9,B2:B9>1,"none")', "excel")).toEqual(["FILTER"]);
  expect(culprits("=FILTER(A2:A9,B2:B9>1,C2:C9<5)", "sheets")).toEqual([]);
  expect(culprits("=SORT(A2:B9,2,FALSE)", "sheets")).toEqual(["SORT"]);
  expect(culprits("=SORT(A2:B9,2,-1)", "excel")).toEqual([]);
  expect(culprits('=TEXT(A2,"mmmm")')).toEqual(["TEXT"]);
  expect(culprits('=DATEDIF(A2,B2,"d")')).toEqual(["DATEDIF"]);
});

test("names, spills, open and huge ranges, and oversized arrays are named", () => {
  expect(culprits("=SUM(Sales)+A1#+@B1:B3")).toEqual(["Sales", "#", "@"]);
  expect(culprits("=LET(rate,0.2,B2*rate)")).toEqual(["LET"]);
  expect(culprits("=SUM(A2:A)+SUM(B2:B100000)", "sheets")).toEqual(["A2:A", "B2:B100000"]);
  expect(culprits("=SEQUENCE(A1,B1)")).toEqual(["SEQUENCE"]);
  expect(culprits("=SEQUENCE(A1)")).toEqual([]);
});

test("a regular expression written in the formula that may backtrack without end is named", () => {
  expect(culprits('=REGEXMATCH(A2,"^(\\w+\\s?)+$")', "sheets")).toEqual(["REGEXMATCH"]);
  expect(culprits('=REGEXTEST(A2,"(a|aa)*b")')).toEqual(["REGEXTEST"]);
  expect(culprits('=REGEXREPLACE(A2,"\\d+","#")')).toEqual([]);
});

test("unknown functions are left to the evaluator, which answers #NAME?", () => {
  expect(culprits("=MADEUP(1)")).toEqual([]);
});
