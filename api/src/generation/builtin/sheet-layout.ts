import { letterOf } from "./references.ts";

/** One column of the user's sheet: its letter and the header the request may call it by. */
export interface SheetColumn {
  letter: string;
  header: string;
}

/** The user's sheet as far as the engine knows it: its columns and the rows its data fills. */
export interface SheetLayout {
  columns: SheetColumn[];
  firstRow: number;
  lastRow: number;
}

/** Where data is taken to end when nobody said: the explanation says so and tells the user what to change. */
export const assumedLastRow = 100;

const rowsSaid =
  /\b(?:data\s+(?:is\s+)?(?:in|on)\s+)?rows?\s+(\d{1,7})\s*(?:-|–|to|through|thru|until)\s*(?:row\s+)?(\d{1,7})\b/i;
const rowCount = /\b(\d{1,7})\s+rows\b/i;
const letterFirst = /^(?:col(?:umn)?\.?\s+)?([A-Za-z]{1,2})\s*(?:[:=)\]\-–]\s*|\s+(?=\S))(.+)$/;

/**
 * Reads "Your columns": "A Date, B Region, C Sales", "A: Date; B: Region", "column C = Sales", or a pasted header
 * row ("Date	Region	Sales", "Date, Region, Sales") whose cells take the letters A, B, C… in order; an empty cell
 * of a pasted row still takes its letter. "rows 2-500" or "499 rows" says where the data is. Null when nothing
 * in it reads as a column.
 */
export function readSheetLayout(text: string | undefined): SheetLayout | null {
  if (!text?.trim()) return null;
  let rest = text;
  let firstRow = 2;
  let lastRow = assumedLastRow;
  const rows = rowsSaid.exec(rest);
  if (rows) {
    firstRow = Math.max(1, Math.min(+rows[1], +rows[2]));
    lastRow = Math.max(firstRow, +rows[1], +rows[2]);
    rest = rest.replace(rows[0], " ");
  } else {
    const count = rowCount.exec(rest);
    if (count) {
      lastRow = 1 + Math.max(1, +count[1]);
      rest = rest.replace(count[0], " ");
    }
  }
  // "Hours=D Owner=E": pairs side by side with only a space between them.
  const paired = rest.replace(/([=:]\s*[A-Z]{1,2})\s+(?=[\p{L}])/gu, "$1, ").replace(/\s+(?=[A-Z]{1,2}\s*=)/g, ", ");
  // "Rep | Amount | Status (Rep is B, Amount E, Status F)", "Salary | Department (D and E)": the letters said in
  // brackets after the headers.
  const bracketed = /\(([^()]+)\)\s*$/.exec(rest);
  const columns = mapped(rest) ?? (bracketed ? inOrder(rest, bracketed) ?? lettered(bracketed[1], true) : null) ??
    lettered(paired) ?? headerRow(rest);
  if (!columns || columns.length === 0) return null;
  return { columns, firstRow, lastRow };
}

/** "Score | Attendance => B | D": headers on one side of an arrow, their letters in the same order on the other. */
function mapped(text: string): SheetColumn[] | null {
  const sides = text.split(/\s*(?:=>|->|→)\s*/);
  if (sides.length !== 2) return null;
  const names = sides[0].split(/\s*[,;|\t]\s*/).map((n) => n.trim()).filter(Boolean);
  const letters = sides[1].split(/\s*[,;|\t]\s*|\s+/).map((l) => l.trim()).filter(Boolean);
  if (names.length < 2 || names.length !== letters.length || !letters.every((l) => /^[A-Za-z]{1,2}$/.test(l))) {
    return null;
  }
  return names.map((name, k) => ({ letter: letters[k].toUpperCase(), header: clean(name) }));
}

/** "Salary | Department (D and E)": the headers before the brackets take the letters in them, in order. */
function inOrder(text: string, bracketed: RegExpExecArray): SheetColumn[] | null {
  const letters = bracketed[1].split(/\s*(?:,|&|\band\b)\s*|\s+/).filter(Boolean);
  if (!letters.every((l) => /^[A-Z]{1,2}$/.test(l))) return null;
  return mapped(`${text.slice(0, bracketed.index)} => ${letters.join(" | ")}`);
}

function cells(text: string): string[] {
  const line = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  if (line.includes("\t")) return line.split("\t");
  // "Product / Category / Price": a slash with spaces round it separates; "Price/unit" is one header.
  const separated = text.split(/\s*[,;|\n]\s*|\s+\/\s+/);
  if (separated.length > 1) return separated;
  return text.trim().split(/\s{2,}/);
}

// "Customer is C", "Amount in column E", "Date = G".
const letterLast = /^(.+?)(?:\s+(?:is|in)\s+|\s*(?:=|:|->|→)\s*)(?:(?:in\s+)?col(?:umn)?\.?\s+)?([A-Z]{1,2})$/;

/** Items with their letters; `loose` (letters said in brackets) also reads "Amount E", the letter after a space. */
function lettered(text: string, loose = false): SheetColumn[] | null {
  const items = text.split(/\s*[,;|\n\t]\s*|\s{2,}/).map((item) => item.trim()).filter(Boolean);
  const columns: SheetColumn[] = [];
  for (const item of items) {
    const last = letterLast.exec(item) ?? (loose ? /^(.+?)\s+([A-Z]{1,2})$/.exec(item) : null);
    if (last) {
      columns.push({ letter: last[2], header: clean(last[1]) });
      continue;
    }
    const m = letterFirst.exec(item);
    // A lower-case letter before a space is a word ("a date"), not a column; "a: date" and "A Date" are columns.
    if (!m || (/^[a-z]/.test(m[1]) && !/^[A-Za-z]{1,2}\s*[:=)\]\-–]/.test(item.replace(/^col(?:umn)?\.?\s+/i, "")))) {
      return null;
    }
    const header = clean(m[2]);
    if (!header) return null;
    columns.push({ letter: m[1].toUpperCase(), header });
  }
  const letters = new Set(columns.map((c) => c.letter));
  return columns.length > 0 && letters.size === columns.length ? columns : null;
}

function headerRow(text: string): SheetColumn[] | null {
  const found = cells(text).map(clean);
  if (found.filter(Boolean).length === 0 || found.length > 200) return null;
  return found.map((header, index) => ({ letter: letterOf(index + 1), header })).filter((c) => c.header);
}

function clean(header: string): string {
  return header.replace(/\(\s*\)|\[\s*\]/g, " ").replace(/^["'\s]+|["'\s.,;:]+$/g, "").replace(/\s+/g, " ").slice(
    0,
    60,
  );
}

/** The column's data rows as a range: "C2:C100". */
export function columnRange(column: SheetColumn, layout: SheetLayout): string {
  return `${column.letter}${layout.firstRow}:${column.letter}${layout.lastRow}`;
}
