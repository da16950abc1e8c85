import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { type Colour, colourRole, findColours, rgbCall } from "./colours.ts";
import { conditionWords } from "./conditions.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import { type Condition, findCondition } from "./request-conditions.ts";
import type { MacroRequest } from "./request-params.ts";

interface Rule {
  colour: Colour;
  test: Condition;
}

// "50-69": a band, tested after the rules above it, so its lower end is what matters.
const band = (part: string): Condition | undefined => {
  const match = /\b(-?\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(-?\d+(?:\.\d+)?)\b/.exec(part);
  return match ? { kind: "compare", op: ">=", value: Math.min(Number(match[1]), Number(match[2])) } : undefined;
};

/** One rule per part of the request that names both a colour and a test: "green if 70 or more, red if below 50". */
const colourRulesOf = (request: MacroRequest): Rule[] => {
  const parts = request.original.split(/[,;]|\band\b/i);
  const rules: Rule[] = [];
  for (const part of parts) {
    const colour = findColours(part.toLowerCase())[0]?.colour;
    const test = band(part) ??
      findCondition(part, part.toLowerCase().replace(/\bnegatives\b/, "negative").replace(/\bpositives\b/, "positive"))
        ?.test;
    if (colour && test && test.kind !== "duplicate") rules.push({ colour, test });
  }
  return rules;
};

const testOf = (test: Condition): string => {
  switch (test.kind) {
    case "compare":
      return `IsNumeric(cell.Value) And Not IsEmpty(cell.Value) And cell.Value ${test.op} ${test.value}`;
    case "equals":
      return `StrComp(Trim(CStr(cell.Value)), ${vbaString(test.text)}, vbTextCompare) = 0`;
    case "notEquals":
      return `StrComp(Trim(CStr(cell.Value)), ${vbaString(test.text)}, vbTextCompare) <> 0`;
    case "contains":
      return `InStr(1, CStr(cell.Value), ${vbaString(test.text)}, vbTextCompare) > 0`;
    case "blank":
      return "Len(Trim(cell.Text)) = 0";
    case "notBlank":
      return "Len(Trim(cell.Text)) > 0";
    default:
      return "False";
  }
};

/**
 * Colours each cell by the first of several rules it meets, in the order the request gives them ("green if 70 or
 * more, orange if 50-69, red if below 50"); the text or the fill, as the request says.
 */
export const colourByRules = (request: MacroRequest): VbaDraft | undefined => {
  const rules = colourRulesOf(request).filter((rule) => testOf(rule.test) !== "False");
  if (rules.length < 2) return undefined;
  const assumed: string[] = [];
  const target = cellTarget(request, assumed, true);
  const first = findColours(request.text)[0];
  const font = /\b(?:font|text)\b/.test(request.text) ||
    (first && colourRole(request.text, first.at, first.end) === "font");
  const property = font ? "Font.Color" : "Interior.Color";
  const branches = rules.flatMap((rule, i) => [
    `${i === 0 ? "If" : "ElseIf"} ${testOf(rule.test)} Then`,
    `    cell.${property} = ${rgbCall(rule.colour)}`,
  ]);
  const code = macroCode({
    name: "ColourByRules",
    about: [
      "Colours each cell by the first rule it meets:",
      ...rules.map((rule) => `${rule.colour.name} when ${conditionWords(rule.test)}`),
    ],
    variables: ["ws As Worksheet", "rng As Range", "cell As Range", ...target.variables],
    body: [
      ...(target.selection ? [] : sheetLines(request, assumed)),
      ...target.lines,
      "",
      "For Each cell In rng.Cells",
      "    ' Error values such as #N/A cannot be compared; leave them as they are",
      "    If Not IsError(cell.Value) Then",
      ...branches.map((line) => `        ${line}`),
      "        End If",
      "    End If",
      "Next cell",
    ],
  });
  return draft(
    code,
    [
      `This macro colours the ${font ? "text" : "fill"} of each cell of ${target.words}${
        target.selection ? "" : ` on ${sheetWords(request)}`
      } by the first rule it meets:`,
      `${rules.map((rule) => `${rule.colour.name} when ${conditionWords(rule.test)}`).join("; ")}.`,
      "Run it again after the data changes, or use Conditional Formatting for colours that update by themselves.",
    ],
    assumed,
    moduleSteps("ColourByRules"),
  );
};
