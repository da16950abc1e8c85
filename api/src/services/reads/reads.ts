import { type Db, embeddedFile } from "../../../../db/client.ts";
import { type LongReads, longReads, type ReadName } from "./long-reads.ts";
import { connectReadsWorker, type ReadsWorkerOptions } from "./reads-worker-client.ts";

type ReadArgs<Name extends ReadName> = LongReads[Name] extends (db: Db, ...args: infer Args) => unknown ? Args
  : never;

/** Each long read as an async method of its arguments after the database, and close() for the server's end. */
export type Reads =
  & { [Name in ReadName]: (...args: ReadArgs<Name>) => ReturnType<LongReads[Name]> }
  & { close(): Promise<void> };

type AnyRead = (db: Db, ...args: unknown[]) => Promise<unknown>;

/**
 * The long reads, off the event loop where that helps. With a `file:` database the embedded SQLite runs on the
 * calling thread, so a search or a deep page would hold up every other request: these reads go to a worker with
 * its own connection to the same file. WAL lets it read while this thread writes, and a read sees every write
 * committed before it was asked. Writes stay on `db`, so their order and their events do not change. A remote
 * libSQL server already answers asynchronously, and an in-memory database cannot be shared: there the reads run
 * here, on `db`. Call this once the database is migrated.
 */
export function createReads(db: Db, url: string, authToken?: string, options: ReadsWorkerOptions = {}): Reads {
  const runsHere = embeddedFile(url) === null;
  const runner = runsHere
    ? { run: (name: ReadName, args: unknown[]) => (longReads[name] as AnyRead)(db, ...args), close: async () => {} }
    : connectReadsWorker(url, authToken, options);
  const read = (name: ReadName) => (...args: unknown[]) => runner.run(name, args);
  const reads = Object.keys(longReads).map((name) => [name, read(name as ReadName)]);
  return { ...Object.fromEntries(reads), close: runner.close } as Reads;
}
