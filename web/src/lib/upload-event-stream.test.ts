import { beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { mockXhr, sseFrame } from "../test-utils.tsx";
import { ApiError } from "./api-client.ts";
import type { ServerSentEvent } from "./sse-reader.ts";
import { storageKeys } from "./storage-keys.ts";
import { uploadForEventStream } from "./upload-event-stream.ts";

function upload(body = new FormData()) {
  const events: ServerSentEvent[] = [];
  const progress: (number | null)[] = [];
  const answer = uploadForEventStream("/api/analyze-data", {
    body,
    headers: { "X-Content-Type": "csv" },
    fallbackError: "Failed",
    onUploadProgress: (fraction) => progress.push(fraction),
    onEvent: (event) => events.push(event),
  });
  return { answer, events, progress };
}

describe("uploadForEventStream", () => {
  beforeEach(() => localStorage.setItem(storageKeys.token, "stored"));

  it("POSTs the form with the bearer token, asks for an event stream and adds the caller's headers", async () => {
    const requests = mockXhr((xhr) => xhr.answerStream([]));
    const body = new FormData();
    body.append("description", "totals");

    await upload(body).answer;

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/analyze-data", body });
    expect(requests[0].requestHeaders).toEqual({
      Accept: "text/event-stream",
      Authorization: "Bearer stored",
      "X-Content-Type": "csv",
    });
  });

  it("reports the share uploaded, or null while the total is unknown", async () => {
    const requests = mockXhr();
    const { answer, progress } = upload();

    requests[0].sendUploadProgress(10, null);
    requests[0].sendUploadProgress(25, 100);
    requests[0].sendUploadProgress(100, 100);
    requests[0].answerStream([]);
    await answer;

    expect(progress).toEqual([null, 0.25, 1, 1]);
  });

  it("hands over each event as soon as its frame is complete, even when chunks split frames", async () => {
    const requests = mockXhr();
    const { answer, events } = upload();
    const xhr = requests[0];

    xhr.respond(200, "text/event-stream; charset=utf-8");
    xhr.write('event: progress\ndata: {"type":"progress","stage":"rea');
    expect(events).toEqual([]);
    xhr.write('ding"}\n\nevent: res');
    expect(events).toEqual([{ event: "progress", data: '{"type":"progress","stage":"reading"}' }]);
    xhr.write('ult\ndata: {"success":true}\n\n');
    xhr.finish();

    await expect(answer).resolves.toEqual({ kind: "stream" });
    expect(events.map((event) => event.event)).toEqual(["progress", "result"]);
  });

  it("drops an unfinished last frame", async () => {
    mockXhr((xhr) => xhr.answerStream([sseFrame("progress", { stage: "received" }), "event: result\ndata: {"]));
    const { answer, events } = upload();

    await answer;

    expect(events).toEqual([{ event: "progress", data: '{"stage":"received"}' }]);
  });

  it("hands back a JSON answer as it is", async () => {
    mockXhr((xhr) => xhr.answerJson(200, { success: true, data: { analysis: "x" } }));

    await expect(upload().answer).resolves.toEqual({
      kind: "json",
      payload: { success: true, data: { analysis: "x" } },
    });
  });

  it("turns a failure status into an ApiError with the server's words, else the fallback", async () => {
    mockXhr((xhr) => xhr.answerJson(413, { success: false, error: "The upload is larger than 10 MB." }));
    const refused = await upload().answer.catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: "The upload is larger than 10 MB.", status: 413 });

    mockXhr((xhr) => {
      xhr.respond(502, "text/html");
      xhr.write("<h1>Bad gateway</h1>");
      xhr.finish();
    });
    await expect(upload().answer).rejects.toMatchObject({ message: "Failed", status: 502 });
  });

  it("fails with the fallback when the server cannot be reached", async () => {
    mockXhr((xhr) => xhr.fail());

    await expect(upload().answer).rejects.toMatchObject({ message: "Failed", status: 0 });
  });

  it("fails with 'No token found' without sending anything when no token is stored", async () => {
    localStorage.removeItem(storageKeys.token);
    const onSend = vi.fn();
    mockXhr(onSend);

    await expect(upload().answer).rejects.toThrow(copy.errors.noToken);
    expect(onSend).not.toHaveBeenCalled();
  });
});
