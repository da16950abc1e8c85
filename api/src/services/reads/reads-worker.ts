import { createDb, type Database } from "../../../../db/client.ts";
import { databaseErrorCode } from "../../lib/database-busy.ts";
import { longReads, type ReadName } from "./long-reads.ts";

export type ReadsRequest =
  | { kind: "open"; url: string; authToken?: string }
  | { kind: "read"; id: number; name: ReadName; args: unknown[] }
  | { kind: "close"; id: number };

export type ReadsReply =
  | { id: number; value: unknown }
  | { id: number; error: { name: string; message: string; stack?: string; code?: string } };

type AnyRead = (db: Database["hotReads"], ...args: unknown[]) => Promise<unknown>;

// The main thread has migrated the file before this worker starts; this thread only reads, through statements kept
// prepared (hotReads): the long reads are few queries asked again and again.
let database: Database | undefined;
const running = new Set<Promise<void>>();

async function read(id: number, name: ReadName, args: unknown[]) {
  try {
    const value = await (longReads[name] as AnyRead)(database!.hotReads, ...args);
    // Inside the try: a value that cannot be cloned answers as an error instead of leaving the caller waiting.
    self.postMessage({ id, value } satisfies ReadsReply);
  } catch (error) {
    const { name = "Error", message, stack } = error instanceof Error ? error : { message: String(error) };
    // The SQLite code travels too: a read that met a lock is answered as busy, not as a failure.
    self.postMessage({ id, error: { name, message, stack, code: databaseErrorCode(error) } } satisfies ReadsReply);
  }
}

self.onmessage = async ({ data }: MessageEvent<ReadsRequest>) => {
  if (data.kind === "open") database = createDb(data.url, data.authToken);
  else if (data.kind === "read") {
    const reading = read(data.id, data.name, data.args).finally(() => running.delete(reading));
    running.add(reading);
  } else {
    // Reads asked before the close still answer; then the connection's file handles go before the thread does.
    await Promise.all(running);
    database?.close();
    self.postMessage({ id: data.id, value: null } satisfies ReadsReply);
    self.close();
  }
};
