import { comparisonWords } from "../comparison-words.ts";
import { vbaString } from "./macro-parts.ts";
import type { Condition } from "./request-conditions.ts";

const dayWords = (condition: Extract<Condition, { kind: "date" }>) => {
  if (condition.day) return condition.day.join("-");
  if (!condition.days) return "today";
  return `${Math.abs(condition.days)} days ${condition.days < 0 ? "ago" : "from now"}`;
};

/** The VBA date a date condition compares with: Date, Date - 90 or DateSerial(2023, 1, 1). */
const dateValue = (condition: Extract<Condition, { kind: "date" }>) =>
  condition.day
    ? `DateSerial(${condition.day.join(", ")})`
    : condition.days
    ? `Date ${condition.days < 0 ? "-" : "+"} ${Math.abs(condition.days)}`
    : "Date";

/** The condition in plain words, for explanations. */
export const conditionWords = (condition: Condition): string => {
  switch (condition.kind) {
    case "compare":
      return `${comparisonWords[condition.op]} ${condition.value}`;
    case "equals":
      return `equal to "${condition.text}"`;
    case "notEquals":
      return `not equal to "${condition.text}"`;
    case "contains":
      return `containing "${condition.text}"`;
    case "oneOf":
      return `one of ${condition.texts.map((text) => `"${text}"`).join(", ")}`;
    case "date":
      return `a date ${comparisonWords[condition.op].replace("less than", "before").replace("greater than", "after")} ${
        dayWords(condition)
      }`;
    case "thisMonth":
      return "a date in the current month";
    case "blank":
      return "empty";
    case "notBlank":
      return "not empty";
    case "duplicate":
      return "repeated elsewhere in the range";
  }
};

/**
 * Wraps `inner` in the If blocks that test `cell` against the condition. Numbers and text are tested separately
 * because comparing text with a number, or reading an error value such as #N/A, stops VBA with a type mismatch.
 * `range` is the whole range, needed to spot duplicates.
 */
export const ifCondition = (condition: Condition, cell: string, inner: string[], range = "rng"): string[] => {
  const nested = (outer: string, test: string) => [
    `If ${outer} Then`,
    `    If ${test} Then`,
    ...inner.map((line) => `        ${line}`),
    "    End If",
    "End If",
  ];
  const text = `Trim(CStr(${cell}.Value))`;
  switch (condition.kind) {
    case "compare":
      return nested(
        `IsNumeric(${cell}.Value) And Not IsEmpty(${cell}.Value)`,
        `${cell}.Value ${condition.op} ${condition.value}`,
      );
    case "equals":
      return nested(`Not IsError(${cell}.Value)`, `StrComp(${text}, ${vbaString(condition.text)}, vbTextCompare) = 0`);
    case "notEquals":
      return nested(`Not IsError(${cell}.Value)`, `StrComp(${text}, ${vbaString(condition.text)}, vbTextCompare) <> 0`);
    case "contains":
      return nested(`Not IsError(${cell}.Value)`, `InStr(1, ${text}, ${vbaString(condition.text)}, vbTextCompare) > 0`);
    case "oneOf":
      return nested(
        `Not IsError(${cell}.Value)`,
        condition.texts.map((one) => `StrComp(${text}, ${vbaString(one)}, vbTextCompare) = 0`).join(" Or "),
      );
    case "date":
      return nested(`IsDate(${cell}.Value)`, `CDate(${cell}.Value) ${condition.op} ${dateValue(condition)}`);
    case "thisMonth":
      return nested(
        `IsDate(${cell}.Value)`,
        `Year(CDate(${cell}.Value)) = Year(Date) And Month(CDate(${cell}.Value)) = Month(Date)`,
      );
    case "blank":
      return [`If Len(Trim(${cell}.Text)) = 0 Then`, ...inner.map((line) => `    ${line}`), "End If"];
    case "notBlank":
      return [`If Len(Trim(${cell}.Text)) > 0 Then`, ...inner.map((line) => `    ${line}`), "End If"];
    case "duplicate":
      return nested(
        `Not IsError(${cell}.Value) And Not IsEmpty(${cell}.Value)`,
        `Application.WorksheetFunction.CountIf(${range}, ${cell}.Value) > 1`,
      );
  }
};

/**
 * The same condition as the arguments of AutoFilter after Field: a criterion, a list of values, a dynamic date
 * filter, or a date comparison (written with the date as a number, so any locale reads it).
 */
export const filterArguments = (condition: Condition): string => {
  switch (condition.kind) {
    case "compare":
      return `Criteria1:=${vbaString(`${condition.op}${condition.value}`)}`;
    case "equals":
      return `Criteria1:=${vbaString(condition.text)}`;
    case "notEquals":
      return `Criteria1:=${vbaString(`<>${condition.text}`)}`;
    case "contains":
      return `Criteria1:=${vbaString(`*${condition.text}*`)}`;
    case "oneOf":
      return `Criteria1:=Array(${condition.texts.map(vbaString).join(", ")}), Operator:=xlFilterValues`;
    case "date":
      return `Criteria1:="${condition.op}" & CLng(${dateValue(condition)})`;
    case "thisMonth":
      return "Criteria1:=xlFilterThisMonth, Operator:=xlFilterDynamic";
    case "blank":
      return 'Criteria1:="="';
    case "notBlank":
    case "duplicate":
      return 'Criteria1:="<>"';
  }
};

/** Duplicates are judged against the whole column, so only they need `rng`: the column's data under its heading. */
export const duplicateRange = (condition: Condition | undefined) =>
  condition?.kind === "duplicate"
    ? { variables: ["rng As Range"], lines: ["Set rng = ws.Range(ws.Cells(2, col), ws.Cells(lastRow, col))"] }
    : { variables: [] as string[], lines: [] as string[] };
