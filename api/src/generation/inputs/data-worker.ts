/**
 * The data worker: a helper process that runs data jobs for data-pool.ts, one at a time, off the server's event
 * loop. It reads request frames on stdin (the upload's bytes as the payload) and writes reply frames on stdout.
 * Its only permissions are to read node_modules, where OCR's code, English data and recognition model live, and to
 * load onnxruntime's native library from there: a parser bug a hostile file finds reaches no other file, no network
 * and no environment.
 */
import { type DataJob, type DataJobOutcome, runDataJob } from "../data-job.ts";
import { encodeFrame, FrameReader } from "./frames.ts";
import { createOcr, type Ocr } from "./ocr.ts";

/** A job as sent: its bytes travel as the frame's payload, not in the JSON. */
export interface DataRequest {
  id: number;
  job: Omit<DataJob, "bytes">;
}
/**
 * That a job's table is read and its analysis begins; then its outcome, or the stack of what was thrown: a fault in
 * the code, not a problem with the data.
 */
export type DataReply =
  | { id: number; read: true }
  | { id: number; outcome: DataJobOutcome }
  | { id: number; fault: string };

/**
 * OCR's own time limit is set past any job's: the pool kills this whole process when a job runs out of time, which
 * stops Tesseract's thread too, where ending the Tesseract worker would not (ocr.ts).
 */
const ocrTimeoutMs = 60 * 60 * 1000;
let ocr: Ocr | undefined;
/** Tesseract starts on the first picture, so a worker that only reads files never pays for it. */
const lazyOcr = { recognise: (bytes: Uint8Array) => (ocr ??= createOcr({ timeoutMs: ocrTimeoutMs })).recognise(bytes) };

async function send(reply: DataReply) {
  const bytes = encodeFrame(reply);
  for (let at = 0; at < bytes.length;) at += await Deno.stdout.write(bytes.subarray(at));
}

async function answer({ id, job }: DataRequest, bytes: Uint8Array): Promise<DataReply> {
  try {
    return { id, outcome: await runDataJob({ ...job, bytes }, lazyOcr, () => send({ id, read: true })) };
  } catch (error) {
    return { id, fault: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}

if (import.meta.main) {
  // stdout carries the frames: whatever the code logs goes to stderr instead.
  console.log = console.info = console.debug = console.error;
  const reader = new FrameReader();
  for await (const chunk of Deno.stdin.readable) {
    for (const { header, payload } of reader.push(chunk)) await send(await answer(header as DataRequest, payload));
  }
}
