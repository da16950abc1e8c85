/**
 * How long the formula verifier takes per formula (parse, catalog check, sample grid, HyperFormula evaluation), over
 * varied formulas on both platforms, and what a fresh HyperFormula instance would cost instead of the shared one.
 * Run: npm run bench -- verify
 */
import { HyperFormula } from "hyperformula";
import { evaluateFormulas } from "../api/src/generation/verifier/evaluate.ts";
import { verifyFormula } from "../api/src/generation/verifier/verify-formula.ts";
import { percentile } from "./lib/percentile.ts";

const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 40);

const formulas: [string, "excel" | "sheets"][] = [
  ['=SUMIF(D2:D50,"Closed",B2:B50)', "excel"],
  ['=SUMIFS(C2:C200,A2:A200,"North",B2:B200,">1000")', "sheets"],
  ['=COUNTIFS(A:A,"*Ltd*",C:C,"<>Closed")', "excel"],
  ['=AVERAGEIF(B2:B100,">=5",C2:C100)', "sheets"],
  ['=MAXIFS(E2:E80,D2:D80,"West")', "excel"],
  ['=MINIFS(E2:E80,D2:D80,"East")', "sheets"],
  ['=COUNTIFS(C2:C90,"<"&DATE(2023,7,1))', "excel"],
  ["=SUM(B2:B50)", "excel"],
  ["=AVERAGE(C:C)", "sheets"],
  ["=MEDIAN(B2:B40)", "excel"],
  ["=STDEV.S(B2:B40)", "sheets"],
  ["=MAX(B2:B50)-MIN(B2:B50)", "excel"],
  ["=COUNTUNIQUE(A2:A100)", "sheets"],
  ["=COUNTA(UNIQUE(A2:A100))", "excel"],
  ["=LARGE(B2:B50,3)", "excel"],
  ["=SUM(LARGE(B2:B50,{1,2,3}))", "sheets"],
  ["=VLOOKUP(H2,A2:D100,4,FALSE)", "excel"],
  ["=XLOOKUP(H2,A2:A100,C2:C100)", "sheets"],
  ["=INDEX(C2:C100,MATCH(H2,A2:A100,0))", "excel"],
  ['=IFERROR(VLOOKUP(F2,Sheet2!A:B,2,FALSE),"Not found")', "sheets"],
  ['=IF(B2>1000,"High","Low")', "excel"],
  ['=IFS(B2>=90,"A",B2>=80,"B",B2>=70,"C",TRUE,"F")', "sheets"],
  ['=IF(AND(B2>0,C2<100),"OK","Check")', "excel"],
  ['=LEFT(A2,FIND(" ",A2)-1)', "excel"],
  ['=RIGHT(A2,LEN(A2)-FIND(" ",A2))', "sheets"],
  ['=TEXTBEFORE(A2,"-")', "excel"],
  ['=REGEXEXTRACT(A2,"[0-9]+")', "sheets"],
  ["=PROPER(TRIM(A2))", "excel"],
  ['=SUBSTITUTE(A2,"-"," ")', "sheets"],
  ['=TEXTJOIN(", ",TRUE,A2:A10)', "excel"],
  ['=A2&" "&B2', "sheets"],
  ["=LEN(A2)", "excel"],
  ["=ROUND(B2*1.2,2)", "excel"],
  ["=ROUNDUP(B2,-2)", "sheets"],
  ["=(C2-B2)/B2", "excel"],
  ["=B2/SUM(B$2:B$50)", "sheets"],
  ["=SUMPRODUCT(B2:B50,C2:C50)/SUM(C2:C50)", "excel"],
  ["=ABS(B2-C2)", "sheets"],
  ["=SQRT(B2)+POWER(C2,2)", "excel"],
  ["=VALUE(A2)", "sheets"],
  ["=DAYS(C2,B2)", "excel"],
  ["=NETWORKDAYS(B2,C2)", "sheets"],
  ["=EDATE(B2,3)", "excel"],
  ["=EOMONTH(B2,0)", "sheets"],
  ['=DATEDIF(B2,TODAY(),"Y")', "excel"],
  ["=WEEKDAY(B2,2)", "sheets"],
  ['=YEAR(B2)&"-"&MONTH(B2)', "excel"],
  ["=PMT(5%/12,360,-250000)", "excel"],
  ["=FV(0.04/12,120,-200)", "sheets"],
  ["=B2*(1+0.05)^10", "excel"],
  ["=RANK(B2,B$2:B$50)", "sheets"],
  ["=FILTER(A2:A50,B2:B50>1000)", "excel"],
  ["=SORT(UNIQUE(A2:A50))", "sheets"],
  ["=ARRAYFORMULA(B2:B20*C2:C20)", "sheets"],
];

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${percentile(sorted, 0.5).toFixed(3).padStart(7)} ms   p95 ${
      percentile(sorted, 0.95).toFixed(3).padStart(7)
    } ms   max ${sorted[sorted.length - 1].toFixed(2).padStart(7)} ms   n ${sorted.length}`,
  );
}

export function runVerifyBench() {
  console.log(`Formula verifier: ${formulas.length} formulas × ${rounds} rounds, both platforms`);
  let start = performance.now();
  verifyFormula("=1+1", "excel");
  console.log(`first call (module warm-up, engine build)     ${(performance.now() - start).toFixed(1)} ms`);

  const times: number[] = [];
  const byOutcome = { value: 0, error: 0, notEvaluated: 0 };
  for (let round = 0; round < rounds; round++) {
    for (const [formula, platform] of formulas) {
      start = performance.now();
      const result = verifyFormula(formula, platform);
      times.push(performance.now() - start);
      if (round === 0) byOutcome[Object.keys(result.sample)[0] as keyof typeof byOutcome]++;
    }
  }
  report("verifyFormula (shared HyperFormula)", times);
  console.log(
    `sample outcomes per round: ${byOutcome.value} values, ${byOutcome.error} errors, ` +
      `${byOutcome.notEvaluated} not evaluated`,
  );

  const builds: number[] = [];
  for (let i = 0; i < 50; i++) {
    start = performance.now();
    HyperFormula.buildEmpty({ licenseKey: "gpl-v3" }).destroy();
    builds.push(performance.now() - start);
  }
  report("a fresh HyperFormula instance (build+destroy)", builds);

  const table = [["Region", "Amount"], ...Array.from({ length: 49 }, (_, i) => [i % 2 ? "North" : "South", i * 10])];
  const evaluations: number[] = [];
  for (let i = 0; i < 50; i++) {
    start = performance.now();
    evaluateFormulas(table, ['=SUMIF(A2:A50,"North",B2:B50)', "=AVERAGE(B2:B50)"]);
    evaluations.push(performance.now() - start);
  }
  report("evaluateFormulas, 2 formulas, 50-row table", evaluations);
  return Promise.resolve();
}
