import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AnalysisResult, ChartResult } from "../../../contract/data.ts";
import { dataMessages } from "../../../contract/data-messages.ts";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { makeXls, makeXlsx, renderTablePng } from "../../../test/data-fixtures.ts";
import { readSse } from "../../../test/read-sse.ts";
import { sendRaw } from "../../../test/raw-request.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token, id: userId } = await signUpUser(server));
});
afterAll(() => server.stop());

interface Upload {
  source?: string;
  description?: string;
  file?: { bytes: Uint8Array | string; name: string; type?: string };
  clipboardData?: string;
  extra?: Record<string, string>;
  stream?: boolean;
  auth?: string | null;
}

function send(path: "/api/analyze-data" | "/api/generate-chart", upload: Upload) {
  const form = new FormData();
  if (upload.description !== undefined) form.set("description", upload.description);
  if (upload.file) {
    const { bytes, name, type } = upload.file;
    form.set("file", new File([bytes as BlobPart], name, { type: type ?? "application/octet-stream" }));
  }
  if (upload.clipboardData !== undefined) form.set("clipboardData", upload.clipboardData);
  for (const [key, value] of Object.entries(upload.extra ?? {})) form.set(key, value);
  const headers: Record<string, string> = {};
  if (upload.source !== undefined) headers["x-content-type"] = upload.source;
  const auth = upload.auth === undefined ? token : upload.auth;
  if (auth) headers.authorization = `Bearer ${auth}`;
  if (upload.stream) headers.accept = "text/event-stream";
  return fetch(`${server.url}${path}`, { method: "POST", body: form, headers });
}

const analyze = (upload: Upload) => send("/api/analyze-data", upload);
const chart = (upload: Upload) =>
  send("/api/generate-chart", { ...upload, extra: { chartType: "Bar Chart", dataRange: "A1:B10", ...upload.extra } });

const salesRows: (string | number)[][] = [
  ["Region", "Month", "Sales"],
  ["East", "2024-01-01", 1200],
  ["West", "2024-01-01", 800],
  ["East", "2024-02-01", 1500],
  ["North", "2024-02-01", 400.5],
  ["West", "2024-03-01", 950],
  ["East", "2024-03-01", 1300],
];
const salesCsv = salesRows.map((row) => row.join(",")).join("\n");
const salesTsv = salesRows.map((row) => row.join("\t")).join("\n");
const totalsByRegion = { East: 4000, West: 1750, North: 400.5 };
const figureValues = (data: AnalysisResult) => data.figures.map((figure) => figure.value);

async function expectAnalysis(response: Response): Promise<AnalysisResult> {
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  const data = body.data as AnalysisResult;
  expect(data).toMatchObject({
    analysis: expect.any(String),
    explanation: expect.any(String),
    steps: expect.any(Array),
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(data.steps.length).toBeGreaterThan(0);
  return data;
}

describe("POST /api/analyze-data reads every input mode and answers the true figures", () => {
  test("POST /api/analyze-data with a CSV file totals sales by region", async () => {
    const data = await expectAnalysis(
      await analyze({
        source: "csv",
        description: "What are total sales by region?",
        file: { bytes: salesCsv, name: "sales.csv", type: "text/csv" },
      }),
    );
    expect(figureValues(data)).toEqual(expect.arrayContaining(Object.values(totalsByRegion)));
    expect(data.table.columns.map((column) => column.name)).toEqual(["Region", "Month", "Sales"]);
    expect(data.table.columns.map((column) => column.type)).toEqual(["text", "date", "number"]);
    expect(data.table.rowCount).toBe(6);
    expect(data.table.rows[0]).toEqual(["East", "2024-01-01", 1200]);
    expect(data.steps.join("\n")).toMatch(/SUMIFS|PivotTable|Pivot table/i);
  });

  test("POST /api/analyze-data with pasted cells (tab-separated, as spreadsheets copy) totals sales by region", async () => {
    const data = await expectAnalysis(
      await analyze({ source: "clipboard", description: "total sales per region", clipboardData: salesTsv }),
    );
    expect(figureValues(data)).toEqual(expect.arrayContaining(Object.values(totalsByRegion)));
  });

  test("POST /api/analyze-data with an .xlsx workbook reads its first sheet and names the others", async () => {
    const bytes = makeXlsx(salesRows, { sheetsAfter: { Notes: [["Checked by Ann"]] } });
    const data = await expectAnalysis(
      await analyze({ source: "excel", description: "total sales by region", file: { bytes, name: "sales.xlsx" } }),
    );
    expect(figureValues(data)).toEqual(expect.arrayContaining(Object.values(totalsByRegion)));
    expect(data.table.otherSheets).toEqual(["Notes"]);
    expect(data.explanation).toContain("Notes");
  });

  test("POST /api/analyze-data with an old .xls workbook", async () => {
    const data = await expectAnalysis(
      await analyze({
        source: "excel",
        description: "total sales by region",
        file: { bytes: makeXls(salesRows), name: "sales.xls" },
      }),
    );
    expect(figureValues(data)).toEqual(expect.arrayContaining(Object.values(totalsByRegion)));
  });

  test("POST /api/analyze-data with a screenshot of a table reads it through OCR", async () => {
    const rows = [["Region", "Sales"], ["East", "1200"], ["West", "800"], ["North", "400"], ["East", "300"]];
    const png = await renderTablePng(rows);
    const data = await expectAnalysis(
      await analyze({ source: "image", description: "total sales by region", file: { bytes: png, name: "t.png" } }),
    );
    expect(figureValues(data)).toEqual(expect.arrayContaining([1500, 800, 400]));
    expect(data.table.rows).toEqual([["East", 1200], ["West", 800], ["North", 400], ["East", 300]]);
  }, 60_000);

  test("POST /api/analyze-data streams progress stages that mean something, then the result", async () => {
    const response = await analyze({
      source: "csv",
      description: "average sales",
      file: { bytes: salesCsv, name: "sales.csv" },
      stream: true,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const frames = await readSse(response);
    const stages = frames.filter((frame) => frame.event === "progress").map((frame) => JSON.parse(frame.data).stage);
    expect(stages).toEqual(["received", "reading", "analysing"]);
    const last = frames.at(-1)!;
    expect(last.event).toBe("result");
    const body = JSON.parse(last.data);
    expect(body.success).toBe(true);
    expect(body.data.figures.map((figure: { value: unknown }) => figure.value)).toContain(6150.5 / 6);
  });

  test("POST /api/analyze-data saves the analysis to history and counts it", async () => {
    const before = (await (await server.call("/api/user", { token })).json()).apiCalls;
    const data = await expectAnalysis(
      await analyze({ source: "clipboard", description: "How many rows per region?", clipboardData: salesTsv }),
    );
    const history = await (await server.call(`/api/history/dataAnalyzer/${userId}`, { token })).json();
    expect(history.data[0]).toMatchObject({
      id: data.id,
      description: "How many rows per region?",
      analysis: data.analysis,
      explanation: data.explanation,
      steps: data.steps,
      timestamp: data.timestamp,
    });
    expect((await (await server.call("/api/user", { token })).json()).apiCalls).toBe(before + 1);
  });
});

describe("POST /api/generate-chart recommends the chart from the data and previews the real rows", () => {
  test("POST /api/generate-chart with a CSV of monthly sales recommends a line chart of the monthly totals", async () => {
    const response = await chart({
      source: "csv",
      description: "Show how sales develop over the months",
      file: { bytes: salesCsv, name: "sales.csv" },
    });
    expect(response.status).toBe(200);
    const { success, data } = await response.json() as { success: boolean; data: ChartResult };
    expect(success).toBe(true);
    expect(data).toMatchObject({
      chartType: expect.stringMatching(/line|area/i),
      explanation: expect.any(String),
      steps: expect.any(Array),
      timestamp: expect.any(String),
    });
    expect(data.chartData.map((point) => point.value)).toEqual([2000, 1900.5, 2250]);
  });

  test("POST /api/generate-chart compares regions with a bar or column chart built from the aggregated rows", async () => {
    const response = await chart({
      source: "clipboard",
      description: "compare sales by region",
      clipboardData: salesTsv,
    });
    const { data } = await response.json() as { data: ChartResult };
    expect(["bar", "column", "pie", "donut"]).toContain(data.family);
    const points = Object.fromEntries(data.chartData.map((point) => [point.name, point.value]));
    expect(points).toEqual(totalsByRegion);
  });

  test("POST /api/generate-chart is saved to history as a chartGenerator item", async () => {
    const response = await chart({ source: "clipboard", description: "sales by region", clipboardData: salesTsv });
    const { data } = await response.json() as { data: ChartResult };
    const history = await (await server.call(`/api/history/chartGenerator/${userId}`, { token })).json();
    expect(history.data[0]).toMatchObject({ id: data.id, chartType: data.chartType, description: "sales by region" });
  });
});

describe("the data tools refuse bad input with words a person can act on", () => {
  const csvFile = { bytes: salesCsv, name: "sales.csv" };

  test.each([["/api/analyze-data" as const], ["/api/generate-chart" as const]])(
    "%s refuses a missing description, then missing data, with the spec's texts",
    async (path) => {
      await expectError(await send(path, { source: "csv", file: csvFile }), 400, dataMessages.descriptionRequired);
      await expectError(
        await send(path, { source: "csv", description: "   ", file: csvFile }),
        400,
        dataMessages.descriptionRequired,
      );
      await expectError(await send(path, { source: "csv", description: "sum it" }), 400, dataMessages.dataRequired);
      await expectError(
        await send(path, { source: "clipboard", description: "sum it", clipboardData: "  \n " }),
        400,
        dataMessages.dataRequired,
      );
      // The file sent for the wrong source is no data for the one named.
      await expectError(
        await send(path, { source: "clipboard", description: "sum it", file: csvFile }),
        400,
        dataMessages.dataRequired,
      );
    },
  );

  test("POST /api/analyze-data refuses a description over 1000 characters", async () => {
    await expectError(
      await analyze({ source: "csv", description: "x".repeat(1001), file: csvFile }),
      400,
      dataMessages.descriptionTooLong,
    );
    await expectAnalysis(await analyze({ source: "csv", description: "x".repeat(1000), file: csvFile }));
  });

  test("POST /api/analyze-data refuses an unknown or missing X-Content-Type", async () => {
    for (const source of ["pdf", "", undefined]) {
      await expectError(
        await analyze({ source, description: "sum", file: csvFile }),
        400,
        dataMessages.sourceInvalid,
      );
    }
  });

  test("POST /api/analyze-data refuses a file whose content is not what its type claims, with 415", async () => {
    const png = await renderTablePng([["A"], ["1"]]);
    await expectError(
      await analyze({ source: "csv", description: "sum", file: { bytes: png, name: "data.csv" } }),
      415,
      dataMessages.notCsv,
    );
    await expectError(
      await analyze({ source: "excel", description: "sum", file: { bytes: salesCsv, name: "data.xlsx" } }),
      415,
      dataMessages.notExcel,
    );
    await expectError(
      await analyze({ source: "image", description: "sum", file: { bytes: salesCsv, name: "table.png" } }),
      415,
      dataMessages.notAnImage,
    );
  });

  test("POST /api/analyze-data refuses an unreadable workbook and a table with no usable rows with 422", async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode("not really a zip at all")]);
    await expectError(
      await analyze({ source: "excel", description: "sum", file: { bytes: broken, name: "broken.xlsx" } }),
      422,
      dataMessages.unreadableWorkbook,
    );
    await expectError(
      await analyze({ source: "clipboard", description: "sum", clipboardData: "Region\tSales\n" }),
      422,
      dataMessages.noRows,
    );
  });

  test("POST /api/analyze-data needs a form body and a signed-in user", async () => {
    const json = await server.call("/api/analyze-data", {
      token,
      body: { description: "sum", clipboardData: salesTsv },
      headers: { "x-content-type": "clipboard" },
    });
    await expectError(json, 415, dataMessages.multipartRequired);
    await expectError(
      await analyze({ source: "csv", description: "sum", file: csvFile, auth: null }),
      401,
      messages.authRequired,
    );
  });

  test("POST /api/analyze-data refuses an upload over 10 MB with 413 before reading it, and says it will close", async () => {
    // Only the headers and a first chunk are sent: the answer must not wait for the other 11 MB. The server then
    // keeps the connection only to drain what the client still sends, so the test stops reading at the answer.
    const received = await sendRaw(
      server.url,
      [
        "POST /api/analyze-data HTTP/1.1",
        `Authorization: Bearer ${token}`,
        "X-Content-Type: csv",
        "Content-Type: multipart/form-data; boundary=x",
        `Content-Length: ${11 * 1024 * 1024}`,
      ],
      Buffer.alloc(64 * 1024, "x"),
      "",
      (received) => received.includes(dataMessages.fileTooLarge),
    );
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain("connection: close");
    expect(received).toContain(dataMessages.fileTooLarge);
  });
});

describe("ratings of analyses and charts", () => {
  test("POST /api/rate-analysis and /api/rate-chart rate the member's own results by timestamp", async () => {
    const analysis = await expectAnalysis(
      await analyze({ source: "clipboard", description: "sum of sales", clipboardData: salesTsv }),
    );
    const rated = await server.call("/api/rate-analysis", {
      body: { analysisId: analysis.timestamp, rating: 4, sessionId: "browser-1" },
      token,
    });
    expect(rated.status).toBe(200);
    expect(await rated.json()).toEqual({ success: true });

    const { data } = await (await chart({ source: "clipboard", description: "sales", clipboardData: salesTsv }))
      .json() as { data: ChartResult };
    const ratedChart = await server.call("/api/rate-chart", {
      body: { chartId: data.timestamp, rating: 5, sessionId: "browser-1" },
      token,
    });
    expect(ratedChart.status).toBe(200);
    await expectError(
      await server.call("/api/rate-chart", { body: { chartId: data.timestamp, rating: 0, sessionId: "b" } }),
      400,
      generationMessages.ratingInvalid,
    );
  });
});
