/**
 * Whether the data tools keep the server answering: the real server (api/main.ts, its own process) gets a screenshot
 * of a 1000 × 600 px table to OCR, then a 9 MB CSV to analyse, while another client asks /api/health every 20 ms.
 * The health latencies during each job are set against the same client's idle ones. Target: under 50 ms while OCR
 * runs. Run: npm run bench -- data-health
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderTablePng, salesRows } from "../api/test/data-fixtures.ts";
import { benchToken, startAppServer } from "./lib/app-server.ts";
import { percentile } from "./lib/percentile.ts";
import { pollHealth } from "./lib/poll-health.ts";

const round = (ms: number) => ms.toFixed(1);

function row(label: string, latencies: number[], jobMs?: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const job = jobMs === undefined ? "" : `, job ${Math.round(jobMs)} ms`;
  console.log(
    `${label.padEnd(34)} health p50 ${round(percentile(sorted, 0.5))} ms, p99 ${
      round(percentile(sorted, 0.99))
    } ms, max ${round(sorted.at(-1) ?? 0)} ms over ${sorted.length} calls${job}`,
  );
}

async function timedUpload(base: string, token: string, source: string, file: File, description: string) {
  const form = new FormData();
  form.set("description", description);
  form.set("file", file);
  const started = performance.now();
  const response = await fetch(`${base}/api/analyze-data`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}`, "x-content-type": source },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`${source} upload failed: ${response.status} ${body.error}`);
  return performance.now() - started;
}

function bigCsv(bytes: number) {
  const lines = ["Date,Region,Product,Units,Price,Revenue"];
  let size = lines[0].length;
  const regions = ["East", "West", "North", "South"];
  for (let i = 0; size < bytes; i++) {
    const day = new Date(Date.UTC(2023, 0, 1) + (i % 730) * 86_400_000).toISOString().slice(0, 10);
    const units = (i * 7) % 50 + 1;
    const price = ((i * 13) % 900) / 10 + 5;
    const line = `${day},${regions[i % 4]},Item ${i % 300},${units},${price},${(units * price).toFixed(2)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join("\n");
}

export async function runDataHealthBench() {
  const dataDir = mkdtempSync(join(tmpdir(), "sheetsmith-bench-data-"));
  const server = await startAppServer(dataDir);
  try {
    const token = await benchToken(server.base, "Data Bench", "data-bench@example.com");
    const rows = salesRows(20);
    const png = new File([await renderTablePng(rows, { width: 1000 }) as BlobPart], "table.png", { type: "image/png" });
    const csv = new File([bigCsv(9 * 1024 * 1024)], "sales.csv", { type: "text/csv" });

    console.log("Data tools and the event loop: /api/health every 20 ms while a job runs (real server, own process)");
    row("idle", await pollHealth(server.base, new Promise((resolve) => setTimeout(resolve, 2000))));
    // The first OCR job starts the OCR worker and loads the English data: reported apart.
    let ocrMs = 0;
    const coldJob = timedUpload(server.base, token, "image", png, "total revenue by city").then((ms) => ocrMs = ms);
    row("first OCR (worker starts)", await pollHealth(server.base, coldJob), ocrMs);
    for (let i = 0; i < 3; i++) {
      const job = timedUpload(server.base, token, "image", png, "total revenue by city").then((ms) => ocrMs = ms);
      row(`OCR of a 1000 × 600 table, run ${i + 1}`, await pollHealth(server.base, job), ocrMs);
    }
    let csvMs = 0;
    const csvJob = timedUpload(server.base, token, "csv", csv, "total revenue by region").then((ms) => csvMs = ms);
    row("9 MB CSV analysed", await pollHealth(server.base, csvJob), csvMs);
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
