import { afterAll, beforeAll, expect, test } from "vitest";
import type { TablePreview } from "../../../contract/data.ts";
import { dataMessages } from "../../../contract/data-messages.ts";
import { renderPng } from "../../../test/data-fixtures.ts";
import { readSse } from "../../../test/read-sse.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  ({ token } = await signUpUser(server));
});
afterAll(() => server.stop());

const rows = [
  ["Region Revenue", "Units"],
  ["North 1,200.50", "14"],
  ["South 980.25", "7"],
  ["East 2,310.00", "21"],
  ["West 415.75", "3"],
  ["Central 1,045.10", "9"],
];

/**
 * A picture whose first two columns are set one space apart, with no rule or alignment between them: no reader can
 * tell where one ends, which is the case the analyzer must own up to rather than analyse.
 */
const inseparable = () =>
  renderPng(
    `<!doctype html><style>body{margin:0;background:#fff}div{display:inline-block;padding:10px;` +
      `font:16px Arial;line-height:26px}span{display:inline-block;width:90px;text-align:right}</style><div>${
        rows.map(([merged, units]) => `${merged}<span>${units}</span><br>`).join("")
      }</div>`,
    "div",
  );

function upload(png: Uint8Array, stream = false) {
  const form = new FormData();
  form.set("description", "which region had the highest revenue");
  form.set("file", new File([png as BlobPart], "table.png", { type: "image/png" }));
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "x-content-type": "image" };
  if (stream) headers.accept = "text/event-stream";
  return fetch(`${server.url}/api/analyze-data`, { method: "POST", body: form, headers });
}

test("a picture whose columns cannot be separated is answered 422 with the reason and what was read", async () => {
  const png = await inseparable();
  const response = await upload(png);
  expect(response.status).toBe(422);
  const body = await response.json() as { success: false; error: string; table: TablePreview };
  expect(body.success).toBe(false);
  expect(body.error).toBe(dataMessages.pictureColumnsMerged(1, "Region Revenue", "North 1,200.50"));
  expect(body.table.columns.map((column) => column.name)).toEqual(["Region Revenue", "Units"]);
  expect(body.table.rows[1]).toEqual(["South 980.25", 7]);

  const streamed = await readSse(await upload(png, true));
  const error = streamed.find((frame) => frame.event === "error")!;
  expect(JSON.parse(error.data)).toEqual(body);
}, 60_000);
