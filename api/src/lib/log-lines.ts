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

/**
 * Writes lines to stdout in batches: the lines of one turn of the event loop go out in one write after it, instead of
 * one blocking write each (console.log formats its arguments and writes at once). `flush()` writes what is pending,
 * for a shutdown.
 */
export function createLineWriter(output: { writeSync(bytes: Uint8Array): number } = Deno.stdout) {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    let bytes = encoder.encode(pending.join("\n") + "\n");
    pending = [];
    // A pipe may take part of a large write; the rest follows.
    while (bytes.length > 0) bytes = bytes.subarray(output.writeSync(bytes));
  };
  const line: LogLine = (text) => {
    pending.push(text);
    timer ??= setTimeout(flush, 0);
  };
  return { line, flush };
}
