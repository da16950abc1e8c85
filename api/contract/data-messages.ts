/** The data analyzer's and chart generator's words: the spec's texts and the server's refusals. */
export const dataMessages = {
  descriptionRequired: "Please describe your data.",
  dataRequired: "Please provide data using one of the input methods.",
  descriptionTooLong: "The description can be at most 1000 characters.",
  sourceInvalid: "Set the X-Content-Type header to image, csv, excel or clipboard.",
  multipartRequired: "Send the data as multipart/form-data with a description and a file or clipboardData.",
  fileTooLarge: "The upload is larger than 10 MB. Send a smaller file or only the rows you need.",
  clipboardTooLarge: "The pasted data is larger than 10 MB. Paste only the rows you need.",
  malformedForm:
    "The form could not be read. Send it as multipart/form-data, as a browser does, with a description and a file or clipboardData.",
  notAnImage: "The file is not an image. Choose a PNG, JPG, GIF, BMP or WebP picture of your table.",
  notCsv: "The file is not a CSV text file. Save the sheet as CSV (comma-separated values) and try again.",
  notExcel: "The file is not an Excel workbook. Choose an .xlsx or .xls file.",
  unreadableWorkbook: "The Excel file could not be read: it may be damaged or password-protected.",
  unreadableImage: "The image could not be read. Try a sharper screenshot of the table.",
  unreadableData:
    "The data could not be read. Check that it is a plain table of rows and columns, or send a smaller part.",
  noTextInImage: "No table text was found in the image. Try a sharper screenshot with the whole table in view.",
  noRows: "No usable rows were found: the data needs a header row and at least one row of values.",
  pictureColumnsMerged: (position: number, name: string, example: string) =>
    `Column ${position} of the picture ("${name}") looks like two columns read as one: "${example}". ` +
    "Try a CSV, or a sharper picture with clear space or lines between the columns.",
  pictureNumbersUnread: (position: number, name: string, unread: number, cells: number) =>
    `Column ${position} of the picture ("${name}") looks like numbers, but ${unread} of its ${cells} cells could not ` +
    "be read as numbers. Try a CSV, or a sharper, larger picture of the table.",
  imageTooLarge: (width: number, height: number, limitMegapixels: number) =>
    `The picture is ${width} × ${height} pixels (${
      Math.round(width * height / 1e6)
    } megapixels); pictures of up to ${limitMegapixels} megapixels can be read. ` +
    "Send a screenshot of just the table, or a smaller copy of the picture.",
  workbookTooLarge: (unpackedMb: number, limitMb: number) =>
    `The workbook unpacks to ${unpackedMb} MB; workbooks of up to ${limitMb} MB unpacked can be read. ` +
    "Send only the sheet you need, or its rows as CSV.",
  sheetTooSpread: (filled: number, range: string) =>
    `The sheet's ${filled} filled ${filled === 1 ? "cell is" : "cells are"} spread over ${range}, too far apart to ` +
    "read as one table. Copy the table to a new sheet, or send it as CSV.",
  tooMuchMemory: (limitMb: number) =>
    `Reading this file needed more than ${limitMb} MB of memory, the most one file may use. ` +
    "Send a smaller file or only the rows you need.",
  userBusy: (waiting: number) =>
    `You already have ${waiting} ${waiting === 1 ? "file" : "files"} waiting to be read. ` +
    "Wait for their answers, then send more.",
  tooSlow: "The data took too long to read. Send a smaller file or only the rows you need.",
  busy: "Too many files are being read right now. Try again in a moment.",
  analyzeFailed: "Failed to analyze data. Please try again.",
  chartFailed: "Failed to generate chart. Please try again.",
} as const;
