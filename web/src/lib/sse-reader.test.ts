import { describe, expect, it } from "vitest";
import { copy } from "../copy.ts";
import { jsonResponse, mockFetch } from "../test-utils.tsx";
import { ApiError } from "./api-client.ts";
import { storageKeys } from "./storage-keys.ts";
import { createEventStreamParser, postForEventStream, readEventStream, type ServerSentEvent } from "./sse-reader.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe("event-stream parser", () => {
  it("reassembles frames split anywhere across chunks", async () => {
    const events = await collect([
      "event: prog",
      'ress\ndata: {"type":"progress","stage":"plan"}\n',
      "\nevent: delta\nda",
      'ta: {"type":"delta","text":"Adds "}\n\n',
    ]);

    expect(events).toEqual([
      { event: "progress", data: '{"type":"progress","stage":"plan"}' },
      { event: "delta", data: '{"type":"delta","text":"Adds "}' },
    ]);
  });

  it("joins multi-line data with newlines and ignores comments and unknown fields", async () => {
    const events = await collect([": keep-alive\n", "event: result\nid: 7\ndata: line one\ndata:line two\n\n"]);

    expect(events).toEqual([{ event: "result", data: "line one\nline two" }]);
  });

  it("accepts CRLF and CR line ends, even with a CRLF split between chunks", () => {
    const events: ServerSentEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));

    parser.push("event: delta\r");
    parser.push("\ndata: a\r\n\r");
    parser.push("\ndata: b\r\r");

    expect(events).toEqual([{ event: "delta", data: "a" }, { event: "message", data: "b" }]);
  });

  it("passes an error frame through and drops an unfinished last frame", async () => {
    const events = await collect([
      'event: error\ndata: {"success":false,"error":"Too many generations"}\n\n',
      "event: result\ndata: {",
    ]);

    expect(events).toEqual([{ event: "error", data: '{"success":false,"error":"Too many generations"}' }]);
  });
});

describe("postForEventStream", () => {
  it("asks for an event stream with the bearer token and hands back the stream", async () => {
    localStorage.setItem(storageKeys.token, "stored");
    const fetchMock = mockFetch(() =>
      new Response(streamOf(['event: delta\ndata: {"text":"x"}\n\n']), {
        headers: { "Content-Type": "text/event-stream" },
      })
    );

    const answer = await postForEventStream("/api/generate-formula", { body: { a: 1 }, fallbackError: "Failed" });

    const headers = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(headers.get("Accept")).toBe("text/event-stream");
    expect(headers.get("Authorization")).toBe("Bearer stored");
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"a":1}');
    if (answer.kind !== "stream") throw new Error("expected a stream");
    const events: ServerSentEvent[] = [];
    for await (const event of answer.events) events.push(event);
    expect(events).toEqual([{ event: "delta", data: '{"text":"x"}' }]);
  });

  it("turns a JSON failure before the stream began into an ApiError with the server's text", async () => {
    localStorage.setItem(storageKeys.token, "stored");
    mockFetch(() => jsonResponse(422, { success: false, error: "Name the range." }));

    const failure = await postForEventStream("/api/x", { body: {}, fallbackError: "Failed" }).catch((e) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: "Name the range.", status: 422 });
  });

  it("fails with 'No token found' without calling the server when no token is stored", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));

    await expect(postForEventStream("/api/x", { body: {}, fallbackError: "Failed" })).rejects.toThrow(
      copy.errors.noToken,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
