import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** The request asks for a button or clickable shape to be put on a sheet. */
export const asksForButton = (text: string) =>
  (/\b(?:add|create|put|insert|make|place|draw|need|want|give me|like|stick|assign|attach|link|hook)\b[^.]*\b(?:button|shape|rectangle|oval)s?\b/
    .test(text) ||
    /^(?:an? |one )?(?:\S+ ){0,3}?button\b[^.]*\b(?:runs?|calls?|starts?|triggers?|fires?)\b/.test(text) ||
    // "button that clears B5:B20", "a button on Menu which hides Data": a button named by what it does.
    /^(?:an? |one )?(?:\S+ ){0,3}?button\b[^.]{0,40}?\b(?:that|which)\b/.test(text)) &&
  !/\bbutton macro\b|\bmacro for (?:a|my) button\b/.test(text);

/** The macro a button runs, when the request names one: "runs my macro UpdateTotals", "calls the GoHome macro". */
export const findMacroName = (original: string): string | undefined => {
  const match =
    /\b(?:runs?|calls?|triggers?|starts?|executes?|fires?|assign(?:ed)?(?: it)? to|linked to|hook(?:ed)?(?: it)? (?:up )?to|attached to|connected to)\s+(?:my |the |a |an )?(?:existing )?(?:macro|sub|procedure|vba)?\s*(?:called |named )?["']?([A-Za-z_][A-Za-z0-9_]*)["']?(?:\s+(?:macro|sub|procedure))?/
      .exec(original);
  if (!match) return namedMacro(original);
  const name = match[1];
  const saysMacro = /\s(?:macro|sub|procedure)$/.test(match[0]) ||
    /(?:macro|sub|procedure)\s*(?:called |named )?["']?\w+["']?$/.test(match[0]);
  // A real macro name is one word with capitals, digits or underscores inside ("UpdateTotals", "Run_Report").
  const looksLikeOne = /[a-z][A-Z]|\d|_/.test(name) || (saysMacro && /^[A-Z]/.test(name));
  return looksLikeOne && !/^(?:a|an|the|my|macro|sub|it|when|that)$/i.test(name) ? name : namedMacro(original);
};

// "I have a macro called SendReport, add a button to run it": the macro named anywhere, as a macro's name looks.
const namedMacro = (original: string): string | undefined => {
  const pattern =
    /\b(?:macro|sub|procedure)\s+(?:called\s+|named\s+)?["']?([A-Za-z_]\w*)["']?|\b([A-Za-z_]\w*)["']?\s+(?=(?:macro|sub|procedure)\b)/g;
  for (const match of original.matchAll(pattern)) {
    const name = match[1] ?? match[2];
    if (/[a-z][A-Z]|\d|_/.test(name) || (/\b(?:called|named)\s/.test(match[0]) && /^[A-Z]/.test(name))) return name;
  }
  return undefined;
};

const findCaption = (original: string): string | undefined => {
  const quotedBefore = /["']([^"']{1,40})["']\s+(?:form\s+)?(?:button|shape)\b/i.exec(original);
  if (quotedBefore) return quotedBefore[1];
  const said =
    /\b(?:caption(?:ed)?|says|saying|label(?:l?ed)?|with the (?:text|caption|label|words?)|reading|titled|called|named)\s*:?\s*(?:"([^"]{1,40})"|'([^']{1,40})'(?!\w)|([A-Za-z0-9][^,.;"']{0,39}?)(?=\s+(?:and|that|which|to run|runs?|calls?|when|on|at|in|so)\b|[,.;]|$))/i
      .exec(original);
  return (said?.[1] ?? said?.[2] ?? said?.[3])?.trim();
};

const shapeKind = (text: string) =>
  /\brounded\b/.test(text)
    ? "msoShapeRoundedRectangle"
    : /\b(?:oval|circle|ellipse|round)\b/.test(text)
    ? "msoShapeOval"
    : /\b(?:shape|rectangle|box)\b/.test(text)
    ? "msoShapeRectangle"
    : undefined;

/**
 * Puts a button (a Form Controls button, or a shape when the request asks for one) on a sheet, or on every sheet,
 * that runs a macro when clicked. `action` is a macro the request described instead of naming ("that clears
 * C3:C15"): its code goes in the same module and the button runs it.
 */
export const addButton = (request: MacroRequest, action?: VbaDraft): VbaDraft | undefined => {
  const actionName = action ? /\bSub (\w+)\(/.exec(action.code)?.[1] : undefined;
  const macro = findMacroName(request.original) ?? actionName;
  if (!macro) return undefined;
  const assumed: string[] = [];
  const caption = findCaption(request.original) ?? macro.replace(/([a-z])([A-Z])/g, "$1 $2");
  const shape = shapeKind(request.text);
  const every = request.allSheets;
  const cell = request.cell;
  const topRight = /\btop[- ]right\b|\bright corner\b/.test(request.text);
  if (!cell && !topRight) assumed.push("the button goes at cell B2");
  const anchor = cell
    ? `ws.Range(${vbaString(cell)})`
    : topRight
    ? "ws.Cells(1, ws.UsedRange.Column + ws.UsedRange.Columns.Count + 1)"
    : 'ws.Range("B2")';
  const buttonName = `btn${macro}`;
  const place = [
    "' Remove a button left from an earlier run, then add it where it belongs",
    "On Error Resume Next",
    `ws.Shapes(${vbaString(buttonName)}).Delete`,
    "On Error GoTo Failed",
    `Set anchor = ${anchor}`,
    ...(shape
      ? [
        `Set btn = ws.Shapes.AddShape(${shape}, anchor.Left, anchor.Top, 140, 32)`,
        `btn.TextFrame2.TextRange.Text = ${vbaString(caption)}`,
        "btn.TextFrame2.TextAlign = msoAlignCenter",
        "btn.TextFrame2.VerticalAnchor = msoAnchorMiddle",
      ]
      : [
        "Set btn = ws.Buttons.Add(anchor.Left, anchor.Top, 120, 28)",
        `btn.Caption = ${vbaString(caption)}`,
      ]),
    `btn.Name = ${vbaString(buttonName)}`,
    "' Clicking the button runs this macro",
    `btn.OnAction = ${vbaString(macro)}`,
  ];
  const code = macroCode({
    name: "AddButton",
    about: [
      `Puts a ${shape ? "shape" : "button"} saying "${caption}" on ${
        every ? "every sheet" : "the sheet"
      } that runs ${macro}.`,
      "Run this once; the button stays on the sheet and is saved with the workbook.",
    ],
    variables: ["ws As Worksheet", "anchor As Range", "btn As Object"],
    body: every
      ? ["For Each ws In ThisWorkbook.Worksheets", ...place.map((line) => `    ${line}`), "Next ws"]
      : [...sheetLines(request, assumed), ...place],
  });
  const actionCode = action ? action.code.replace(/^Option Explicit\n\n/, "") : "";
  return draft(
    `${code}${actionCode}`,
    [
      `This macro adds a ${shape ? "shape" : "Form Controls button"} labelled "${caption}" to ${
        every ? "every sheet" : sheetWords(request)
      }; clicking it runs the macro ${macro}.`,
      ...(action
        ? [`${macro} is in the same code: ${action.explanation}`]
        : [`${macro} must be a macro in this workbook.`]),
    ],
    assumed,
    moduleSteps("AddButton", ["Run AddButton once to put the button on the sheet; after that, click the button."]),
  );
};

/** Shows a sheet, as buttons that jump between sheets do. */
export const goToSheet = (request: MacroRequest): VbaDraft | undefined => {
  const target = request.sheets.at(-1)?.name;
  if (!target) return undefined;
  const name = `GoTo${target.replace(/\W/g, "")}`;
  const code = macroCode({
    name,
    about: [`Jumps to the sheet ${target} and its cell A1.`],
    variables: [],
    body: [`Application.Goto ThisWorkbook.Worksheets(${vbaString(target)}).Range("A1"), Scroll:=True`],
  });
  return draft(code, [`This macro takes you to cell A1 of the sheet "${target}".`], [], moduleSteps(name));
};
