import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import type { PublicUser } from "../../api/contract/account.ts";

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "user-1",
    name: "Ada Lovelace",
    email: "ada@example.com",
    role: "user",
    blocked: false,
    apiCalls: 0,
    emailNotifications: true,
    defaultPlatform: "excel",
    excelVersion: "365",
    passwordNeedsReset: false,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A promise the test settles by hand, to look at a component while its request is still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** fetch is the browser boundary; each test answers it with exactly what the API would. */
export function mockFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(answer(String(input), init))
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function renderRoutes(routes: RouteObject[], initialEntry: string, advanceTimers?: (ms: number) => void) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(<RouterProvider router={router} />);
  return { router, user };
}

/** Puts a page on its route, with a stand-in for every place it may navigate to. */
export function renderPage(
  path: string,
  element: ReactNode,
  options: { initialEntry?: string; advanceTimers?: (ms: number) => void } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: "*", element: <p>Navigated away</p> },
    ],
    options.initialEntry ?? path,
    options.advanceTimers,
  );
}

/** One server-sent event frame, as the generation endpoints write them. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A streamed answer the test writes to by hand, to look at a page between frames; `send` takes raw text so frames
 * can also be split mid-way.
 */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

export function eventStreamResponse(frames: string[]): Response {
  const stream = controlledEventStream();
  for (const frame of frames) stream.send(frame);
  stream.close();
  return stream.response;
}

type Listener = (...args: never[]) => void;

/**
 * Stands in for the shared Socket.IO client: tests push server events with `serverPush` and read what the page
 * emitted from `emitted`. Wire it with `vi.mock("…/lib/socket-client.ts", () => ({ getSocket: () => socket, … }))`.
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: [string, unknown][] = [];
  const socket = {
    connected: true,
    /** False once the server has cut it: it then stays away until connect() is called. */
    active: true,
    connects: 0,
    connect() {
      socket.active = true;
      socket.connects += 1;
      return socket;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: string, payload: unknown) {
      emitted.push([event, payload]);
      return socket;
    },
    serverPush(event: string, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (p: unknown) => void)(payload);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    emitted,
    reset() {
      listeners.clear();
      emitted.length = 0;
      socket.active = true;
      socket.connects = 0;
    },
  };
  return socket;
}

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * Stands in for XMLHttpRequest, the uploads' browser boundary (fetch cannot report upload progress): a test reads
 * what was sent and plays the server by hand — upload progress, response headers, body chunks, load or failure.
 */
export class FakeXhr {
  method = "";
  url = "";
  requestHeaders: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ProgressHandler; onload: (() => void) | null } = { onprogress: null, onload: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private responseHeaders: Record<string, string> = {};

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown) {
    this.body = body;
    this.onSend(this);
  }

  sendUploadProgress(loaded: number, total: number | null) {
    this.upload.onprogress?.({ lengthComputable: total !== null, loaded, total: total ?? 0 });
    if (total !== null && loaded >= total) this.upload.onload?.();
  }

  respond(status: number, contentType: string) {
    this.status = status;
    this.responseHeaders["content-type"] = contentType;
  }

  write(text: string) {
    this.responseText += text;
    this.onprogress?.();
  }

  finish() {
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  /** Answers at once with a JSON body, as the server does before any streaming begins. */
  answerJson(status: number, body: unknown) {
    this.respond(status, "application/json");
    this.responseText = JSON.stringify(body);
    this.finish();
  }

  /** Answers at once with a whole event stream. */
  answerStream(frames: string[]) {
    this.respond(200, "text/event-stream");
    for (const frame of frames) this.write(frame);
    this.finish();
  }
}

/** Replaces XMLHttpRequest; `onSend` sees each request once its body is sent. Returns every request made. */
export function mockXhr(onSend: (xhr: FakeXhr) => void = () => {}) {
  const requests: FakeXhr[] = [];
  vi.stubGlobal(
    "XMLHttpRequest",
    class extends FakeXhr {
      constructor() {
        super((xhr) => {
          requests.push(xhr);
          onSend(xhr);
        });
      }
    },
  );
  return requests;
}
