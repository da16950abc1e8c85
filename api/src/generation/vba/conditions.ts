import { comparisonWords } from "../comparison-words.ts";
import { vbaString } from "./macro-parts.ts";
import type { Condition } from "./request-params.ts";

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

/** The same condition as an AutoFilter criterion. */
export const filterCriterion = (condition: Condition): string => {
  switch (condition.kind) {
    case "compare":
      return `${condition.op}${condition.value}`;
    case "equals":
      return condition.text;
    case "notEquals":
      return `<>${condition.text}`;
    case "contains":
      return `*${condition.text}*`;
    case "blank":
      return "=";
    case "notBlank":
    case "duplicate":
      return "<>";
  }
};

/** Duplicates are judged against the whole column, so only they need `rng`: the column's data under its heading. */
export const duplicateRange = (condition: Condition | undefined) =>
  condition?.kind === "duplicate"
    ? { variables: ["rng As Range"], lines: ["Set rng = ws.Range(ws.Cells(2, col), ws.Cells(lastRow, col))"] }
    : { variables: [] as string[], lines: [] as string[] };
