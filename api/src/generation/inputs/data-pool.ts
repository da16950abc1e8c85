import { fileURLToPath } from "node:url";
import { dataMessages } from "../../../contract/data-messages.ts";
import type { DataJob, DataJobOutcome } from "../data-job.ts";
import type { DataReply, DataRequest } from "./data-worker.ts";
import { encodeFrame, FrameReader } from "./frames.ts";

export interface DataPoolOptions {
  /** Workers running at once. One by default: the machine has two cores and the other serves requests. */
  size?: number;
  /** A job still running after this long is stopped by killing its worker, and answered 504. */
  timeoutMs?: number;
  /** Jobs that may wait for a worker; one more is answered 503. */
  maxQueue?: number;
  /** Each worker's V8 heap: a workbook that needs more ends that worker, not the server. */
  heapLimitMb?: number;
}

export interface DataPool {
  run(job: DataJob): Promise<DataJobOutcome>;
  /** Ends every worker; jobs still running or waiting are answered 503. */
  stop(): Promise<void>;
}

interface Worker {
  process: Deno.ChildProcess;
  input: WritableStreamDefaultWriter<Uint8Array>;
  /** The end of what the worker wrote on stderr, to explain a crash. */
  log: string;
  /** Resolves once the process has exited and its output is read. */
  ended: Promise<unknown>;
}

interface Running {
  id: number;
  job: DataJob;
  resolve: (outcome: DataJobOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker?: Worker;
  running?: Running;
}

const workerPath = fileURLToPath(new URL("./data-worker.ts", import.meta.url));
const logTail = 4000;

const tooSlow: DataJobOutcome = { ok: false, status: 504, error: dataMessages.tooSlow };
const busy: DataJobOutcome = { ok: false, status: 503, error: dataMessages.busy };
const unreadable = (job: DataJob): DataJobOutcome => ({
  ok: false,
  status: 422,
  error: job.source === "excel" ? dataMessages.unreadableWorkbook : dataMessages.unreadableData,
});

/**
 * Runs data jobs (see data-job.ts) in helper processes, so reading a 10 MB workbook never blocks the event loop, and
 * a job can always be stopped. Processes, not threads: under Deno 2.9 neither a web Worker's nor a node:worker_threads
 * Worker's terminate() stops a thread that is busy (the promise resolves, the thread runs on), and a hostile workbook
 * keeps SheetJS busy for many seconds. A job over its time has its process killed (504); a process that dies (heap
 * limit, crash) answers its job 422; the next job gets a fresh process, started when it is needed.
 */
export function createDataPool(options: DataPoolOptions = {}): DataPool {
  const { size = 1, timeoutMs = 20_000, maxQueue = 20, heapLimitMb = 1536 } = options;
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const waiting: { job: DataJob; resolve: (outcome: DataJobOutcome) => void }[] = [];
  const ending = new Set<Promise<unknown>>();
  let nextId = 0;

  function retire(slot: Slot) {
    const worker = slot.worker;
    if (!worker) return;
    slot.worker = undefined;
    worker.input.close().catch(() => {});
    try {
      worker.process.kill("SIGKILL");
    } catch {
      // It has exited already.
    }
    const ended = worker.ended.finally(() => ending.delete(ended));
    ending.add(ended);
  }

  function finish(slot: Slot, outcome: DataJobOutcome) {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    running.resolve(outcome);
    const next = waiting.shift();
    if (next) start(slot, next.job, next.resolve);
  }

  function spawn(slot: Slot): Worker {
    const process = new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", "--no-prompt", `--v8-flags=--max-old-space-size=${heapLimitMb}`, workerPath],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const worker: Worker = { process, input: process.stdin.getWriter(), log: "", ended: Promise.resolve() };
    const replies = (async () => {
      const reader = new FrameReader();
      for await (const chunk of process.stdout) {
        for (const { header } of reader.push(chunk)) {
          const reply = header as DataReply;
          if (slot.worker !== worker || slot.running?.id !== reply.id) continue;
          if ("outcome" in reply) finish(slot, reply.outcome);
          else {
            console.error("data job failed:", reply.fault);
            finish(slot, unreadable(slot.running.job));
          }
        }
      }
    })();
    const decoder = new TextDecoder();
    const log = process.stderr.pipeTo(
      new WritableStream({
        write: (chunk) => void (worker.log = (worker.log + decoder.decode(chunk)).slice(-logTail)),
      }),
    );
    const status = process.status.then((result) => {
      if (slot.worker !== worker) return;
      console.error(`data worker stopped (${result.signal ?? `exit code ${result.code}`}):`, worker.log);
      const job = slot.running?.job;
      retire(slot);
      if (job) finish(slot, unreadable(job));
    });
    worker.ended = Promise.allSettled([replies, log, status]);
    return worker;
  }

  function start(slot: Slot, job: DataJob, resolve: (outcome: DataJobOutcome) => void) {
    const worker = slot.worker ??= spawn(slot);
    const id = ++nextId;
    const timer = setTimeout(() => {
      retire(slot);
      finish(slot, tooSlow);
    }, timeoutMs);
    slot.running = { id, job, resolve, timer };
    const request: DataRequest = { id, job: job.source === "image" ? job : { ...job, bytes: new Uint8Array() } };
    // A write to a worker that just died fails; its exit answers the job.
    worker.input.write(encodeFrame(request, job.source === "image" ? undefined : job.bytes)).catch(() => {});
  }

  return {
    run(job) {
      return new Promise((resolve) => {
        const idle = slots.find((slot) => !slot.running);
        if (idle) start(idle, job, resolve);
        else if (waiting.length >= maxQueue) resolve(busy);
        else waiting.push({ job, resolve });
      });
    },
    async stop() {
      for (const { resolve } of waiting.splice(0)) resolve(busy);
      for (const slot of slots) {
        retire(slot);
        finish(slot, busy);
      }
      await Promise.all(ending);
    },
  };
}
