import { formatNumber } from "./format.ts";
import { filterCall, numberLiteral } from "./formulas.ts";
import type { StepContext } from "./formula-steps.ts";
import type { CorrelationResult, DistributionResult, OutlierResult } from "./results.ts";
import { columnRange, letterOf } from "./sheet-ranges.ts";
import { perPlatform, type Step, textStep } from "./step-text.ts";

type Platform = "excel" | "sheets";

/** A column's values as a formula reads them: the range, or a FILTER of it when the question kept some rows. */
function source(sc: StepContext, column: number, platform: Platform): string {
  const range = columnRange(sc.place, column);
  return sc.conditions.length ? filterCall(sc.place, range, sc.conditions, platform) : range;
}

/** One formula per platform from a builder of the text, as steps with the value it must give. */
function both(build: (platform: Platform) => string, result: string, expected?: number): Step[] {
  return perPlatform({ excel: build("excel"), sheets: build("sheets") }, result, expected);
}

export function correlationSteps(result: CorrelationResult, sc: StepContext): Step[] {
  if (result.r === null) return [];
  const x = (platform: Platform) => source(sc, result.x, platform);
  const y = (platform: Platform) => source(sc, result.y, platform);
  const steps = [
    ...both((p) => `=CORREL(${x(p)},${y(p)})`, `it gives r = ${result.r.toFixed(4)}`, result.r),
    ...both((p) => `=RSQ(${y(p)},${x(p)})`, `it gives r² = ${(result.r * result.r).toFixed(4)}`, result.r * result.r),
  ];
  if (result.slope !== null) {
    steps.push(
      ...both((p) => `=SLOPE(${y(p)},${x(p)})`, `it gives the slope, ${formatNumber(result.slope)}`, result.slope),
    );
  }
  return steps;
}

export function outlierSteps(result: OutlierResult, sc: StepContext): Step[] {
  if (result.n === 0) return [];
  const values = (p: Platform) => source(sc, result.column, p);
  const steps: Step[] = [];
  let lower: (p: Platform) => string;
  let upper: (p: Platform) => string;
  if (result.method === "iqr") {
    const q1 = (p: Platform) => `QUARTILE.INC(${values(p)},1)`;
    const q3 = (p: Platform) => `QUARTILE.INC(${values(p)},3)`;
    steps.push(...both((p) => `=${q1(p)}`, `it gives Q1, ${formatNumber(result.q1)}`, result.q1));
    steps.push(...both((p) => `=${q3(p)}`, `it gives Q3, ${formatNumber(result.q3)}`, result.q3));
    lower = (p) => `(${q1(p)}-1.5*(${q3(p)}-${q1(p)}))`;
    upper = (p) => `(${q3(p)}+1.5*(${q3(p)}-${q1(p)}))`;
  } else {
    const mean = (p: Platform) => `AVERAGE(${values(p)})`;
    const sd = (p: Platform) => `STDEV.S(${values(p)})`;
    steps.push(...both((p) => `=${mean(p)}`, `it gives the average, ${formatNumber(result.mean)}`, result.mean));
    if (result.stdev !== null) {
      steps.push(
        ...both((p) => `=${sd(p)}`, `it gives the standard deviation, ${formatNumber(result.stdev!)}`, result.stdev),
      );
    }
    lower = (p) => `(${mean(p)}-3*${sd(p)})`;
    upper = (p) => `(${mean(p)}+3*${sd(p)})`;
  }
  const range = columnRange(sc.place, result.column);
  if (!sc.conditions.length) {
    steps.push(
      ...both(
        (p) => `=COUNTIF(${range},">"&${upper(p)})+COUNTIF(${range},"<"&${lower(p)})`,
        `it counts the outliers: ${result.outliers.length}`,
        result.outliers.length,
      ),
    );
  }
  const cell = `$${letterOf(sc.place, result.column)}${sc.place.firstRow}`;
  const rule = `=OR(${cell}>${numberLiteral(result.upper)},${cell}<${numberLiteral(result.lower)})`;
  const target = range.replaceAll("$", "");
  steps.push(
    textStep(
      "excel",
      `to highlight them, select ${target}, then Home > Conditional Formatting > New Rule > "Use a formula to determine which cells to format", enter ${rule} and pick a fill.`,
      [rule],
    ),
    textStep(
      "sheets",
      `to highlight them, select ${target}, then Format > Conditional formatting > Format rules > "Custom formula is", enter ${rule} and pick a fill.`,
      [rule],
    ),
  );
  return steps;
}

export function distributionSteps(result: DistributionResult, sc: StepContext): Step[] {
  if (result.n === 0) return [];
  const values = (p: Platform) => source(sc, result.column, p);
  const steps = [
    ...both((p) => `=MIN(${values(p)})`, `it gives ${formatNumber(result.min)}`, result.min),
    ...both((p) => `=MEDIAN(${values(p)})`, `it gives ${formatNumber(result.median)}`, result.median),
    ...both((p) => `=MAX(${values(p)})`, `it gives ${formatNumber(result.max)}`, result.max),
  ];
  if (!sc.conditions.length) {
    const range = columnRange(sc.place, result.column);
    result.bins.forEach((bin, i) => {
      const last = i === result.bins.length - 1;
      const formula = `=COUNTIFS(${range},">=${numberLiteral(bin.from)}",${range},"${last ? "<=" : "<"}${
        numberLiteral(last ? result.max : bin.to)
      }")`;
      steps.push(...both(() => formula, `it counts ${bin.count} from ${formatNumber(bin.from)}`, bin.count));
    });
  }
  return steps;
}
