import type { Table } from "../inputs/table.ts";
import type { AnalysisDraft } from "./drafts.ts";
import { type ColumnInfo, defaultLabel, describeColumns } from "./columns.ts";
import { selectRows } from "./compute.ts";
import type { Described, Naming } from "./describe.ts";
import {
  describeGrouped,
  describePortion,
  describeRank,
  describeShare,
  describeWideColumns,
} from "./describe-groups.ts";
import { describeGrowth, describeTrend } from "./describe-series.ts";
import {
  describeCorrelation,
  describeDistribution,
  describeOutliers,
  describeOverall,
  describeSummary,
} from "./describe-stats.ts";
import { growthOutsideData, periodOutsideData, readWords, whereWords } from "./explain.ts";
import { stepsFor } from "./formula-steps.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";
import { isDerived, type Question } from "./question-types.ts";
import { computeAnswer, type Context, type Result } from "./results.ts";
import { placeOf } from "./sheet-ranges.ts";
import { readDaySpan, spanColumn } from "./day-spans.ts";
import { correctSpelling } from "./spelling.ts";
import { npsColumn, readNps } from "./nps.ts";
import type { Check } from "./step-text.ts";

/** An analysis with what produced it: the question as read, the result, and each step's formulas to verify. */
export interface AnalysisPlan {
  draft: AnalysisDraft;
  question: Question;
  result: Result;
  /** The table the checks run on: the one given, with any helper column the steps add. */
  sheet: Table;
  checks: Check[];
}

function describe(result: Result, naming: Naming, where: string): Described {
  switch (result.kind) {
    case "grouped":
      return describeGrouped(result, naming, where);
    case "rank":
      return describeRank(result, naming);
    case "share":
      return describeShare(result, naming);
    case "columns":
      return describeWideColumns(result, naming);
    case "portion":
      return describePortion(result, naming, where);
    case "trend":
      return describeTrend(result, naming);
    case "growth":
      return describeGrowth(result, naming);
    case "correlation":
      return describeCorrelation(result, naming);
    case "outliers":
      return describeOutliers(result, naming);
    case "distribution":
      return describeDistribution(result, naming);
    case "overall":
      return describeOverall(result, naming, where);
    case "summary":
      return describeSummary(result, naming);
  }
}

/** How a measure the table does not hold was worked out: "profit is the total of Revenue minus the total of Cost". */
function derivedWords(question: Question, infos: ColumnInfo[]): string[] {
  const metrics = "metrics" in question.ask
    ? question.ask.metrics
    : "metric" in question.ask
    ? [question.ask.metric]
    : [];
  return metrics.filter(isDerived).map((metric) => {
    const name = (column: number) => infos[column].name;
    const of = metric.aggregate === "average" && metric.per === undefined && metric.perEach === undefined
      ? "average"
      : "total";
    const first = metric.times === undefined
      ? `the ${of} of ${name(metric.column!)}`
      : `${name(metric.column!)} × ${name(metric.times)} row by row, added up,`;
    const added = metric.plus === undefined ? first : `${first} plus the ${of} of ${name(metric.plus)}`;
    const difference = metric.minus === undefined ? added : `${added} minus the ${of} of ${name(metric.minus)}`;
    const scaled = metric.scale === undefined ? "" : `, times ${metric.scale.toLocaleString("en-US")}`;
    const whole = metric.perEach !== undefined
      ? `${difference}, divided by the number of different ${name(metric.perEach)} values`
      : metric.per !== undefined
      ? `${difference}, divided by the total of ${name(metric.per)}${scaled}`
      : difference;
    return `The table has no ${metric.label ?? "such"} column, so ${metric.label ?? "it"} is ${whole}.`;
  });
}

/** Reads the question, computes its figures on the table and says them, with the steps to reproduce them. */
export function planAnalysis(given: Table, typed: string): AnalysisPlan {
  const description = correctSpelling(typed, given);
  const own = describeColumns(given, profileTable(given));
  // "Average days to close": the time between two date columns, added as a helper column the steps add too.
  const { span, lacks: noSpan } = readDaySpan(given, own, description);
  // "What's our NPS": each answer's points towards the Net Promoter Score, added as a helper column too.
  const nps = span ? undefined : readNps(given, own, description);
  const helper = span ? spanColumn(given, span) : nps !== undefined ? npsColumn(given, nps) : undefined;
  const table = helper?.table ?? given;
  const infos = helper ? describeColumns(table, profileTable(table)) : own;
  // A time per row, or a row's points, is averaged where the question does not say otherwise, as a score is.
  if (helper) infos[table.columns.length - 1].averaged = true;
  const read = readQuestion(table, description, infos, span);
  // A time between dates the table has no date for is what it lacks, whatever else the question names.
  const question = noSpan && !read.lacks ? { ...read, lacks: noSpan } : read;
  const rows = selectRows(table, question.filters);
  const context: Context = { table, infos, question, rows };
  const result = computeAnswer(context);
  const label = defaultLabel(infos);
  const naming: Naming = {
    table,
    infos,
    noun: question.noun,
    place: placeOf(table),
    ...(label === undefined ? {} : { label }),
  };
  const where = whereWords(question.filters, infos);
  const described = describe(result, naming, where);
  const lacking = question.lacks ?? growthOutsideData(question.ask, infos) ??
    (rows.length === 0 ? periodOutsideData(question.filters, infos) : undefined);
  const analysis = lacking ? [lacking] : [...described.analysis];
  const figures = lacking ? [] : [...described.figures];
  if (question.filters.length) figures.push({ label: "Rows used", value: rows.length });
  if (rows.length === 0 && !lacking) {
    analysis.unshift(`No rows${where || " in the table"}, so there is nothing to add up.`);
  }
  const computed = rows.length && !lacking ? stepsFor(result, table, naming, question.filters) : [];
  const steps = helper && computed.length ? [helper.step(naming.place), ...computed] : computed;
  // A refusal shows no figure, so it says nothing of how one would have been worked out: only what was read.
  const explanation = [
    ...(lacking ? [] : described.meaning),
    ...(lacking ? [] : derivedWords(question, infos)),
    ...(lacking
      ? readWords(given, infos, [], given.rowCount, [])
      : readWords(given, infos, question.filters, rows.length, question.readings)),
    ...(helper && !lacking ? [helper.words] : []),
  ];
  return {
    draft: {
      analysis: analysis.join(" "),
      explanation: explanation.join(" "),
      steps: steps.map((step) => step.text),
      figures,
    },
    question,
    result,
    sheet: table,
    checks: steps.flatMap((step) => step.checks),
  };
}

/** The analysis of a table for a person's question: computed figures, said plainly, with steps for Excel and Sheets. */
export function analyzeTable(table: Table, description: string): AnalysisDraft {
  return planAnalysis(table, description).draft;
}
