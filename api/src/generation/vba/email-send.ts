import type { VbaDraft } from "../types.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import { finishMail, outlookLines, outlookSteps, outlookVariables, recipients, sendsAtOnce } from "./outlook-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { findBody, findCc, findSubject } from "./request-values.ts";

type Content = "workbook" | "sheet" | "pdf" | "range" | "alert";

const contentOf = (request: MacroRequest): Content => {
  const { text } = request;
  if (request.condition && (request.range || request.column) && /\bif\b|\bwhen(?:ever)?\b|\bonce\b/.test(text)) {
    return "alert";
  }
  if (/\bpdf\b/.test(text)) return "pdf";
  if (
    (request.range || request.selection) &&
    /\bbody\b|\bas a table\b|\bin the (?:e-?mail|message|mail)\b|\bpaste/.test(text)
  ) return "range";
  if (
    /\b(?:whole|entire|this|the|my) (?:workbook|file)\b|\bworkbook\b(?! (?:sheet|tab))/.test(text) && !request.sheet
  ) return "workbook";
  return "sheet";
};

// Saves what is attached into the temporary folder, under the name the recipient sees.
const attachmentLines = (content: Content): string[] => {
  switch (content) {
    case "workbook":
      return [
        "' Attach a saved copy, so the e-mail holds the workbook as it is now, unsaved changes included",
        'filePath = Environ("TEMP") & Application.PathSeparator & ThisWorkbook.Name',
        "ThisWorkbook.SaveCopyAs filePath",
      ];
    case "pdf":
      return [
        "' Save the sheet as a PDF in the temporary folder",
        'filePath = Environ("TEMP") & Application.PathSeparator & ws.Name & ".pdf"',
        "ws.ExportAsFixedFormat Type:=xlTypePDF, Filename:=filePath, Quality:=xlQualityStandard, OpenAfterPublish:=False",
      ];
    case "sheet":
      return [
        "' Copy the sheet into a workbook of its own and save that in the temporary folder",
        'filePath = Environ("TEMP") & Application.PathSeparator & ws.Name & ".xlsx"',
        "ws.Copy",
        "Application.DisplayAlerts = False",
        "ActiveWorkbook.SaveAs Filename:=filePath, FileFormat:=xlOpenXMLWorkbook",
        "ActiveWorkbook.Close SaveChanges:=False",
        "Application.DisplayAlerts = True",
      ];
    default:
      return [];
  }
};

const htmlHelpers = [
  "' Writes the cells as an HTML table, showing each cell as it looks in Excel (its .Text).",
  "Private Function RangeToHtml(ByVal rng As Range) As String",
  "    Dim html As String",
  "    Dim r As Long",
  "    Dim c As Long",
  '    html = "<table border=""1"" cellspacing=""0"" cellpadding=""4"" style=""border-collapse:collapse"">"',
  "    For r = 1 To rng.Rows.Count",
  '        html = html & "<tr>"',
  "        For c = 1 To rng.Columns.Count",
  '            html = html & IIf(r = 1, "<th>", "<td>") & HtmlText(rng.Cells(r, c).Text) & IIf(r = 1, "</th>", "</td>")',
  "        Next c",
  '        html = html & "</tr>"',
  "    Next r",
  '    RangeToHtml = html & "</table>"',
  "End Function",
  "",
  "Private Function HtmlText(ByVal text As String) As String",
  '    HtmlText = Replace(Replace(Replace(text, "&", "&amp;"), "<", "&lt;"), ">", "&gt;")',
  "End Function",
].join("\n");

/**
 * Sends one Outlook e-mail to the addresses the request names, holding the workbook, a sheet (as a workbook or a
 * PDF) as an attachment, a range as a table in the body, or, for an alert, the cells that meet a condition.
 */
// "email it to the address in B4": the recipient is read from a cell of the sheet when the macro runs.
const addressCell = (original: string) =>
  /\b(?:address|e-?mail(?: address)?|recipient)\s+(?:that is |that's |is )?(?:in|from|at|of)\s+(?:cell\s+)?\$?([A-Z]{1,2})\$?([1-9]\d{0,6})\b/i
    .exec(original)?.slice(1, 3).join("").toUpperCase();

// The cells an alert looks at: the range named, or the named column under its heading.
const watched = (request: MacroRequest) =>
  request.range
    ? `ws.Range(${vbaString(request.range)})`
    : `ws.Range(${vbaString(`${columnLetterOf(request)}2`)}, ws.Cells(ws.Rows.Count, ${
      vbaString(columnLetterOf(request))
    }).End(xlUp))`;
const columnLetterOf = (request: MacroRequest) =>
  request.conditionColumn && "letter" in request.conditionColumn
    ? request.conditionColumn.letter
    : request.column && "letter" in request.column
    ? request.column.letter
    : "A";

export const emailSomething = (request: MacroRequest): VbaDraft | undefined => {
  const fromCell = addressCell(request.original);
  if (!request.emails.length && !fromCell) return undefined;
  const assumed: string[] = [];
  const content = contentOf(request);
  if (content === "alert" && !request.range && !(request.column && "letter" in request.column)) return undefined;
  const cc = findCc(request.original);
  const { to } = recipients(request, cc);
  if (!to.length && !fromCell) return undefined;
  const send = sendsAtOnce(request.text);
  const what = content === "workbook"
    ? "the workbook"
    : content === "pdf"
    ? `${sheetWords(request)} as a PDF`
    : content === "range"
    ? request.range ? `the range ${request.range}` : "the selected cells"
    : content === "alert"
    ? `an alert when a value in ${request.range ?? `column ${columnLetterOf(request)}`} is ${
      conditionWords(request.condition!)
    }`
    : sheetWords(request);
  const subject = findSubject(request.original) ??
    (content === "alert" ? "Alert" : content === "workbook" ? undefined : undefined);
  const subjectExpression = subject ? vbaString(subject) : content === "workbook" ? "ThisWorkbook.Name" : "ws.Name";
  if (!subject) assumed.push(`the subject is the ${content === "workbook" ? "workbook's" : "sheet's"} name`);
  const bodyText = findBody(request.original);
  const attaches = content === "workbook" || content === "pdf" || content === "sheet";
  const body = bodyText
    ? vbaString(bodyText)
    : attaches
    ? '"Hello," & vbNewLine & vbNewLine & "Please find the file attached."'
    : undefined;
  const mail = [
    "Set mail = outlookApp.CreateItem(0)",
    "With mail",
    `    .To = ${
      to.length
        ? vbaString(to.join("; "))
        : `${content === "workbook" ? "ActiveSheet" : "ws"}.Range(${vbaString(fromCell!)}).Value`
    }`,
    ...(cc.length ? [`    .CC = ${vbaString(cc.join("; "))}`] : []),
    `    .Subject = ${subjectExpression}`,
    ...(content === "range"
      ? [
        `    .HTMLBody = "<p>Hello,</p>" & RangeToHtml(${
          request.range ? `ws.Range(${vbaString(request.range)})` : "Selection"
        })`,
      ]
      : content === "alert"
      ? [`    .Body = ${body ?? vbaString("These cells need attention:")} & vbNewLine & found`]
      : [`    .Body = ${body}`]),
    ...(attaches ? ["    .Attachments.Add filePath"] : []),
    ...finishMail(send),
    "End With",
  ];
  const alert = content === "alert"
    ? [
      "' Collect the cells that meet the condition; no e-mail when there are none",
      `For Each cell In ${watched(request)}.Cells`,
      ...ifCondition(request.condition!, "cell", [
        'found = found & vbNewLine & cell.Address(False, False) & ": " & cell.Text',
      ])
        .map((line) => `    ${line}`),
      "Next cell",
      "If Len(found) = 0 Then GoTo Finish",
      "",
    ]
    : [];
  const code = macroCode({
    name: "SendEmail",
    about: [`E-mails ${what} through Outlook.`],
    variables: [
      ...(content === "workbook" ? [] : ["ws As Worksheet"]),
      ...outlookVariables,
      ...(attaches ? ["filePath As String"] : []),
      ...(content === "alert" ? ["cell As Range", "found As String"] : []),
    ],
    body: [
      ...(content === "workbook" ? [] : sheetLines(request, assumed)),
      ...alert,
      ...attachmentLines(content),
      ...outlookLines,
      ...mail,
      ...(attaches
        ? ["", "' Outlook keeps its own copy of the attachment, so the temporary file can go", "Kill filePath"]
        : []),
    ],
    restore: ["Set mail = Nothing", "Set outlookApp = Nothing"],
    helpers: content === "range" ? [htmlHelpers] : [],
  });
  return draft(
    code,
    [
      `This macro ${send ? "sends" : "prepares"} an Outlook e-mail to ${
        to.length ? to.join(", ") : `the address in ${fromCell}`
      }${cc.length ? ` (copy to ${cc.join(", ")})` : ""} with ${what}${
        attaches ? " attached" : content === "range" ? " as a table in the body" : ""
      }.`,
      ...(content === "alert"
        ? ["It sends nothing when no cell meets the condition; run it after the data changes, or from a button."]
        : []),
      send ? "It is sent straight away." : "It opens for you to check and press Send.",
    ],
    assumed,
    moduleSteps("SendEmail", outlookSteps),
  );
};
