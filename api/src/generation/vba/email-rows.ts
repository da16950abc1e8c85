import type { VbaDraft } from "../types.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import { draft, macroCode, moduleSteps, refColumnLines, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import {
  finishMail,
  outlookLines,
  outlookSteps,
  outlookVariables,
  sendsAtOnce,
  textWithFields,
} from "./outlook-parts.ts";
import { columnFor } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";
import { findBody, findSubject } from "./request-values.ts";

const cellOf = (letter: string) => `ws.Cells(r, ${vbaString(letter)})`;

/** A condition counts only when the request puts it on the rows ("for each row where E says Overdue"). */
const rowCondition = (request: MacroRequest) =>
  request.condition && /\b(?:where|whose|if|when|only (?:to )?(?:rows|people|those))\b/.test(request.text)
    ? request.condition
    : undefined;

interface Attachment {
  lines: string[];
  words: string;
}

/** What each e-mail carries, when the request attaches something: a path from a column, one file, or this workbook. */
const attachmentOf = (request: MacroRequest, address: string): Attachment | undefined => {
  // A file named by its full path is sent along even without the word attach ("send every vendor C:\Docs\Policy.pdf").
  if (!/\battach/.test(request.text) && !request.folder?.file) return undefined;
  const column = columnFor(
    request.original,
    request.columns,
    /\battach\w*|\bfile ?(?:path|name)s?\b|\bpaths?\b/,
    request.layout,
  );
  if (column && column !== address) {
    const path = `CStr(${cellOf(column)}.Value)`;
    return {
      lines: [
        `    ' The file whose full path is in column ${column}; a row without one gets no attachment`,
        `    If Len(Trim(${path})) > 0 Then .Attachments.Add Trim(${path})`,
      ],
      words: `the file whose path is in column ${column}`,
    };
  }
  const file = request.folder?.file;
  if (file) {
    const path = `${request.folder!.folder}\\${file}`;
    return { lines: [`    .Attachments.Add ${vbaString(path)}`], words: path };
  }
  if (/\b(?:this|the|my|active|whole|current) (?:work ?book|file|spreadsheet)\b/.test(request.text)) {
    return {
      lines: ["    ' The workbook as last saved", "    .Attachments.Add ThisWorkbook.FullName"],
      words: "this workbook as last saved",
    };
  }
  return undefined;
};

/**
 * Sends one Outlook e-mail per row: the address from one column, and the subject and body from the request's
 * words or from columns, with <name>-style placeholders filled from the row.
 */
export const emailEachRow = (request: MacroRequest): VbaDraft | undefined => {
  const { original, columns, layout } = request;
  const assumed: string[] = [];
  // Without a column said to hold the addresses, the first lettered one that the condition does not test.
  const tested = request.conditionColumn && "letter" in request.conditionColumn
    ? request.conditionColumn.letter
    : undefined;
  const address = columnFor(
    original,
    columns,
    /\be-?mails?\b|\be-?mail address|\baddress(?:es)?\b|\bto\b(?= from| col| in)|\bto:/,
    layout,
  ) ?? columns.find((mention) => mention.letter && !mention.to && mention.letter !== tested)?.letter;
  if (!address) return undefined;
  const cc = columnFor(original, columns, /\bcc\b/, layout);
  const subjectColumn = columnFor(original, columns, /\bsubject\b/, layout);
  // "the project name from col A in the subject line" is the subject's column, not a person's name.
  const named = columnFor(original, columns, /\bnames?\b/, layout);
  const name = named !== subjectColumn && named !== address ? named : undefined;
  const bodyColumn = columnFor(original, columns, /\bbody\b|\bmessage\b|\bmention\b/, layout);
  const subjectText = findSubject(original);
  const bodyText = findBody(original);
  const condition = rowCondition(request);
  const attachment = attachmentOf(request, address);
  const startRow = Number(/\bstart(?:ing|s)? (?:at|from|on) row (\d{1,6})\b/.exec(request.text)?.[1] ?? 2);
  const send = sendsAtOnce(request.text);
  // "[name]" is the person's name; any other placeholder is the column the request names with its word ("[amount]"
  // with "amount owed in C").
  const field = (word: string) => {
    if (/name/i.test(word) && name) return `${cellOf(name)}.Value`;
    const column = columnFor(original, columns, new RegExp(String.raw`\b${word}\b`), layout);
    return column && column !== address ? `${cellOf(column)}.Value` : undefined;
  };
  const subject = subjectColumn && !subjectText
    ? `CStr(${cellOf(subjectColumn)}.Value)`
    : vbaString(subjectText ?? "A message for you");
  if (!subjectColumn && !subjectText) assumed.push('the subject is "A message for you"');
  const greeting = name ? `"Hello " & ${cellOf(name)}.Value & "," & vbNewLine & vbNewLine & ` : "";
  // "the body should mention their due date from column F": say what the value is.
  const mentioned = /\bmention(?:s|ing)? (?:their |the |its |his |her )?([a-z][\w ]{0,30}?) (?:from|in) col/i.exec(
    original,
  )?.[1];
  const body = bodyText
    ? textWithFields(bodyText, field)
    : bodyColumn
    ? `${greeting}${mentioned ? `${vbaString(`This is a reminder about your ${mentioned}: `)} & ` : ""}CStr(${
      cellOf(bodyColumn)
    }.Value)`
    : `${greeting}"(Write your message here.)"`;
  if (!bodyText && !bodyColumn) assumed.push("the body is a placeholder for you to write");
  const mailLines = [
    "Set mail = outlookApp.CreateItem(0)",
    "With mail",
    `    .To = ${cellOf(address)}.Value`,
    ...(cc ? [`    .CC = ${cellOf(cc)}.Value`] : []),
    `    .Subject = ${subject}`,
    `    .Body = ${body}`,
    ...(attachment?.lines ?? []),
    ...finishMail(send),
    "End With",
    "sent = sent + 1",
  ];
  const perRow = [
    "' Rows without an address are skipped",
    `If InStr(1, ${cellOf(address)}.Value, "@") > 0 Then`,
    ...(condition ? ifCondition(condition, `ws.Cells(r, conditionCol)`, mailLines) : mailLines).map((line) =>
      `    ${line}`
    ),
    "End If",
  ];
  const conditionRef = condition ? request.conditionColumn ?? request.column : undefined;
  const code = macroCode({
    name: "EmailEachRow",
    about: [
      `Creates one Outlook e-mail per row${condition ? ` whose value is ${conditionWords(condition)}` : ""}.`,
      `${send ? "Each e-mail is sent at once." : "Each e-mail is shown for you to check and send."}`,
    ],
    variables: [
      "ws As Worksheet",
      ...outlookVariables,
      "r As Long",
      "lastRow As Long",
      "sent As Long",
      ...(conditionRef ? ["conditionCol As Long"] : []),
      ...(conditionRef && "header" in conditionRef ? ["headerCell As Range"] : []),
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(conditionRef ? refColumnLines(conditionRef, "ws", "conditionCol") : []),
      `lastRow = ws.Cells(ws.Rows.Count, ${vbaString(address)}).End(xlUp).Row`,
      ...outlookLines,
      "",
      `For r = ${startRow} To lastRow`,
      ...perRow.map((line) => `    ${line}`),
      "Next r",
      "",
      `MsgBox sent & " e-mail(s) ${send ? "sent" : "created"}.", vbInformation`,
    ],
    restore: ["Set mail = Nothing", "Set outlookApp = Nothing"],
  });
  const column = (letter: string | undefined) => letter ? `column ${letter}` : "";
  return draft(
    code,
    [
      `This macro goes down ${sheetWords(request)} from row ${startRow} and creates an Outlook e-mail for each row`,
      `with an address in ${column(address)}${condition ? ` and a value ${conditionWords(condition)}` : ""}.`,
      subjectColumn && !subjectText
        ? `The subject comes from ${column(subjectColumn)}.`
        : `The subject is "${subjectText ?? "A message for you"}".`,
      ...(name ? [`The name in ${column(name)} is put into the text.`] : []),
      ...(attachment ? [`Each e-mail carries ${attachment.words}.`] : []),
      send
        ? "The e-mails are sent straight away, so try it with your own address first."
        : "Each e-mail opens for you to check; press Send on each one.",
    ],
    assumed,
    moduleSteps("EmailEachRow", outlookSteps),
  );
};
