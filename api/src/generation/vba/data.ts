import type { VbaDraft } from "../types.ts";
import { conditionWords, filterCriterion } from "./conditions.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  macroCode,
  moduleSteps,
  rangeOrUsed,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const dataRange = (request: MacroRequest, assumed: string[]) => {
  if (request.range) return `ws.Range("${request.range}")`;
  assumed.push("the data is the block of cells around A1, with headings in row 1");
  return `ws.Range("A1").CurrentRegion`;
};

/** Sorts the data by one column with the Sort object, keeping the heading row on top. */
export const sortData = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const order = request.descending ? "xlDescending" : "xlAscending";
  if (!request.descending) assumed.push("the order is ascending (A to Z, smallest first)");
  const code = macroCode({
    name: "SortData",
    about: [`Sorts the data by one column, ${request.descending ? "largest (or Z) first" : "smallest (or A) first"}.`],
    variables: ["ws As Worksheet", "rng As Range", ...columnVariables(request)],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      `Set rng = ${dataRange(request, assumed)}`,
      "",
      "With ws.Sort",
      "    .SortFields.Clear",
      "    ' Sort on the chosen column, inside the data only",
      "    .SortFields.Add Key:=ws.Range(ws.Cells(rng.Row + 1, col), ws.Cells(rng.Row + rng.Rows.Count - 1, col)), _",
      `        SortOn:=xlSortOnValues, Order:=${order}, DataOption:=xlSortNormal`,
      "    .SetRange rng",
      "    ' The first row holds headings and stays on top",
      "    .Header = xlYes",
      "    .Apply",
      "End With",
    ],
  });
  return draft(
    code,
    [
      `This macro sorts the data on ${sheetWords(request)} by ${columnWords(request)},`,
      `${request.descending ? "in descending order" : "in ascending order"}, keeping each row together.`,
    ],
    assumed,
    moduleSteps("SortData"),
  );
};

/** Shows only the rows matching a value with AutoFilter, or removes the filter. */
export const filterData = (request: MacroRequest, clear: boolean): VbaDraft | undefined => {
  const assumed: string[] = [];
  if (clear) {
    const code = macroCode({
      name: "ClearFilter",
      about: ["Removes the AutoFilter so every row shows again."],
      variables: ["ws As Worksheet"],
      body: [...sheetLines(request, assumed), "", "If ws.AutoFilterMode Then ws.AutoFilterMode = False"],
    });
    return draft(
      code,
      [`This macro turns the filter off on ${sheetWords(request)} so all rows show.`],
      assumed,
      moduleSteps("ClearFilter"),
    );
  }
  if (!request.condition || request.condition.kind === "duplicate") return undefined;
  const criterion = filterCriterion(request.condition);
  const code = macroCode({
    name: "FilterData",
    about: [`Shows only the rows whose value in the chosen column is ${conditionWords(request.condition)}.`],
    variables: ["ws As Worksheet", "rng As Range", ...columnVariables(request)],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      `Set rng = ${dataRange(request, assumed)}`,
      "",
      "' Start from a clean filter, then filter the chosen column (its position inside the data)",
      "If ws.AutoFilterMode Then ws.AutoFilterMode = False",
      `rng.AutoFilter Field:=col - rng.Column + 1, Criteria1:=${vbaString(criterion)}`,
    ],
  });
  return draft(
    code,
    [
      `This macro filters the data on ${sheetWords(request)} so only rows whose value in ${columnWords(request)} is ${
        conditionWords(request.condition)
      } show.`,
      `The other rows are hidden, not deleted. The filter criterion is "${criterion}";`,
      "Data > Clear removes the filter.",
    ],
    assumed,
    moduleSteps("FilterData"),
  );
};

/** Replaces text in a range, one sheet or every sheet, with Excel's Replace. */
export const findReplace = (request: MacroRequest): VbaDraft | undefined => {
  if (!request.replace) return undefined;
  const assumed: string[] = [];
  const replaceCall = (target: string) =>
    `${target}.Replace What:=${vbaString(request.replace!.find)}, Replacement:=${
      vbaString(request.replace!.with)
    }, LookAt:=xlPart, MatchCase:=False`;
  if (!request.allSheets && !request.range) assumed.push("it replaces in every used cell of the sheet");
  const code = macroCode({
    name: "FindAndReplace",
    about: [`Replaces "${request.replace.find}" with "${request.replace.with}", also inside longer text.`],
    variables: ["ws As Worksheet"],
    body: request.allSheets
      ? ["For Each ws In ThisWorkbook.Worksheets", `    ${replaceCall("ws.UsedRange")}`, "Next ws"]
      : [
        ...sheetLines(request, assumed),
        "",
        replaceCall(rangeOrUsed(request)),
      ],
  });
  return draft(
    code,
    [
      `This macro replaces every "${request.replace.find}" with "${request.replace.with}"`,
      `in ${
        request.allSheets
          ? "every sheet of the workbook"
          : `${request.range ?? "the used cells"} of ${sheetWords(request)}`
      }.`,
      "Upper and lower case are treated alike; change MatchCase:=False to True to match case exactly,",
      "and LookAt:=xlPart to xlWhole to replace only cells that contain nothing else.",
    ],
    assumed,
    moduleSteps("FindAndReplace"),
  );
};

/** Turns formulas into their current values, in a range, a sheet or every sheet. */
export const formulasToValues = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  if (!request.allSheets && !request.range) assumed.push("it converts every used cell of the sheet");
  const code = macroCode({
    name: "ConvertFormulasToValues",
    about: ["Replaces formulas with the values they show, so they no longer recalculate."],
    variables: ["ws As Worksheet", "rng As Range"],
    body: request.allSheets
      ? [
        "For Each ws In ThisWorkbook.Worksheets",
        "    Set rng = ws.UsedRange",
        "    ' Writing the values over themselves removes the formulas",
        "    rng.Value = rng.Value",
        "Next ws",
      ]
      : [
        ...sheetLines(request, assumed),
        `Set rng = ${rangeOrUsed(request)}`,
        "",
        "' Writing the values over themselves removes the formulas",
        "rng.Value = rng.Value",
      ],
  });
  return draft(
    code,
    [
      `This macro converts the formulas in ${
        request.allSheets ? "every sheet" : `${request.range ?? "the used cells"} of ${sheetWords(request)}`
      } to plain values.`,
      "This cannot be undone with Ctrl+Z, so keep a copy of the workbook if you may need the formulas again.",
    ],
    assumed,
    moduleSteps("ConvertFormulasToValues"),
  );
};
