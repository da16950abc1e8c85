import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, unlessExcluded, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Shows every hidden sheet, or hides sheets: the named ones, or all but the ones kept, "very hidden" when asked. */
export const sheetVisibility = (request: MacroRequest, hide: boolean): VbaDraft | undefined => {
  const veryHidden = /\bvery ?hidden\b|\bcan'?t unhide\b|\bcannot unhide\b|\bxlsheetveryhidden\b/.test(request.text);
  const listed = request.sheets.filter((sheet) => sheet.role !== "new").map((sheet) => sheet.name);
  const named = listed.length ? listed : hide ? bareName(request.original) : [];
  const keep = request.exceptSheets;
  if (hide && !named.length && !keep.length) return undefined;
  const state = !hide ? "xlSheetVisible" : veryHidden ? "xlSheetVeryHidden" : "xlSheetHidden";
  const name = hide ? "HideSheets" : named.length ? "UnhideSheets" : "UnhideAllSheets";
  const body = named.length && !keep.length
    ? named.map((sheet) => `ThisWorkbook.Worksheets(${vbaString(sheet)}).Visible = ${state}`)
    : hide
    ? [
      "' Show the sheets to keep first: Excel needs one visible sheet at all times",
      ...keep.map((sheet) => `ThisWorkbook.Worksheets(${vbaString(sheet)}).Visible = xlSheetVisible`),
      "For Each ws In ThisWorkbook.Worksheets",
      ...unlessExcluded(keep, [`ws.Visible = ${state}`]).map((line) => `    ${line}`),
      "Next ws",
    ]
    : ["For Each ws In ThisWorkbook.Worksheets", "    ws.Visible = xlSheetVisible", "Next ws"];
  const code = macroCode({
    name,
    about: [
      hide
        ? `Hides ${keep.length ? `every sheet except ${keep.join(", ")}` : named.join(", ")}${
          veryHidden ? " so deeply that Excel's Unhide menu cannot show it" : ""
        }.`
        : named.length
        ? `Shows ${named.join(", ")} again.`
        : "Shows every hidden sheet in the workbook, including ones hidden with VBA (very hidden).",
    ],
    variables: ["ws As Worksheet"],
    body,
  });
  return draft(
    code,
    [
      hide
        ? `This macro hides ${
          keep.length
            ? `every sheet except ${keep.join(" and ")}`
            : `the sheet${named.length > 1 ? "s" : ""} ${named.join(", ")}`
        }${
          veryHidden
            ? ' as "very hidden": it does not appear in the right-click Unhide list, and only VBA (Visible = xlSheetVisible) shows it again'
            : "; right-click any sheet tab and choose Unhide to bring it back"
        }.`
        : named.length
        ? `This macro makes the sheet${named.length > 1 ? "s" : ""} ${
          named.join(", ")
        } visible again, even when hidden with VBA.`
        : "This macro makes every sheet in the workbook visible again, even those Excel's Unhide menu cannot show.",
    ],
    [],
    moduleSteps(name),
  );
};

/** Hides or shows columns (a letter or a span), or, for "unhide all", every row and column, on one or every sheet. */
export const rowColumnVisibility = (request: MacroRequest, unhide: boolean): VbaDraft | undefined => {
  const assumed: string[] = [];
  const letters = request.columns.filter((mention) => mention.letter).map((mention) =>
    mention.to ? `${mention.letter}:${mention.to}` : mention.letter!
  );
  const rows = request.rows ? `${request.rows[0]}:${request.rows[1]}` : undefined;
  const targets = [
    ...(request.range
      ? [`ws.Range("${request.range}").EntireColumn`]
      : letters.map((letter) => `ws.Columns("${letter}")`)),
    ...(rows ? [`ws.Rows("${rows}")`] : []),
  ];
  const toggle = /\btoggle|\bswitch\b|\bshow(?:ing)?\/hid|\bhid(?:e|ing)\/show/.test(request.text);
  if (!targets.length && !unhide) return undefined;
  const all = !targets.length;
  const lines = (target: string) =>
    toggle
      ? [`' Hidden becomes shown and shown becomes hidden`, `${target}.Hidden = Not ${target}.Hidden`]
      : [`${target}.Hidden = ${unhide ? "False" : "True"}`];
  const change = all
    ? [
      ...(/\bcolumns?\b/.test(request.text) || !/\brows?\b/.test(request.text) ? ["ws.Columns.Hidden = False"] : []),
      ...(/\brows?\b/.test(request.text) || !/\bcolumns?\b/.test(request.text) ? ["ws.Rows.Hidden = False"] : []),
    ]
    : targets.flatMap(lines);
  const rowsOnly = all && /\brows?\b/.test(request.text) && !/\bcolumns?\b/.test(request.text);
  const name = toggle
    ? "ToggleHidden"
    : unhide
    ? rowsOnly ? "UnhideAllRows" : "UnhideRowsColumns"
    : letters.length || request.range
    ? "HideColumns"
    : "HideRows";
  const code = macroCode({
    name,
    about: [
      toggle
        ? "Hides the rows or columns when they show, and shows them when hidden."
        : `${unhide ? "Shows" : "Hides"} rows or columns.`,
    ],
    variables: ["ws As Worksheet"],
    body: request.allSheets
      ? ["For Each ws In ThisWorkbook.Worksheets", ...change.map((line) => `    ${line}`), "Next ws"]
      : [...sheetLines(request, assumed), "", ...change],
  });
  const words = all ? "every hidden row and column" : [
    ...(request.range
      ? [`the columns of ${request.range}`]
      : letters.map((letter) => `column${letter.includes(":") ? "s" : ""} ${letter}`)),
    ...(rows ? [`rows ${rows}`] : []),
  ].join(" and ");
  return draft(
    code,
    [
      `This macro ${toggle ? "switches between hiding and showing" : unhide ? "unhides" : "hides"} ${words} on ${
        request.allSheets ? "every sheet" : sheetWords(request)
      }.`,
      ...(toggle ? ["Run it (or click a button that runs it) once to hide, again to show."] : []),
      ...(unhide || toggle ? [] : ["The data stays; it is only out of sight until it is unhidden."]),
    ],
    assumed,
    moduleSteps(name),
  );
};

// A sheet named without the word sheet: "make Calc very hidden", "hide 'Old Data'". Only a quoted or Capitalised name
// is taken, so "hide the rows" names nothing.
const bareName = (original: string): string[] => {
  const match =
    /\b(?:make|set|hide|mark)\s+(?:"([^"]{1,31})"|'([^']{1,31})'|(?!(?:The|All|Every|Each|This|That|It|My)\b)([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*))(?:\s+(?:very|super) ?hidden\b|\s*$)/
      .exec(original);
  const name = match?.[1] ?? match?.[2] ?? match?.[3];
  return name ? [name] : [];
};
