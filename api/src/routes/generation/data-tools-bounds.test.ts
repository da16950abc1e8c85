import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { pathologicalWorkbook } from "../../../test/data-fixtures.ts";
import { declaredPng, hugeDimensionWorkbook, vastPng } from "../../../test/hostile-uploads.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { residentBytes } from "../../generation/inputs/resident-memory.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token } = await signUpUser(server));
});
afterAll(() => server.stop());

const salesCsv = "Region,Sales\nEast,1200\nWest,800\nNorth,400\n";

function upload(source: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/analyze-data`, {
    method: "POST",
    body,
    headers: { authorization: `Bearer ${token}`, "x-content-type": source, ...headers },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

function fileForm(bytes: Uint8Array | string, name: string) {
  const form = new FormData();
  form.set("description", "total sales by region");
  form.set("file", new File([bytes as BlobPart], name));
  return form;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe("uploads that declare more work than allowed are refused from their headers", () => {
  test("POST /api/analyze-data refuses a picture whose header declares 30000 × 30000 px with 413, at once", async () => {
    const { value: response, ms } = await timed(() => upload("image", fileForm(declaredPng(30_000, 30_000), "t.png")));
    await expectError(response, 413, dataMessages.imageTooLarge(30_000, 30_000, 40));
    expect(ms).toBeLessThan(500);
  });

  test("POST /api/analyze-data refuses a zip bomb from its directory with 413, at once", async () => {
    const { value: response, ms } = await timed(() => upload("excel", fileForm(pathologicalWorkbook(), "b.xlsx")));
    await expectError(response, 413, dataMessages.workbookTooLarge(149, 103));
    expect(ms).toBeLessThan(500);
  });

  test("POST /api/analyze-data reads a workbook that declares A1:XFD1048576 by its real cells", async () => {
    const response = await upload("excel", fileForm(hugeDimensionWorkbook(), "dimension.xlsx"));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.table.rows).toEqual([["East", 1200], ["West", 800]]);
    await expectError(
      await upload("excel", fileForm(hugeDimensionWorkbook({ farCell: true }), "spread.xlsx")),
      422,
      dataMessages.sheetTooSpread(7, "A1:XFD1048576"),
    );
  });

  test("the API process's memory stays where it was after vast pictures and zip bombs", async () => {
    // A first upload of each kind loads and compiles what every later one uses.
    await (await upload("csv", fileForm(salesCsv, "sales.csv"))).body?.cancel();
    const vast = vastPng(30_000, 30_000);
    await (await upload("image", fileForm(vast, "vast.png"))).body?.cancel();
    const before = (await residentBytes("self"))!;
    for (let round = 0; round < 3; round++) {
      await expectError(
        await upload("image", fileForm(vast, "vast.png")),
        413,
        dataMessages.imageTooLarge(30_000, 30_000, 40),
      );
      expect((await upload("excel", fileForm(pathologicalWorkbook(), "bomb.xlsx"))).status).toBe(413);
    }
    const after = (await residentBytes("self"))!;
    // Decoding the picture would have taken 900 MB at least; inflating the workbook 155 MB and SheetJS 1.4 GB.
    expect(after - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});

describe("the multipart form is read as it streams", () => {
  const boundary = "----sheetsmith-test-boundary";
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
      filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ""
    }\r\n\r\n${value}\r\n`;
  const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };

  test("POST /api/analyze-data takes the file before the description, as well as after", async () => {
    const body = part("file", salesCsv, "sales.csv") + part("description", "total sales by region") + `--${boundary}--`;
    const response = await upload("csv", body, multipart);
    expect(response.status).toBe(200);
    expect((await response.json()).data.table.rowCount).toBe(3);
  });

  test("POST /api/analyze-data reads a body that arrives in small pieces, a boundary split across them", async () => {
    const bytes = new TextEncoder().encode(
      part("description", "total sales by region") + part("file", salesCsv, "sales.csv") + `--${boundary}--\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let at = 0; at < bytes.length; at += 7) {
          controller.enqueue(bytes.slice(at, at + 7));
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        controller.close();
      },
    });
    const response = await upload("csv", body, multipart);
    expect(response.status).toBe(200);
    expect((await response.json()).data.table.rowCount).toBe(3);
  });

  test("POST /api/analyze-data without a file, or with fields of the wrong kind, keeps its 400 words", async () => {
    const end = `--${boundary}--`;
    await expectError(
      await upload("csv", part("description", "total sales") + end, multipart),
      400,
      dataMessages.dataRequired,
    );
    // The file sent as a plain field, the description sent as a file.
    await expectError(
      await upload("csv", part("description", "total sales") + part("file", salesCsv) + end, multipart),
      400,
      dataMessages.dataRequired,
    );
    await expectError(
      await upload("csv", part("description", "total", "d.txt") + part("file", salesCsv, "s.csv") + end, multipart),
      400,
      dataMessages.descriptionRequired,
    );
  });

  test("POST /api/analyze-data refuses a body that is not a well-formed multipart form with 400", async () => {
    const cutShort = part("description", "total sales") + part("file", salesCsv, "sales.csv");
    for (
      const [body, headers] of [
        [cutShort, multipart],
        ["no boundary here at all", multipart],
        [cutShort + `--${boundary}--`, { "content-type": "multipart/form-data" }],
      ] as const
    ) {
      await expectError(await upload("csv", body, headers), 400, dataMessages.malformedForm);
    }
  });
});
