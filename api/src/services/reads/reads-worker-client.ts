import type { ReadName } from "./long-reads.ts";
import type { ReadsReply, ReadsRequest } from "./reads-worker.ts";

export interface ReadsWorkerOptions {
  /**
   * A call unanswered after this long, its wait behind other reads included, means the worker is stuck or gone (a
   * terminated worker sends no event): it is replaced and its calls fail. Reads take milliseconds.
   */
  timeoutMs?: number;
  /** Starts a worker running reads-worker.ts; tests pass their own to reach the worker. */
  spawn?: () => Worker;
}

interface Call {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const workerUrl = new URL("./reads-worker.ts", import.meta.url);
const spawnReadsWorker = () => new Worker(workerUrl, { type: "module" });

/**
 * This thread's end of the reads worker: each call gets an id, and its answer or error comes back under it. A worker
 * that throws outside a read, or does not answer in time, is terminated and every call waiting on it fails; the next
 * call starts a fresh one. close() lets the reads already asked finish, then the worker closes its connection.
 */
export function connectReadsWorker(url: string, authToken: string | undefined, options: ReadsWorkerOptions = {}) {
  const { timeoutMs = 30_000, spawn = spawnReadsWorker } = options;
  const calls = new Map<number, Call>();
  let nextId = 0;
  let closed = false;
  let worker: Worker | undefined = start();

  function start() {
    const started = spawn();
    started.onmessage = ({ data }: MessageEvent<ReadsReply>) => {
      const call = calls.get(data.id);
      if (!call) return;
      calls.delete(data.id);
      clearTimeout(call.timer);
      if ("error" in data) call.reject(toError(data.error));
      else call.resolve(data.value);
    };
    started.onerror = (event) => {
      // Unhandled, an error thrown in a worker is rethrown on this thread and ends the server.
      event.preventDefault();
      retire(started, new Error(`the reads worker failed: ${event.message}`));
    };
    started.postMessage({ kind: "open", url, authToken } satisfies ReadsRequest);
    return started;
  }

  function retire(stopped: Worker, reason: Error) {
    if (worker !== stopped) return;
    worker = undefined;
    stopped.terminate();
    for (const call of calls.values()) {
      clearTimeout(call.timer);
      call.reject(reason);
    }
    calls.clear();
  }

  function send(current: Worker, request: (id: number) => ReadsRequest) {
    const id = ++nextId;
    return new Promise<unknown>((resolve, reject) => {
      // First, so that arguments that cannot be cloned reject this call alone and leave nothing waiting.
      current.postMessage(request(id));
      const timer = setTimeout(
        () => retire(current, new Error(`the reads worker did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      calls.set(id, { resolve, reject, timer });
    });
  }

  return {
    run(name: ReadName, args: unknown[]): Promise<unknown> {
      if (closed) return Promise.reject(new Error("the reads worker is closed"));
      worker ??= start();
      return send(worker, (id) => ({ kind: "read", id, name, args }));
    },
    async close() {
      closed = true;
      const current = worker;
      if (!current) return;
      // A worker that cannot answer is terminated all the same.
      await send(current, (id) => ({ kind: "close", id })).catch(() => {});
      retire(current, new Error("the reads worker is closed"));
    },
  };
}

function toError({ name, message, stack, code }: { name: string; message: string; stack?: string; code?: string }) {
  const error: Error & { code?: string } = new Error(message);
  error.name = name;
  if (code) error.code = code;
  // The worker's stack says where the read failed; this thread's would show only the message handler.
  if (stack) error.stack = stack;
  return error;
}
