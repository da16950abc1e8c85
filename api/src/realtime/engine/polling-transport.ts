import { decodePayload, encodePayload, type Packet } from "./packets.ts";
import { Transport } from "./transport.ts";

interface PendingPoll {
  resolve: (response: Response) => void;
  headers: Headers;
}

/**
 * Long-polling: the client keeps one GET open that the server answers with whatever packets are waiting, and
 * POSTs what it sends. A client that goes away while its poll waits aborts the poll's signal. (deno.json opts out
 * of Deno's legacy abort, which also fires when a response has been sent; the check on the poll holds either way.)
 */
export class PollingTransport extends Transport {
  private pending: PendingPoll | null = null;

  get name() {
    return "polling" as const;
  }

  get upgradesTo() {
    return ["websocket"];
  }

  onRequest(request: Request, headers: Headers): Promise<Response> {
    if (request.method === "GET") return this.onPoll(request, headers);
    if (request.method === "POST") return this.onData(request, headers);
    return Promise.resolve(new Response(null, { status: 400, headers }));
  }

  private onPoll(request: Request, headers: Headers): Promise<Response> {
    if (this.pending) {
      this.onError("overlap from client");
      return Promise.resolve(new Response(null, { status: 400, headers }));
    }
    return new Promise((resolve) => {
      const poll = { resolve, headers };
      this.pending = poll;
      request.signal.addEventListener("abort", () => {
        if (this.pending === poll) this.onError("poll request aborted");
      });
      this.writable = true;
      this.emit("drain");
    });
  }

  private async onData(request: Request, headers: Headers): Promise<Response> {
    const payload = await readText(request, this.options.maxHttpBufferSize).catch(() => undefined);
    if (payload === undefined) {
      this.onError("data request aborted");
      return new Response(null, { status: 400, headers });
    }
    if (payload === null) {
      this.onError("payload too large");
      return new Response(null, { status: 413, headers });
    }
    for (const packet of decodePayload(payload)) this.onPacket(packet);
    headers.set("Content-Type", "text/plain; charset=UTF-8");
    return new Response("ok", { headers });
  }

  send(packets: Packet[]) {
    const poll = this.pending;
    if (!poll) return;
    this.pending = null;
    this.writable = false;
    poll.headers.set("Content-Type", "text/plain; charset=UTF-8");
    poll.resolve(new Response(encodePayload(packets), { headers: poll.headers }));
  }

  protected doClose() {
    // A waiting poll is answered so that it does not hang: with a close packet when the server closes, with a noop
    // when the client asked to close.
    if (this.pending) this.send([{ type: this.readyState === "closing" ? "close" : "noop" }]);
    this.onClose();
  }
}

/**
 * The body as text, or null once it passes `limit` bytes (it rejects when the client breaks off): it is read as it streams in, so a client cannot make the
 * server hold more than the limit, whatever its Content-Length says.
 */
async function readText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
