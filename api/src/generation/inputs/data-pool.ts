import { createRequire } from "node:module";
import { setPriority } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { dataMessages } from "../../../contract/data-messages.ts";
import type { DataJob, DataJobOutcome } from "../data-job.ts";
import type { DataReply, DataRequest } from "./data-worker.ts";
import { FairQueue } from "./fair-queue.ts";
import { encodeFrame, FrameReader } from "./frames.ts";
import { residentBytes } from "./resident-memory.ts";

export interface DataPoolOptions {
  /** Worker processes running at once: two by default, one per core; each member has at most one of them. */
  size?: number;
  /** A file's job still running after this long is stopped by killing its worker, and answered 504. */
  timeoutMs?: number;
  /** The same for a picture, which OCR reads first. */
  pictureTimeoutMs?: number;
  /** Jobs one member may have waiting; one more is answered 503 with words about their own queue. */
  maxWaitingPerUser?: number;
  /** Jobs all members together may have waiting; one more is answered 503. */
  maxWaiting?: number;
  /** Each worker's V8 heap: a workbook that needs more ends that worker, not the server. */
  heapLimitMb?: number;
  /**
   * Each worker's resident memory (V8's heap, OCR's WebAssembly memory and every native buffer): a worker over it
   * is killed and its job answered 422 with the limit in words; a worker left holding over half of it is replaced.
   */
  memoryLimitMb?: number;
}

/** Where a job stands once it has left the queue: running in a worker, then its table read and analysis begun. */
export type JobStep = "running" | "read";

export interface DataPool {
  /** Runs `job` for `owner` (the member who sent it) in their turn; `onStep` hears it start and its table read. */
  run(owner: string, job: DataJob, onStep?: (step: JobStep) => void): Promise<DataJobOutcome>;
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
  /** Its resident memory when last read. */
  resident: number;
}

interface Waiting {
  job: DataJob;
  resolve: (outcome: DataJobOutcome) => void;
  onStep?: (step: JobStep) => void;
}

interface Running extends Waiting {
  id: number;
  owner: string;
  timer: ReturnType<typeof setTimeout>;
  memoryTimer?: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker?: Worker;
  running?: Running;
}

const workerPath = fileURLToPath(new URL("./data-worker.ts", import.meta.url));
/** Where OCR's code and its English data are installed: a worker may read there. */
const nodeModules = dirname(dirname(createRequire(import.meta.url).resolve("tesseract.js/package.json")));
/** The request lexicon the analyzer reads questions with, shared with the formula engine: the other place it may read. */
const lexicon = fileURLToPath(new URL("../understand/lexicon", import.meta.url));
/** The environment switches the analyzer's part-of-speech tagger (compromise) reads: the one environment it may see. */
const taggerSwitches = ["DEBUG_TAGS", "DEBUG_MATCH", "DEBUG_CHUNKS"];
/** The one native library a worker may load: onnxruntime's, which runs the line recogniser (line-recogniser.ts). */
const recogniserBinaries = join(nodeModules, "onnxruntime-node", "bin");
const logTail = 4000;
/** How often a running job's worker has its memory read: a decoder allocating fast overshoots by this much time. */
const memoryCheckMs = 50;
/** Workers yield the CPU to the server (nice 10): its requests wait on two cores that the workers keep busy. */
const workerNiceness = 10;

const tooSlow: DataJobOutcome = { ok: false, status: 504, error: dataMessages.tooSlow };
const busy: DataJobOutcome = { ok: false, status: 503, error: dataMessages.busy };
const unreadable = (job: DataJob): DataJobOutcome => ({
  ok: false,
  status: 422,
  error: job.source === "excel"
    ? dataMessages.unreadableWorkbook
    : job.source === "image"
    ? dataMessages.unreadableImage
    : dataMessages.unreadableData,
});

/**
 * Runs data jobs (see data-job.ts) in helper processes, so reading a 10 MB workbook or OCR of a picture never blocks
 * the event loop or grows the server's memory, and a job can always be stopped. Processes, not threads: under Deno
 * 2.9 neither a web Worker's nor a node:worker_threads Worker's terminate() stops a thread that is busy (the promise
 * resolves, the thread runs on), and a hostile workbook keeps SheetJS busy for many seconds. Jobs wait per member and
 * run in turns (fair-queue.ts), one per member at a time: one member's twenty heavy files delay another member's
 * small one by one job at most. A job over its time has its process killed (504), as has one over its memory (422);
 * a process that dies (heap limit, crash) answers its job 422; the next job gets a fresh process, started when needed.
 */
export function createDataPool(options: DataPoolOptions = {}): DataPool {
  const {
    size = 2,
    timeoutMs = 20_000,
    pictureTimeoutMs = 60_000,
    maxWaitingPerUser = 10,
    maxWaiting = 100,
    heapLimitMb = 1536,
    memoryLimitMb = 1024,
  } = options;
  const memoryLimit = memoryLimitMb * 1024 * 1024;
  const tooMuchMemory: DataJobOutcome = { ok: false, status: 422, error: dataMessages.tooMuchMemory(memoryLimitMb) };
  const userBusy: DataJobOutcome = { ok: false, status: 503, error: dataMessages.userBusy(maxWaitingPerUser) };
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const queue = new FairQueue<Waiting>({ perOwner: maxWaitingPerUser, total: maxWaiting });
  const ending = new Set<Promise<unknown>>();
  let nextId = 0;

  const running = (owner: string) => slots.some((slot) => slot.running?.owner === owner);

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

  /** Starts waiting jobs on idle workers, each member's in their turn. */
  function schedule() {
    for (const slot of slots) {
      if (slot.running) continue;
      const next = queue.next(running);
      if (!next) return;
      start(slot, next.owner, next.item);
    }
  }

  function finish(slot: Slot, outcome: DataJobOutcome) {
    const job = slot.running;
    if (!job) return;
    clearTimeout(job.timer);
    clearTimeout(job.memoryTimer);
    slot.running = undefined;
    // WebAssembly memory and V8's heap seldom shrink: a worker a large job left large is not kept idle.
    if (slot.worker && slot.worker.resident > memoryLimit / 2) retire(slot);
    job.resolve(outcome);
    schedule();
  }

  function spawn(slot: Slot): Worker {
    const process = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--quiet",
        "--no-prompt",
        `--allow-read=${nodeModules},${lexicon}`,
        `--allow-ffi=${recogniserBinaries}`,
        `--allow-env=${taggerSwitches.join(",")}`,
        `--v8-flags=--max-old-space-size=${heapLimitMb}`,
        workerPath,
      ],
      // The tagger looks at its debug switches on every word; set here, they cannot make it log into the reply frames.
      env: Object.fromEntries(taggerSwitches.map((name) => [name, ""])),
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    try {
      setPriority(process.pid, workerNiceness);
    } catch {
      // A system that refuses leaves the worker at the server's priority.
    }
    const worker: Worker = {
      process,
      input: process.stdin.getWriter(),
      log: "",
      ended: Promise.resolve(),
      resident: 0,
    };
    const replies = (async () => {
      const reader = new FrameReader();
      for await (const chunk of process.stdout) {
        for (const { header } of reader.push(chunk)) {
          const reply = header as DataReply;
          if (slot.worker !== worker || slot.running?.id !== reply.id) continue;
          if ("read" in reply) slot.running.onStep?.("read");
          else if ("outcome" in reply) finish(slot, reply.outcome);
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

  /** Reads the worker's memory while `job` runs; over the limit, the worker is killed and the job answered. */
  function watchMemory(slot: Slot, worker: Worker, job: Running) {
    job.memoryTimer = setTimeout(async () => {
      const resident = await residentBytes(worker.process.pid);
      if (slot.running !== job || slot.worker !== worker) return;
      if (resident !== undefined) worker.resident = resident;
      if (worker.resident > memoryLimit) {
        console.error(`data worker killed: ${Math.round(worker.resident / 1024 / 1024)} MB over ${memoryLimitMb} MB`);
        retire(slot);
        finish(slot, tooMuchMemory);
        return;
      }
      watchMemory(slot, worker, job);
    }, memoryCheckMs);
  }

  function start(slot: Slot, owner: string, { job, resolve, onStep }: Waiting) {
    const worker = slot.worker ??= spawn(slot);
    const id = ++nextId;
    const timer = setTimeout(() => {
      retire(slot);
      finish(slot, tooSlow);
    }, job.source === "image" ? pictureTimeoutMs : timeoutMs);
    const started: Running = { id, owner, job, resolve, onStep, timer };
    slot.running = started;
    watchMemory(slot, worker, started);
    onStep?.("running");
    const { bytes, ...rest } = job;
    const request: DataRequest = { id, job: rest };
    // A write to a worker that just died fails; its exit answers the job.
    worker.input.write(encodeFrame(request, bytes)).catch(() => {});
  }

  return {
    run(owner, job, onStep) {
      return new Promise((resolve) => {
        const admission = queue.add(owner, { job, resolve, onStep });
        if (admission === "owner full") resolve(userBusy);
        else if (admission === "full") resolve(busy);
        else schedule();
      });
    },
    async stop() {
      for (const { resolve } of queue.drain()) resolve(busy);
      for (const slot of slots) {
        retire(slot);
        finish(slot, busy);
      }
      await Promise.all(ending);
    },
  };
}
