import type { DataSource, TablePreview } from "../../contract/data.ts";
import type { AnalysisDraft, ChartDraft } from "./analysis/drafts.ts";
import { analyzeTable } from "./analysis/analyze.ts";
import { recommendChart } from "./analysis/chart.ts";
import { buildTable } from "./inputs/build-table.ts";
import { decodeText } from "./inputs/decode-text.ts";
import { pictureDoubt } from "./inputs/picture-doubts.ts";
import { readDelimited } from "./inputs/read-delimited.ts";
import { readWorkbook } from "./inputs/read-workbook.ts";
import { checkClaimedType } from "./inputs/sniff.ts";
import { DataError, type Table, toPreview } from "./inputs/table.ts";

export type DataTask = "analyze" | "chart";

/**
 * One piece of work for the data worker: read the data into a Table, then analyse it or recommend its chart. An
 * image arrives as the cells OCR found (OCR runs in its own worker); every other source as the bytes received.
 */
export type DataJob =
  | { task: DataTask; source: Exclude<DataSource, "image">; bytes: Uint8Array; description: string }
  | { task: DataTask; source: "image"; cells: string[][]; description: string };

export type DataJobOutcome =
  | { ok: true; table: TablePreview; analysis?: AnalysisDraft; chart?: ChartDraft }
  | { ok: false; status: DataError["status"]; error: string; table?: TablePreview };

/** A picture's table, unless it was read too doubtfully to analyse: then a 422 that shows what was read. */
function readPicture(cells: string[][]): Table {
  const table = buildTable(cells);
  const doubt = pictureDoubt(table);
  if (doubt) throw new DataError(422, doubt, toPreview(table));
  return table;
}

function readTable(job: DataJob): Table {
  if (job.source === "image") return readPicture(job.cells);
  if (job.source === "excel") {
    checkClaimedType(job.bytes, "excel");
    return readWorkbook(job.bytes);
  }
  if (job.source === "csv") checkClaimedType(job.bytes, "csv");
  return readDelimited(decodeText(job.bytes));
}

/**
 * Reads and answers one job, synchronously: it runs in the data worker, off the event loop, under a time limit.
 * A problem with the data is an outcome with its status and words; anything else is a fault and is thrown.
 */
export function runDataJob(job: DataJob): DataJobOutcome {
  try {
    const table = readTable(job);
    const preview = toPreview(table);
    return job.task === "analyze"
      ? { ok: true, table: preview, analysis: analyzeTable(table, job.description) }
      : { ok: true, table: preview, chart: recommendChart(table, job.description) };
  } catch (error) {
    if (error instanceof DataError) {
      return { ok: false, status: error.status, error: error.message, ...(error.read ? { table: error.read } : {}) };
    }
    throw error;
  }
}
