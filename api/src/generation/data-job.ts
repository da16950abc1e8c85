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
import type { Ocr } from "./inputs/ocr.ts";

export type DataTask = "analyze" | "chart";

/**
 * One piece of work for the data worker: read the bytes received into a Table (a picture through OCR), then analyse
 * it or recommend its chart.
 */
export interface DataJob {
  task: DataTask;
  source: DataSource;
  bytes: Uint8Array;
  description: string;
}

export type DataJobOutcome =
  | { ok: true; table: TablePreview; analysis?: AnalysisDraft; chart?: ChartDraft }
  | { ok: false; status: DataError["status"]; error: string; table?: TablePreview };

/** A picture's table, unless it was read too doubtfully to analyse: then a 422 that shows what was read. */
async function readPicture(bytes: Uint8Array, ocr: Pick<Ocr, "recognise">): Promise<Table> {
  checkClaimedType(bytes, "image");
  const table = buildTable(await ocr.recognise(bytes));
  const doubt = pictureDoubt(table);
  if (doubt) throw new DataError(422, doubt, toPreview(table));
  return table;
}

function readTable(job: DataJob, ocr: Pick<Ocr, "recognise">): Table | Promise<Table> {
  if (job.source === "image") return readPicture(job.bytes, ocr);
  if (job.source === "excel") {
    checkClaimedType(job.bytes, "excel");
    return readWorkbook(job.bytes);
  }
  if (job.source === "csv") checkClaimedType(job.bytes, "csv");
  return readDelimited(decodeText(job.bytes));
}

/**
 * Reads and answers one job: it runs in the data worker, off the event loop, under a time and a memory limit, and
 * `ocr` reads pictures there too. `onRead` hears when the table is read and its analysis begins. A problem with the
 * data is an outcome with its status and words; anything else is a fault and is thrown.
 */
export async function runDataJob(
  job: DataJob,
  ocr: Pick<Ocr, "recognise">,
  onRead: () => Promise<void> = () => Promise.resolve(),
): Promise<DataJobOutcome> {
  try {
    const table = await readTable(job, ocr);
    await onRead();
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
