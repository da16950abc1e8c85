import { ApiError } from "./api-client.ts";
import { readToken } from "./session-token.ts";
import { copy } from "../copy.ts";

/** One dispatched server-sent event: its name ("message" when the frame names none) and its joined data lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The event-stream parser of the HTML standard, fed text as it arrives: chunks may split a frame, a line, or a CRLF
 * pair anywhere, so lines are only read once their terminator is seen and events only dispatched on a blank line.
 */
export function createEventStreamParser(dispatch: (event: ServerSentEvent) => void) {
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];
  // A chunk ending in CR may be followed by the LF of the same CRLF; that LF must not count as a second line end.
  let skipLeadingLf = false;

  const processLine = (line: string) => {
    if (line === "") {
      if (dataLines.length > 0) dispatch({ event: eventName || "message", data: dataLines.join("\n") });
      eventName = "";
      dataLines = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
  };

  return {
    push(text: string) {
      if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== "\n" && char !== "\r") continue;
        processLine(buffer.slice(start, index));
        if (char === "\r") {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === "\n") index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

/** Yields each event of a streamed body as soon as its frame is complete; an unfinished last frame is dropped. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => ready.push(event));
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      finished = done;
      parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
      if (done) return;
    }
  } finally {
    // A consumer that stops early (it has its result) closes the connection instead of leaving it open.
    if (!finished) void reader.cancel().catch(() => {});
  }
}

interface EventStreamRequest {
  body: unknown;
  /** Shown when the server fails without saying why. */
  fallbackError: string;
}

/** Either the stream itself or, when the server answered before streaming (validation, auth, rate limit), its JSON. */
export type EventStreamAnswer =
  | { kind: "stream"; events: AsyncGenerator<ServerSentEvent> }
  | { kind: "json"; payload: unknown };

/**
 * POSTs with the stored bearer token and asks for server-sent events. EventSource cannot POST or send headers, so
 * this is fetch reading the body stream. Failures the server explains in JSON become an ApiError with its text.
 */
export async function postForEventStream(path: string, request: EventStreamRequest): Promise<EventStreamAnswer> {
  const token = readToken();
  if (!token) throw new ApiError(copy.errors.noToken, 401);

  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: {
        Accept: "text/event-stream",
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(request.body),
    });
  } catch {
    throw new ApiError(request.fallbackError, 0);
  }

  const contentType = response.headers.get("Content-Type") ?? "";
  if (response.ok && contentType.includes("text/event-stream") && response.body) {
    return { kind: "stream", events: readEventStream(response.body) };
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: the status decides below, with the caller's fallback text.
  }
  const failure = payload as { success?: unknown; error?: unknown } | null;
  if (!response.ok) {
    const serverError = typeof failure?.error === "string" && failure.error.trim() ? failure.error : null;
    throw new ApiError(serverError ?? request.fallbackError, response.status);
  }
  return { kind: "json", payload };
}
