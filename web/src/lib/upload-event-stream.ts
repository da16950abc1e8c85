import { copy } from "../copy.ts";
import { ApiError } from "./api-client.ts";
import { readToken } from "./session-token.ts";
import { createEventStreamParser, type ServerSentEvent } from "./sse-reader.ts";

interface UploadRequest {
  body: FormData;
  /** Sent besides Authorization and Accept, e.g. the data tools' X-Content-Type. */
  headers?: Record<string, string>;
  /** Shown when the server fails without saying why, or cannot be reached. */
  fallbackError: string;
  /** The share of the body sent so far, 0 to 1; null while the browser cannot tell the total. */
  onUploadProgress: (fraction: number | null) => void;
  /** Each server-sent event, as soon as its frame is complete. */
  onEvent: (event: ServerSentEvent) => void;
}

/** The stream has been read to its end (its events went to onEvent), or the server answered JSON instead. */
export type UploadAnswer = { kind: "stream" } | { kind: "json"; payload: unknown };

const isEventStream = (xhr: XMLHttpRequest) =>
  (xhr.getResponseHeader("Content-Type") ?? "").includes("text/event-stream");

function failureText(xhr: XMLHttpRequest, fallback: string): string {
  try {
    const payload = JSON.parse(xhr.responseText) as { error?: unknown } | null;
    if (typeof payload?.error === "string" && payload.error.trim()) return payload.error;
  } catch {
    // Not JSON: the fallback says it.
  }
  return fallback;
}

/**
 * POSTs a multipart body with the stored bearer token and asks for server-sent events, reporting how much of the
 * body has gone up. fetch cannot report upload progress, so this is XMLHttpRequest, reading the event frames from
 * the growing responseText as they arrive. Failures the server explains in JSON become an ApiError with its text.
 */
export function uploadForEventStream(path: string, request: UploadRequest): Promise<UploadAnswer> {
  const token = readToken();
  if (!token) return Promise.reject(new ApiError(copy.errors.noToken, 401));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const parser = createEventStreamParser(request.onEvent);
    let read = 0;
    // Only a successful event stream is parsed as it grows; anything else is read whole once it has arrived.
    const readNewText = () => {
      if (xhr.status < 200 || xhr.status >= 300 || !isEventStream(xhr)) return;
      const text = xhr.responseText;
      parser.push(text.slice(read));
      read = text.length;
    };

    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "text/event-stream");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) =>
      request.onUploadProgress(event.lengthComputable ? event.loaded / event.total : null);
    xhr.upload.onload = () => request.onUploadProgress(1);
    xhr.onprogress = readNewText;
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(failureText(xhr, request.fallbackError), xhr.status));
        return;
      }
      if (isEventStream(xhr)) {
        // The last chunk may have come with the load itself; an unfinished last frame is dropped, as EventSource does.
        readNewText();
        resolve({ kind: "stream" });
        return;
      }
      try {
        resolve({ kind: "json", payload: JSON.parse(xhr.responseText) });
      } catch {
        resolve({ kind: "json", payload: null });
      }
    };
    xhr.onerror = () => reject(new ApiError(request.fallbackError, 0));
    xhr.send(request.body);
  });
}
