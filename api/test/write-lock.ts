import type { WriteLockReply, WriteLockRequest } from "./write-lock-worker.ts";

/**
 * Holds the write lock of the SQLite file at `path` from a worker thread, as another process writing would: resolves
 * once the lock is taken. The lock goes after `releaseAfterMs` (timed on the worker, so it goes even while this
 * thread is stuck in SQLite's busy wait) or on `release()`; `released` resolves when it has.
 */
export async function holdWriteLock(path: string, releaseAfterMs?: number) {
  const worker = new Worker(new URL("./write-lock-worker.ts", import.meta.url), { type: "module" });
  const locked = Promise.withResolvers<void>();
  const released = Promise.withResolvers<void>();
  worker.onmessage = ({ data }: MessageEvent<WriteLockReply>) => {
    if (data.kind === "locked") locked.resolve();
    else {
      released.resolve();
      worker.terminate();
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    locked.reject(new Error(event.message));
    released.reject(new Error(event.message));
  };
  worker.postMessage({ kind: "hold", path, releaseAfterMs } satisfies WriteLockRequest);
  await locked.promise;
  return {
    released: released.promise,
    release() {
      worker.postMessage({ kind: "release" } satisfies WriteLockRequest);
      return released.promise;
    },
  };
}
