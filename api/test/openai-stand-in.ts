import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the stand-in answers one chat-completions request:
 * - `content`: streamed as chat.completion.chunk events in small pieces, after `delayMs` (a slow model) and once
 *   `after` has settled (a model the test lets answer when it is ready);
 * - `status`: an OpenAI-style error body with that HTTP status (500 is retried by the SDK, right away);
 * - `hangAfter`: streams this text, then never finishes (a model that stalls mid-answer).
 */
export type StandInReply =
  | { content: string; delayMs?: number; after?: Promise<unknown> }
  | { status: number }
  | { hangAfter: string };

/** One request as the stand-in received it. */
export interface RecordedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    stream?: boolean;
    response_format?: { type: string };
    messages: { role: string; content: string }[];
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

// Small pieces so that tests see several deltas, as from a real model.
const pieceLength = 7;

/**
 * A local server speaking OpenAI's chat-completions protocol, streaming included (`data: {chunk}` lines, then
 * `data: [DONE]`), so the provider is tested through the real SDK with no network. Each request takes the next
 * scripted reply; a request with none left gets a 400, which the SDK does not retry, so a surplus call shows up as
 * a fallback in the test rather than as a hang.
 */
export async function startOpenAiStandIn() {
  const script: StandInReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    readBody(req).then((text) => {
      const body = JSON.parse(text) as RecordedRequest["body"];
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      answer(res, body.model, script.shift());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  return {
    baseURL,
    requests,
    /** Queues the replies for the next requests, in order. */
    script(...replies: StandInReply[]) {
      script.push(...replies);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(res: ServerResponse, model: string, reply: StandInReply | undefined) {
  if (!reply) return sendError(res, 400, "The stand-in has no scripted reply for this request.");
  if ("status" in reply) return sendError(res, reply.status, "Scripted failure.");
  if ("hangAfter" in reply) {
    startStream(res, model);
    return sendPieces(res, model, reply.hangAfter);
  }
  let gone = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    if (gone) return;
    timer = setTimeout(() => {
      startStream(res, model);
      sendPieces(res, model, reply.content);
      sendChunk(res, model, {}, "stop");
      res.end("data: [DONE]\n\n");
    }, reply.delayMs ?? 0);
  };
  (reply.after ?? Promise.resolve()).then(send, send);
  // A client that gave up must not leave a timer writing to a closed socket.
  res.on("close", () => {
    gone = true;
    clearTimeout(timer);
  });
}

function sendError(res: ServerResponse, status: number, message: string) {
  // retry-after-ms keeps the SDK's retry of a 5xx immediate, so tests stay fast.
  res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "1" });
  res.end(JSON.stringify({ error: { message, type: "server_error", param: null, code: null } }));
}

function startStream(res: ServerResponse, model: string) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  sendChunk(res, model, { role: "assistant", content: "" }, null);
}

function sendPieces(res: ServerResponse, model: string, content: string) {
  for (let at = 0; at < content.length; at += pieceLength) {
    sendChunk(res, model, { content: content.slice(at, at + pieceLength) }, null);
  }
}

function sendChunk(res: ServerResponse, model: string, delta: object, finishReason: string | null) {
  const chunk = {
    id: "chatcmpl-stand-in",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  res.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

async function readBody(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}
