import { groupConditions, metricFormula, operand } from "./formulas.ts";
import { formatPercent } from "./format.ts";
import { metricSteps, pivotOf, type StepContext } from "./formula-steps.ts";
import { pivotSteps } from "./pivot-steps.ts";
import type { SeriesResult } from "./results.ts";
import { fillDown } from "./steps-groups.ts";
import { perPlatform, type Step } from "./step-text.ts";

/** Points given a formula each in a trend; past this, the first few and how to do the rest. */
const spelledOut = 6;
const examples = 3;

/** A point's formula without its "=", to combine two points into one growth formula. */
function pointFormula(result: SeriesResult, sc: StepContext, at: number, platform: "excel" | "sheets"): string {
  const conditions = [...sc.conditions, ...groupConditions(result.by, result.keys[at])];
  return metricFormula(sc.place, result.metrics[0], conditions, platform).slice(1);
}

function growthSteps(result: SeriesResult, sc: StepContext): Step[] {
  const steps: Step[] = [];
  const from = result.keys[result.from].label;
  const to = result.keys[result.to].label;
  if (result.changeRate !== null) {
    const rate = (platform: "excel" | "sheets") => {
      const start = pointFormula(result, sc, result.from, platform);
      const end = pointFormula(result, sc, result.to, platform);
      // end/start - 1 reads best, but only holds for a positive start; otherwise divide the change by |start|.
      return (result.values[0][result.from] ?? 0) > 0
        ? `=${operand(end)}/${operand(start)}-1`
        : `=(${end}-${operand(start)})/ABS(${start})`;
    };
    steps.push(
      ...perPlatform(
        { excel: rate("excel"), sheets: rate("sheets") },
        `the change from ${from} to ${to}; format the cell as a percentage to see ${formatPercent(result.changeRate)}`,
        result.changeRate,
      ),
    );
  }
  if (result.cagr) {
    const cagr = (platform: "excel" | "sheets") =>
      `=RRI(${result.cagr!.years},${pointFormula(result, sc, result.from, platform)},${
        pointFormula(result, sc, result.to, platform)
      })`;
    steps.push(
      ...perPlatform(
        { excel: cagr("excel"), sheets: cagr("sheets") },
        `the compound annual growth rate, ${formatPercent(result.cagr.rate)} as a percentage`,
        result.cagr.rate,
      ),
    );
  }
  return steps;
}

export function seriesSteps(result: SeriesResult, sc: StepContext): Step[] {
  const metric = result.metrics[0];
  const all = result.keys.map((_, i) => i);
  const points = result.kind === "growth"
    ? [...new Set([result.from, result.to])]
    : all.length > spelledOut
    ? all.slice(0, examples)
    : all;
  const steps = points.flatMap((i) =>
    metricSteps(sc, metric, groupConditions(result.by, result.keys[i]), result.keys[i].label, result.values[0][i])
  );
  if (result.kind === "trend" && points.length < all.length) steps.push(...fillDown(sc, result.by, metric));
  if (result.kind === "growth") steps.push(...growthSteps(result, sc));
  // The periods' average, when every period has a total: all of them added up over how many there are.
  // Only over the periods with rows, where the question says so ("the days I worked"): as many as the analysis counts.
  const periods = result.activePeriods ?? result.keys.length;
  const added = metric.aggregate === "sum" || metric.aggregate === "count";
  if (result.mean !== undefined && added && result.values[0].every((value) => value !== null)) {
    const average = (platform: "excel" | "sheets") =>
      `=${operand(metricFormula(sc.place, metric, sc.conditions, platform))}/${periods}`;
    const over = result.activePeriods === undefined ? "periods" : "periods that have rows";
    steps.push(
      ...perPlatform(
        { excel: average("excel"), sheets: average("sheets") },
        `the average over the ${periods} ${over}`,
        result.mean,
      ),
    );
  }
  steps.push(...pivotSteps(pivotOf(sc, result.by, metric, result.running ? "running" : undefined)));
  return steps;
}
