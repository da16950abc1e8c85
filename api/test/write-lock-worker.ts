import Database from "libsql";

export type WriteLockRequest = { kind: "hold"; path: string; releaseAfterMs?: number } | { kind: "release" };
export type WriteLockReply = { kind: "locked" } | { kind: "released" };

// Another connection on its own thread: the server's busy wait blocks its thread, so a lock held on that thread
// could never be let go while the server waits for it.
let connection: Database.Database | undefined;

function release() {
  if (!connection) return;
  connection.exec("COMMIT");
  connection.close();
  connection = undefined;
  self.postMessage({ kind: "released" } satisfies WriteLockReply);
}

self.onmessage = ({ data }: MessageEvent<WriteLockRequest>) => {
  if (data.kind === "release") return release();
  connection = new Database(data.path);
  connection.exec("BEGIN IMMEDIATE");
  connection.exec("UPDATE forum_categories SET name = name");
  self.postMessage({ kind: "locked" } satisfies WriteLockReply);
  if (data.releaseAfterMs !== undefined) setTimeout(release, data.releaseAfterMs);
};
