import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** One change made to every cell: the new value, whether it needs a number, and what it does in words. */
interface Change {
  value: string;
  /** Which cells it applies to: numbers only, any filled cell, or every cell (a comment goes on empty ones too). */
  cells: "numbers" | "filled" | "all";
  words: string;
  /** Lines run for each cell instead of assigning `value`. */
  lines?: string[];
}

const number = String.raw`(\d+(?:\.\d+)?)`;

const quotedOrWord = (text: string, after: RegExp) =>
  new RegExp(`${after.source}\\s*:?\\s*(?:"([^"]+)"|'([^']+)'|(\\S+))`, "i").exec(text);

/** The change a request asks for each cell, read from its words; undefined when it asks none of these. */
const findChange = (request: MacroRequest): Change | undefined => {
  const { text, original } = request;
  if (
    /\bupper ?case\b|\ball caps\b|\bcapital letters\b|\b(?:in|into|to) (?:all )?(?:capitals|caps)\b|\bcapitali[sz]e (?:everything|all|them|the text)\b/
      .test(text)
  ) {
    return { value: "UCase(cell.Value)", cells: "filled", words: "upper case" };
  }
  if (/\blower ?case\b|\bsmall letters\b/.test(text)) {
    return { value: "LCase(cell.Value)", cells: "filled", words: "lower case" };
  }
  if (/\b(?:proper|title) case\b|\bcapitali[sz]e (?:the )?(?:first letter|each word|every word|names)\b/.test(text)) {
    return { value: "Application.WorksheetFunction.Proper(cell.Value)", cells: "filled", words: "proper case" };
  }
  // "remove all spaces from the part numbers", "no spaces at all": every space goes, not only the extra ones.
  if (
    /\b(?:remov|delet|strip|eliminat|tak)\w*(?: out)? (?:all|every|any)(?: of)? (?:the )?(?:spaces|blanks)\b|\bevery space\b|\bno spaces(?: at all)?\b|\bspaces? (?:at all|anywhere|inside|in between|between)\b/
      .test(text) && !/\b(?:extra|leading|trailing|double|trim)\b/.test(text)
  ) {
    return { value: 'Replace(cell.Value, " ", "")', cells: "filled", words: "without any spaces" };
  }
  if (
    /\btrim|\bextra (?:spaces|white ?space)\b|\bwhite ?space\b|\b(?:leading|trailing|double) spaces\b|\b(?:clean|tidy|strip|fix|remove)\w*(?: up)? (?:the |all )?(?:the )?spaces\b/
      .test(text)
  ) {
    return {
      value: "Application.WorksheetFunction.Trim(cell.Value)",
      cells: "filled",
      words: "trimmed of extra spaces",
    };
  }
  const up =
    new RegExp(`\\b(?:add|increase|raise|up|mark up|markup|bump)\\w*(?: \\S+){0,6}? (?:by )?${number}\\s*(?:%|percent)`)
      .exec(
        text,
      ) ?? new RegExp(`\\b${number}\\s*(?:%|percent) (?:increase|more|higher|markup|to)\\b`).exec(text);
  if (up) return { value: `cell.Value * (1 + ${up[1]} / 100)`, cells: "numbers", words: `increased by ${up[1]}%` };
  const down = new RegExp(
    `\\b(?:decrease|reduce|lower|cut|discount|take off|subtract|minus)\\w*(?: \\S+){0,6}? (?:by )?${number}\\s*(?:%|percent)`,
  )
    .exec(text);
  if (down) {
    return { value: `cell.Value * (1 - ${down[1]} / 100)`, cells: "numbers", words: `decreased by ${down[1]}%` };
  }
  const times = new RegExp(`\\bmultipl\\w* (?:[\\w']+ ){0,7}?by ${number}\\b`).exec(text);
  if (times) return { value: `cell.Value * ${times[1]}`, cells: "numbers", words: `multiplied by ${times[1]}` };
  const divide = new RegExp(`\\bdivide\\w* (?:[\\w']+ ){0,7}?by ${number}\\b`).exec(text);
  if (divide && Number(divide[1]) !== 0) {
    return { value: `cell.Value / ${divide[1]}`, cells: "numbers", words: `divided by ${divide[1]}` };
  }
  if (
    /\b(?:flip|reverse|change|invert|switch|swap) (?:the )?signs?\b|\bnegate\b|\bopposite sign\b|\bpositives? (?:become|to) negatives?\b/
      .test(text)
  ) {
    return {
      value: "-cell.Value",
      cells: "numbers",
      words: "with its sign flipped (positive becomes negative and back)",
    };
  }
  if (
    /\b(?:make|turn|convert|change) (?:\w+ ){0,3}?(?:in)?to negatives?\b|\bmake (?:\w+ ){0,3}?negative\b(?! (?:numbers?|values?|ones|cells?|amounts?|figures)\b)/
      .test(text)
  ) {
    return { value: "-Abs(cell.Value)", cells: "numbers", words: "made negative" };
  }
  if (
    /\babsolute values?\b|\bmake (?:them |all |the numbers )?positive\b|\bremove (?:the )?(?:minus|negative) signs?\b/
      .test(text)
  ) {
    return { value: "Abs(cell.Value)", cells: "numbers", words: "made positive" };
  }
  const round = new RegExp(`\\bround\\w*(?: \\w+){0,8}? (?:to )?${number} (?:decimal|dp|places?)`).exec(text);
  if (round) {
    return {
      value: `Application.WorksheetFunction.Round(cell.Value, ${round[1]})`,
      cells: "numbers",
      words: `rounded to ${round[1]} decimal places`,
    };
  }
  if (
    /\bstored as text\b|\btext (?:in)?to (?:real )?numbers?\b|\bconvert (?:them |it |these )?(?:in)?to (?:real |actual |proper )?numbers\b|\bnumbers? (?:formatted|saved) as text\b/
      .test(text)
  ) {
    return {
      value: "CDbl(cell.Value)",
      cells: "filled",
      words: "turned from text into a real number",
      lines: [
        "' Only text that reads as a number is converted; other text is left alone",
        "If Not IsEmpty(cell.Value) And IsNumeric(cell.Value) Then",
        '    cell.NumberFormat = "General"',
        "    cell.Value = CDbl(cell.Value)",
        "End If",
      ],
    };
  }
  const prefix = quotedOrWord(original, /\bprefix(?:\s+of)?/) ??
    quotedOrWord(original, /\bprepend(?:s|ing)?/) ??
    quotedOrWord(
      original,
      /\b(?:add|put|stick|insert)(?:s|ing)?(?=\s+(?:"[^"]+"|'[^']+'|\S+)\s+(?:to|at|on) the (?:start|front|beginning))/,
    );
  if (prefix) {
    const value = prefix[1] ?? prefix[2] ?? prefix[3];
    return { value: `${vbaString(value)} & cell.Value`, cells: "filled", words: `with "${value}" added in front` };
  }
  const suffix = quotedOrWord(original, /\bsuffix(?:\s+of)?/) ??
    quotedOrWord(original, /\bappend(?:s|ing)?(?=\s+(?:"[^"]+"|'[^']+'|\S+)\s+(?:to|at|on(?:to)?)\b)/) ??
    quotedOrWord(original, /\b(?:add|put|stick)(?:s|ing)?(?=\s+(?:"[^"]+"|'[^']+'|\S+)\s+(?:to|at|on) the end)/);
  if (suffix) {
    const value = suffix[1] ?? suffix[2] ?? suffix[3];
    return { value: `cell.Value & ${vbaString(value)}`, cells: "filled", words: `with "${value}" added at the end` };
  }
  if (/\bcomments?\b|\bnotes?\b(?= (?:that says|saying|with))/.test(text)) {
    const words = request.quoted[0] ?? request.message;
    if (!words) return undefined;
    return {
      value: "",
      cells: "all",
      words: `given the comment "${words}"`,
      lines: [
        "' A cell holds one comment: replace any that is there",
        "cell.ClearComments",
        `cell.AddComment ${vbaString(words)}`,
      ],
    };
  }
  return undefined;
};

/** Changes every cell of the selection, a range or a column in the same way: case, spaces, a percentage, a sign… */
export const transformCells = (request: MacroRequest): VbaDraft | undefined => {
  const change = findChange(request);
  if (!change) return undefined;
  const assumed: string[] = [];
  const target = cellTarget(request, assumed, true);
  // Formulas keep their formulas, and error values cannot be read as text or numbers.
  const guard = change.cells === "all"
    ? "If Not IsError(cell.Value) Then"
    : change.cells === "numbers"
    ? "If Not cell.HasFormula And Not IsError(cell.Value) And Not IsEmpty(cell.Value) And IsNumeric(cell.Value) Then"
    : "If Not cell.HasFormula And Not IsError(cell.Value) And Not IsEmpty(cell.Value) Then";
  const work = change.lines ?? [`cell.Value = ${change.value}`];
  const code = macroCode({
    name: "ChangeCells",
    about: [
      `Changes each ${change.cells === "numbers" ? "number" : "cell"} of ${target.words}: ${change.words}.`,
      "Cells with formulas are left alone, so nothing that is calculated gets overwritten.",
    ],
    variables: ["ws As Worksheet", "rng As Range", "cell As Range", ...target.variables, "changed As Long"],
    body: [
      ...(target.selection ? [] : sheetLines(request, assumed)),
      ...target.lines,
      "",
      "For Each cell In rng.Cells",
      `    ${guard}`,
      ...work.map((line) => `        ${line}`),
      "        changed = changed + 1",
      "    End If",
      "Next cell",
      "",
      'MsgBox changed & " cell(s) changed.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro goes through ${target.words}${target.selection ? "" : ` on ${sheetWords(request)}`} and leaves each ${
        change.cells === "numbers" ? "number" : "value"
      } ${change.words}.`,
      "Formulas are skipped. The change cannot be undone with Ctrl+Z, so try it on a copy first.",
    ],
    assumed,
    moduleSteps("ChangeCells", target.selection ? ["Select the cells to change before you run it."] : []),
  );
};
