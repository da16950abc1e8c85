import type { VbaDraft } from "../types.ts";
import { eventCode, sheetModuleSteps } from "./event-frame.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Refreshes every pivot table of the workbook, or of one sheet each time that sheet is shown. */
export const refreshPivots = (request: MacroRequest): VbaDraft => {
  const onActivate =
    /\bwhen(?:ever)? (?:i |you |someone )?(?:go|goes|switch|open|click|select|activate|visit)\w*\b|\bon activat|\bevery time (?:i |you )?(?:go|open|select)/
      .test(request.text);
  if (onActivate) {
    const code = eventCode({
      signature: "Private Sub Worksheet_Activate()",
      about: ["Runs by itself each time this sheet is shown and refreshes its pivot tables."],
      variables: ["pt As PivotTable"],
      body: [
        "For Each pt In Me.PivotTables",
        "    ' Reread the source data, then redraw the table",
        "    pt.PivotCache.Refresh",
        "    pt.RefreshTable",
        "Next pt",
      ],
      title: "The pivot refresh",
    });
    return draft(
      code,
      [
        `This event macro refreshes every pivot table on ${sheetWords(request)} each time you go to that sheet,`,
        "so they always show the current data. It goes in that sheet's own code module.",
      ],
      [],
      sheetModuleSteps(request.sheet, "Go to another sheet and back: the pivot tables refresh."),
    );
  }
  const named = /\b(PivotTable\w*)\b/i.exec(request.original)?.[1];
  if (named) return refreshNamedPivot(request, named);
  const assumed: string[] = [];
  const oneSheet = Boolean(request.sheet) && !request.allSheets && !/\bworkbook\b/.test(request.text);
  const code = macroCode({
    name: "RefreshPivotTables",
    about: [
      `Refreshes every pivot table ${oneSheet ? "on one sheet" : "in the workbook"}, so they show the current data.`,
    ],
    variables: ["ws As Worksheet", "pt As PivotTable", "refreshed As Long"],
    body: [
      ...(queriesToo(request.text)
        ? [
          "' Queries and data connections first, so the pivot tables read fresh data",
          "ThisWorkbook.RefreshAll",
          "Application.CalculateUntilAsyncQueriesDone",
          "",
        ]
        : []),
      ...(oneSheet ? sheetLines(request, assumed) : ["For Each ws In ThisWorkbook.Worksheets"]),
      `${oneSheet ? "" : "    "}For Each pt In ws.PivotTables`,
      `${oneSheet ? "" : "    "}    pt.PivotCache.Refresh`,
      `${oneSheet ? "" : "    "}    refreshed = refreshed + 1`,
      `${oneSheet ? "" : "    "}Next pt`,
      ...(oneSheet ? [] : ["Next ws"]),
      "",
      'MsgBox refreshed & " pivot table(s) refreshed.", vbInformation',
    ],
  });
  return draft(
    code,
    [`This macro refreshes each pivot table ${
      oneSheet ? `on ${sheetWords(request)}` : "on every sheet"
    } from its source data.`],
    assumed,
    moduleSteps("RefreshPivotTables"),
  );
};

/** Whether the request also wants queries or data connections refreshed ("update the pivots and queries"). */
export const queriesToo = (text: string) =>
  /\bquer(?:y|ies)\b|\bconnections?\b|\bpower ?query\b|\bexternal data\b|\brefresh all\b(?! (?:the )?pivot)/.test(text);

/** Sets a pivot table's report filter (page field) to a value or a cell's value, then refreshes it. */
export const setPivotFilter = (request: MacroRequest): VbaDraft | undefined => {
  const { original } = request;
  const table = /\b(PivotTable\w*)\b/i.exec(original)?.[1] ??
    /\bpivot(?: ?table)? (?:named|called) ["']?([\w ]+?)["']?(?=\s|$|[,.])/i.exec(original)?.[1];
  const field = /\bthe ["']?(\w[\w ]{0,30}?)["']? (?:filter|field|page field)\b/i.exec(original)?.[1] ??
    /\bfilter (?:the )?(?:pivot(?: ?table)? )?(?:by |on )?["']?(\w+)["']?/i.exec(original)?.[1];
  if (!field) return undefined;
  const assumed: string[] = [];
  if (!table) assumed.push("the pivot table is the first one on the sheet");
  const cell = request.cell;
  // The cell may be on another sheet than the pivot table ("typed in B1 on sheet Control").
  const cellPlace = request.cellSheet && request.cellSheet !== request.sheet
    ? `ThisWorkbook.Worksheets(${vbaString(request.cellSheet)})`
    : "ws";
  const value = cell
    ? `${cellPlace}.Range(${vbaString(cell)}).Value`
    : request.quoted[0]
    ? vbaString(request.quoted[0])
    : undefined;
  if (!value) return undefined;
  const code = macroCode({
    name: "SetPivotFilter",
    about: [
      `Sets the ${field} filter of the pivot table to ${
        cell ? `the value in ${cell}` : request.quoted[0]
      } and refreshes it.`,
    ],
    variables: ["ws As Worksheet", "pt As PivotTable"],
    body: [
      ...sheetLines(request, assumed),
      `Set pt = ws.PivotTables(${table ? vbaString(table) : "1"})`,
      "pt.PivotCache.Refresh",
      `With pt.PivotFields(${vbaString(field)})`,
      "    ' Show every item first, then only the one wanted",
      "    .ClearAllFilters",
      `    .CurrentPage = CStr(${value})`,
      "End With",
    ],
  });
  return draft(
    code,
    [
      `This macro refreshes ${table ?? "the pivot table"} on ${
        sheetWords(request)
      } and sets its ${field} report filter to ${
        cell
          ? `whatever is in ${cell}${cellPlace === "ws" ? "" : ` on the sheet "${request.cellSheet}"`}`
          : `"${request.quoted[0]}"`
      }.`,
      `${field} must be in the pivot table's Filters area; a value the field does not have stops with a message.`,
    ],
    assumed,
    moduleSteps("SetPivotFilter"),
  );
};

/** Refreshes one pivot table the request names ("refresh PivotTable2 on sheet Pivots"). */
const refreshNamedPivot = (request: MacroRequest, table: string): VbaDraft => {
  const assumed: string[] = [];
  const code = macroCode({
    name: "RefreshPivotTable",
    about: [`Refreshes the pivot table ${table} from its source data.`],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), `ws.PivotTables(${vbaString(table)}).PivotCache.Refresh`],
  });
  return draft(
    code,
    [`This macro refreshes the pivot table ${table} on ${sheetWords(request)} from its source data.`],
    assumed,
    moduleSteps("RefreshPivotTable"),
  );
};
