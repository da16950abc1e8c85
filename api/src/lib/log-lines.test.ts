import { expect, test } from "vitest";
import { createLineWriter, isoTime } from "./log-lines.ts";

/** An output that takes at most `chunk` bytes per write, as a full pipe may; `hold` keeps writes pending until released. */
function recordingOutput(chunk = Infinity) {
  const writes: Uint8Array[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const take = (bytes: Uint8Array) => {
    const taken = bytes.slice(0, Math.min(chunk, bytes.length));
    writes.push(taken);
    return taken.length;
  };
  return {
    writes,
    text: () => new TextDecoder().decode(new Uint8Array(writes.flatMap((bytes) => [...bytes]))),
    hold() {
      held = new Promise((resolve) => release = resolve);
    },
    release: () => release(),
    async write(bytes: Uint8Array) {
      const taken = take(bytes);
      await held;
      held = undefined;
      return taken;
    },
    writeSync: take,
  };
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Batches of one turn of the event loop, so that each test's next turn sees them written. */
const immediate = { batchMs: 0 };

test("the lines of one turn of the event loop go out in one write after it", async () => {
  const output = recordingOutput();
  const writer = createLineWriter(output, immediate);
  writer.line('{"n":1}');
  writer.line('{"n":2}');
  expect(output.writes).toHaveLength(0);
  await nextTurn();
  expect(output.writes).toHaveLength(1);
  expect(output.text()).toBe('{"n":1}\n{"n":2}\n');
  writer.line('{"n":3}');
  await nextTurn();
  expect(output.text()).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
});

test("lines that come while a write is under way wait for it, and follow in order", async () => {
  const output = recordingOutput();
  const writer = createLineWriter(output, immediate);
  output.hold();
  writer.line("first");
  await nextTurn();
  writer.line("second");
  writer.line("third");
  await nextTurn();
  expect(output.text()).toBe("first\n");
  output.release();
  await nextTurn();
  expect(output.text()).toBe("first\nsecond\nthird\n");
  expect(output.writes).toHaveLength(2);
});

test("a partial write is continued until the whole batch is out", async () => {
  const output = recordingOutput(3);
  const writer = createLineWriter(output, immediate);
  writer.line("héllo wörld");
  await writer.flush();
  expect(output.writes.length).toBeGreaterThan(1);
  expect(output.text()).toBe("héllo wörld\n");
});

test("flush() writes what is held, and nothing twice", async () => {
  const output = recordingOutput();
  const writer = createLineWriter(output, immediate);
  writer.line("last words");
  await writer.flush();
  expect(output.text()).toBe("last words\n");
  await nextTurn();
  await writer.flush();
  expect(output.writes).toHaveLength(1);
});

test("a write that fails drops its batch, and later lines are still written", async () => {
  const output = recordingOutput();
  let fail = true;
  const writer = createLineWriter({
    write: (bytes) => fail ? Promise.reject(new Error("broken pipe")) : output.write(bytes),
    writeSync: output.writeSync,
  }, immediate);
  writer.line("lost");
  await nextTurn();
  fail = false;
  writer.line("kept");
  await nextTurn();
  expect(output.text()).toBe("kept\n");
});

test("isoTime() writes what toISOString() does, across seconds and for every width of milliseconds", () => {
  const start = Date.UTC(2026, 10, 23, 23, 59, 58, 990);
  for (const offset of [0, 5, 9, 10, 11, 99, 100, 1000, 1009, 1010, 2001, 60_000, 86_400_000 + 7]) {
    const at = start + offset;
    expect(isoTime(at)).toBe(new Date(at).toISOString());
  }
  expect(isoTime(start)).toBe(new Date(start).toISOString());
});

test("lines are gathered for batchMs and go out in one write", async () => {
  const output = recordingOutput();
  const writer = createLineWriter(output, { batchMs: 50 });
  writer.line("a");
  await nextTurn();
  writer.line("b");
  expect(output.writes).toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(output.writes).toHaveLength(1);
  expect(output.text()).toBe("a\nb\n");
});

test("while the reader is stuck, lines past maxPending are dropped and counted, never held", async () => {
  const output = recordingOutput();
  const writer = createLineWriter(output, { batchMs: 0, maxPending: 3 });
  output.hold();
  writer.line("first");
  await nextTurn();
  for (let n = 1; n <= 10; n++) writer.line(`held ${n}`);
  output.release();
  await nextTurn();
  const lines = output.text().trim().split("\n");
  expect(lines.slice(0, 4)).toEqual(["first", "held 1", "held 2", "held 3"]);
  expect(JSON.parse(lines[4])).toMatchObject({ level: "warn", droppedLogLines: 7 });
  expect(lines).toHaveLength(5);
});
