import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { heavyWorkbook } from "../../../test/hostile-uploads.ts";
import { parseSse, type SseFrame } from "../../../test/read-sse.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

const salesCsv = "Region,Sales\nEast,1200\nWest,800\nNorth,400\n";
let heavy: Uint8Array;
beforeAll(() => {
  heavy = heavyWorkbook(30_000);
});

function form(source: "csv" | "excel", bytes: Uint8Array | string) {
  const body = new FormData();
  body.set("description", "total sales by region");
  body.set("file", new File([bytes as BlobPart], source === "csv" ? "sales.csv" : "sales.xlsx"));
  return body;
}

/**
 * Sends an upload asking for a stream: `queued` settles once the server has said it is reading the file (it has
 * handed the job to the data pool), `done` with the whole stream's frames.
 */
async function streamed(server: TestServer, token: string, source: "csv" | "excel", bytes: Uint8Array | string) {
  const response = await fetch(`${server.url}/api/analyze-data`, {
    method: "POST",
    body: form(source, bytes),
    headers: { authorization: `Bearer ${token}`, "x-content-type": source, accept: "text/event-stream" },
  });
  expect(response.status).toBe(200);
  const queued = Promise.withResolvers<void>();
  const done = (async () => {
    let text = "";
    for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      if (parseSse(text).some((frame) => frame.event === "progress" && frame.data.includes('"reading"'))) {
        queued.resolve();
      }
    }
    queued.resolve();
    return parseSse(text);
  })();
  return { queued: queued.promise, done };
}

/**
 * Waits for the light job and the heavy ones to finish, each successfully, and answers where the light one came in
 * the order they finished.
 */
async function lightPlace(light: Promise<SseFrame[]>, heavy: { done: Promise<SseFrame[]> }[]): Promise<number> {
  const order: string[] = [];
  const jobs = [light, ...heavy.map((job) => job.done)].map((job, index) =>
    job.then((frames) => {
      order.push(index === 0 ? "light" : "heavy");
      return frames.at(-1)?.event;
    })
  );
  expect(await Promise.all(jobs)).toEqual(jobs.map(() => "result"));
  return order.indexOf("light");
}

describe("the data pool takes members in turns", () => {
  let server: TestServer;
  let heavyUser: string;
  let lightUser: string;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT: "off" });
    [heavyUser, lightUser] = (await Promise.all([signUpUser(server), signUpUser(server)])).map((user) => user.token);
  });
  afterAll(() => server.stop());

  test(
    "POST /api/analyze-data answers a member's small CSV while another member's queue of heavy workbooks waits",
    async () => {
      const heavyJobs = await Promise.all([1, 2, 3, 4].map(() => streamed(server, heavyUser, "excel", heavy)));
      await Promise.all(heavyJobs.map((job) => job.queued));
      const light = await streamed(server, lightUser, "csv", salesCsv);
      // The heavy member runs one job at a time on one of the two workers; the light one had the other at once.
      // Without turns the light job would have waited behind two heavy ones at least.
      expect(await lightPlace(light.done, heavyJobs)).toBeLessThanOrEqual(1);
    },
    120_000,
  );
});

describe("a member's own queue is limited", () => {
  let server: TestServer;
  let heavyUser: string;
  let lightUser: string;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT: "off", DATA_WORKERS: "1", DATA_QUEUE_PER_USER: "2" });
    [heavyUser, lightUser] = (await Promise.all([signUpUser(server), signUpUser(server)])).map((user) => user.token);
  });
  afterAll(() => server.stop());

  test(
    "POST /api/analyze-data answers 503 with the member's own count past it, while another member still gets a turn",
    async () => {
      // One runs on the one worker and two wait: the member's queue is full.
      const heavyJobs = await Promise.all([1, 2, 3].map(() => streamed(server, heavyUser, "excel", heavy)));
      await Promise.all(heavyJobs.map((job) => job.queued));
      const refused = await fetch(`${server.url}/api/analyze-data`, {
        method: "POST",
        body: form("csv", salesCsv),
        headers: { authorization: `Bearer ${heavyUser}`, "x-content-type": "csv" },
      });
      await expectError(refused, 503, dataMessages.userBusy(2));
      const light = await streamed(server, lightUser, "csv", salesCsv);
      // The light member came after the heavy member's first job started, and went before its waiting two.
      expect(await lightPlace(light.done, heavyJobs)).toBe(1);
    },
    120_000,
  );
});
