/** Where log lines go: one JSON object per line, without the newline. */
export type LogLine = (line: string) => void;

const encoder = new TextEncoder();

let second = -1;
let secondText = "";

/**
 * The time as ISO 8601 in UTC, like `toISOString()`, which costs more than the rest of a log line: the text up to the
 * second is made once a second, the milliseconds are appended.
 */
export function isoTime(now = Date.now()): string {
  const ms = now % 1000;
  if (now - ms !== second) {
    second = now - ms;
    secondText = new Date(second).toISOString().slice(0, 20);
  }
  return `${secondText}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
}

/** Where the writer puts its bytes: stdout, or a test's recorder. */
export interface LineOutput {
  write(bytes: Uint8Array): Promise<number>;
  writeSync(bytes: Uint8Array): number;
}

/**
 * Writes lines to stdout in batches, without ever making a request wait for the reader of the pipe: lines are
 * gathered for `batchMs` and go out in one asynchronous write, and lines that come while it is under way are held and
 * go out in the next. A blocking write (console.log's) would stall every request once the pipe's buffer is full,
 * which a busy log collector lets happen; a write per line costs a busy server more than the rest of the line. While
 * the reader is stuck at most `maxPending` lines are held, the rest dropped and counted in a line of their own, so a
 * stalled collector costs log lines, never the server's memory. `flush()` writes what is held, for a shutdown.
 */
export function createLineWriter(output: LineOutput = Deno.stdout, { batchMs = 10, maxPending = 10_000 } = {}) {
  let pending: string[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;
  const take = () => {
    if (dropped > 0) {
      pending.push(JSON.stringify({ time: isoTime(), level: "warn", droppedLogLines: dropped }));
      dropped = 0;
    }
    const bytes = encoder.encode(pending.join("\n") + "\n");
    pending = [];
    return bytes;
  };
  const drain = async () => {
    // Lines that arrive during a write wait for it: one write at a time keeps them in order.
    await new Promise((resolve) => setTimeout(resolve, batchMs));
    try {
      while (pending.length > 0) {
        let bytes = take();
        // A pipe may take part of a large write; the rest follows.
        while (bytes.length > 0) bytes = bytes.subarray(await output.write(bytes));
      }
    } catch {
      // Nobody reads stdout any more (a closed pipe): the batch is lost, and the server must not fall with it.
      pending = [];
    } finally {
      writing = undefined;
    }
  };
  const line: LogLine = (text) => {
    if (pending.length < maxPending) pending.push(text);
    else dropped++;
    writing ??= drain();
  };
  const flush = async () => {
    await writing;
    if (pending.length === 0) return;
    let bytes = take();
    while (bytes.length > 0) bytes = bytes.subarray(output.writeSync(bytes));
  };
  return { line, flush };
}
