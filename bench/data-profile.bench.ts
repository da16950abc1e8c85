/**
 * Reading a large CSV into a Table and profiling it, against Papa Parse alone on the same text with the same
 * options (the floor: the reader calls it). A 1,000,000-row, ~50 MB CSV is made in memory: a date, a category,
 * three number columns (one quoted, with thousands separators and a dollar sign) and a free-text column. Targets:
 * reader + profile under 2× Papa Parse, peak RSS under 1 GB.
 *
 * Each measurement runs in a fresh process, as a data job does in its worker process: it reads the CSV's bytes from
 * a temporary file and decodes them (as the worker gets an upload), warms the code up on 20,000 rows, collects
 * garbage, resets the kernel's peak-RSS mark, then reads the CSV once. So the time is not taxed by an earlier
 * round's garbage, and peak RSS (VmHWM: the reader runs synchronously, so a timer could not sample it) is the
 * process's whole footprint while reading, the upload's bytes and text included.
 * Run: npm run bench -- data-profile
 */
import Papa from "papaparse";
import { decodeText } from "../api/src/generation/inputs/decode-text.ts";
import { profileTable } from "../api/src/generation/analysis/profile.ts";
import { readDelimited } from "../api/src/generation/inputs/read-delimited.ts";

const rowCount = Number(Deno.env.get("BENCH_ROWS") ?? 1_000_000);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);
const categories = ["Electronics", "Garden", "Books", "Toys", "Office", "Kitchen", "Sports", "Music"];

const modes = {
  "Papa.parse alone (no header)": (text: string) =>
    Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter: "," }),
  "readDelimited + profileTable": (text: string) => profileTable(readDelimited(text)),
  "readDelimited alone": (text: string) => readDelimited(text),
};
type Mode = keyof typeof modes;

const money = (value: number) => value.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",");

function makeCsv(rows: number): string {
  const lines = ["Date,Category,Units,Price,Revenue,Note"];
  const start = Date.UTC(2020, 0, 1);
  for (let row = 0; row < rows; row++) {
    const date = new Date(start + (row % 1500) * 86_400_000).toISOString().slice(0, 10);
    const units = (row * 7) % 500 + 1;
    const price = ((row * 31) % 10_000) / 100 + 1;
    lines.push(
      `${date},${categories[row % categories.length]},${units},${price.toFixed(2)},"$${
        money(units * price)
      }",order ${row}`,
    );
  }
  return lines.join("\n") + "\n";
}

const status = () => Deno.readTextFileSync("/proc/self/status");
const megabytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0) / 1024;

/** One measurement, in this process: what a child prints for the parent to gather. */
function measureOnce(mode: Mode, file: string) {
  const work = modes[mode];
  work(makeCsv(20_000));
  const text = decodeText(Deno.readFileSync(file));
  (globalThis as { gc?: () => void }).gc?.();
  // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux).
  Deno.writeTextFileSync("/proc/self/clear_refs", "5");
  const before = megabytes("VmRSS");
  const start = performance.now();
  work(text);
  const ms = performance.now() - start;
  console.log(JSON.stringify({ ms, peakMb: megabytes("VmHWM"), beforeMb: before, megabytesOfText: text.length / 1e6 }));
}

async function measure(mode: Mode, file: string) {
  const runs: { ms: number; peakMb: number; beforeMb: number; megabytesOfText: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const { stdout, success } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--v8-flags=--expose-gc", new URL(import.meta.url).pathname, mode, file],
      stderr: "inherit",
    }).output();
    if (!success) throw new Error(`the ${mode} measurement failed`);
    runs.push(JSON.parse(new TextDecoder().decode(stdout)));
  }
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const peak = Math.max(...runs.map((run) => run.peakMb));
  const before = Math.max(...runs.map((run) => run.beforeMb));
  console.log(
    `${mode.padEnd(40)} median ${times[times.length >> 1].toFixed(0).padStart(6)} ms   min ${
      times[0].toFixed(0).padStart(6)
    } ms   peak RSS ${peak.toFixed(0).padStart(5)} MB (${before.toFixed(0)} MB before)   n ${rounds}`,
  );
  return { median: times[times.length >> 1], peak, megabytesOfText: runs[0].megabytesOfText };
}

export async function runDataProfileBench() {
  console.log(`CSV reading: ${rowCount.toLocaleString("en-US")} rows, 6 columns, one fresh process per measurement`);
  const file = await Deno.makeTempFile({ suffix: ".csv" });
  let papa, reader, readOnly;
  try {
    await Deno.writeTextFile(file, makeCsv(rowCount));
    papa = await measure("Papa.parse alone (no header)", file);
    reader = await measure("readDelimited + profileTable", file);
    readOnly = await measure("readDelimited alone", file);
  } finally {
    await Deno.remove(file);
  }
  const ratio = reader.median / papa.median;
  console.log(`CSV size: ${papa.megabytesOfText.toFixed(1)} MB`);
  console.log(
    `readDelimited + profileTable / Papa.parse: ${ratio.toFixed(2)}x   target < 2x: ${ratio < 2 ? "met" : "MISSED"}`,
  );
  console.log(`readDelimited alone / Papa.parse: ${(readOnly.median / papa.median).toFixed(2)}x`);
  console.log(
    `peak RSS, reader + profile: ${reader.peak.toFixed(0)} MB   target < 1024 MB: ${
      reader.peak < 1024 ? "met" : "MISSED"
    }`,
  );
}

if (import.meta.main) measureOnce(Deno.args[0] as Mode, Deno.args[1]);
