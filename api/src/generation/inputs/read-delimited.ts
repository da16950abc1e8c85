import Papa from "papaparse";
import { buildTable } from "./build-table.ts";
import type { Table } from "./table.ts";

/** Tab first: cells copied from a spreadsheet are tab-separated, and a tab is never part of a value there. */
const candidates = ["\t", ";", ",", "|"] as const;
const sampleRecords = 20;

/**
 * The delimiter the text uses: the candidate found the same number of times (outside quotes) in each of the first
 * non-blank records, ties going to the earlier candidate; failing that, the one found in the most records. Europe's
 * CSV uses ";" because its decimal mark is ",": in "Amount;Share / 12,5;3" only ";" is in every record.
 */
export function detectDelimiter(text: string): string {
  const records: number[][] = [];
  let counts = candidates.map(() => 0);
  let blank = true;
  let quoted = false;
  const endRecord = () => {
    if (!blank) records.push(counts);
    counts = candidates.map(() => 0);
    blank = true;
  };
  for (let at = 0; at < text.length && records.length < sampleRecords; at++) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === "\n") endRecord();
    else if (char !== "\r" && char !== " ") {
      const index = candidates.indexOf(char as (typeof candidates)[number]);
      if (index >= 0) counts[index]++;
      else blank = false;
    }
  }
  endRecord();
  let best = ",";
  let bestScore = 0;
  candidates.forEach((candidate, index) => {
    const found = records.map((record) => record[index]);
    const everywhere = found.length > 0 && found.every((count) => count > 0 && count === found[0]);
    const score = everywhere ? 2 : found.filter((count) => count > 0).length / Math.max(1, found.length);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  });
  return best;
}

/**
 * Reads CSV or pasted cells: finds the delimiter (tab, ";", "," or "|"), honours quoted fields with delimiters and
 * line breaks inside, then builds the table (header, types) from the text cells.
 */
export function readDelimited(text: string): Table {
  const delimiter = detectDelimiter(text);
  // Blank lines stay rows: the table must keep the sheet's row numbers for the formulas (buildTable trims the outside).
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter });
  const notes: string[] = [];
  const unclosed = parsed.errors.find((error) => error.type === "Quotes");
  if (unclosed) {
    notes.push(
      `A quote opened on row ${
        (unclosed.row ?? 0) + 1
      } is never closed, so the rest of the file may be read as one cell.`,
    );
  }
  return buildTable(parsed.data, notes);
}
