/**
 * The data worker: a helper process that runs data jobs for data-pool.ts, one at a time, off the server's event
 * loop. It reads request frames on stdin (the upload's bytes as the payload) and writes reply frames on stdout.
 * It runs without permissions: a parser bug a hostile file finds reaches no file, network or environment.
 */
import { type DataJob, type DataJobOutcome, runDataJob } from "../data-job.ts";
import { encodeFrame, FrameReader } from "./frames.ts";

/** A job as sent: its bytes travel as the frame's payload, not in the JSON. */
export interface DataRequest {
  id: number;
  job: DataJob;
}
/** A job's outcome, or the stack of what was thrown: a fault in the code, not a problem with the data. */
export type DataReply = { id: number; outcome: DataJobOutcome } | { id: number; fault: string };

async function send(reply: DataReply) {
  const bytes = encodeFrame(reply);
  for (let at = 0; at < bytes.length;) at += await Deno.stdout.write(bytes.subarray(at));
}

function answer({ id, job }: DataRequest, payload: Uint8Array): DataReply {
  try {
    return { id, outcome: runDataJob(job.source === "image" ? job : { ...job, bytes: payload }) };
  } catch (error) {
    return { id, fault: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}

if (import.meta.main) {
  // stdout carries the frames: whatever the code logs goes to stderr instead.
  console.log = console.info = console.debug = console.error;
  const reader = new FrameReader();
  for await (const chunk of Deno.stdin.readable) {
    for (const { header, payload } of reader.push(chunk)) await send(answer(header as DataRequest, payload));
  }
}
