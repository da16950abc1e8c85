import { EventEmitter } from "node:events";
import { encodeBase64url } from "@oslojs/encoding";
import { defaultEngineOptions, type EngineOptions } from "./engine-options.ts";
import { EngineSocket, type HandshakeRequest } from "./engine-socket.ts";
import { PollingTransport } from "./polling-transport.ts";
import { WebSocketTransport } from "./websocket-transport.ts";

/** Engine.IO's error codes and words, which socket.io-client knows. */
const refusals = {
  unknownTransport: { code: 0, message: "Transport unknown" },
  unknownSid: { code: 1, message: "Session ID unknown" },
  badHandshakeMethod: { code: 2, message: "Bad handshake method" },
  badRequest: { code: 3, message: "Bad request" },
  unsupportedProtocol: { code: 5, message: "Unsupported protocol version" },
} as const;

type Refusal = (typeof refusals)[keyof typeof refusals];

const refuse = ({ code, message }: Refusal) =>
  new Response(JSON.stringify({ code, message }), { status: 400, headers: { "Content-Type": "application/json" } });

/**
 * Socket.IO's low-level engine on Deno's own HTTP server, after the design of `@socket.io/bun-engine` (whose
 * published build cannot load under Deno): `handleRequest` takes a web-standard Request and answers a Response,
 * WebSockets come from `Deno.upgradeWebSocket`, so Socket.IO shares the `Deno.serve` listener with the app.
 * `io.bind(engine)` connects it; it emits "connection" with an EngineSocket per client.
 */
export class DenoEngine extends EventEmitter {
  readonly options: EngineOptions;
  private readonly clients = new Map<string, EngineSocket>();

  constructor(options: Partial<EngineOptions> = {}) {
    super();
    this.options = { ...defaultEngineOptions, ...options };
  }

  get clientsCount() {
    return this.clients.size;
  }

  handleRequest(request: Request, url: URL, remoteAddress: string): Promise<Response> | Response {
    const transport = url.searchParams.get("transport");
    if (transport !== "polling" && transport !== "websocket") return refuse(refusals.unknownTransport);
    const wantsUpgrade = request.headers.get("upgrade")?.toLowerCase() === "websocket";
    if (transport === "websocket" && !wantsUpgrade) return refuse(refusals.badRequest);
    const sid = url.searchParams.get("sid");
    if (!sid) return this.handshake(request, url, remoteAddress, wantsUpgrade);

    const client = this.clients.get(sid);
    if (!client) return refuse(refusals.unknownSid);
    if (client.transport.name === "websocket") return refuse(refusals.badRequest);
    if (wantsUpgrade) {
      const upgrade = this.upgrade(request);
      if (!upgrade) return refuse(refusals.badRequest);
      client.maybeUpgrade(upgrade.transport);
      return upgrade.response;
    }
    return (client.transport as PollingTransport).onRequest(request, new Headers());
  }

  /** Closes every session; Socket.IO's `io.close()` calls it. */
  close() {
    for (const client of this.clients.values()) client.close();
    return this;
  }

  private handshake(request: Request, url: URL, remoteAddress: string, wantsUpgrade: boolean) {
    if (request.method !== "GET") return refuse(refusals.badHandshakeMethod);
    if (url.searchParams.get("EIO") !== "4") return refuse(refusals.unsupportedProtocol);
    // Deno lets go of the request's headers once it is upgraded: Socket.IO's handshake copy is taken first.
    const handshake: HandshakeRequest = {
      url: request.url,
      headers: Object.fromEntries(request.headers),
      _query: Object.fromEntries(url.searchParams),
      connection: { encrypted: url.protocol === "https:" },
    };
    const upgrade = wantsUpgrade ? this.upgrade(request) : null;
    if (wantsUpgrade && !upgrade) return refuse(refusals.badRequest);
    const transport = upgrade?.transport ?? new PollingTransport(this.options);

    const id = encodeBase64url(crypto.getRandomValues(new Uint8Array(15)));
    const socket = new EngineSocket(id, this.options, transport, handshake, remoteAddress);
    this.clients.set(id, socket);
    socket.once("close", () => this.clients.delete(id));

    // The first poll carries the open packet, so the session must exist (and Socket.IO know it) before it answers.
    const answer = upgrade ? upgrade.response : (transport as PollingTransport).onRequest(request, new Headers());
    this.emit("connection", socket);
    return answer;
  }

  private upgrade(request: Request) {
    try {
      const { socket, response } = Deno.upgradeWebSocket(request, { idleTimeout: 0 });
      const transport = new WebSocketTransport(this.options);
      transport.attach(socket);
      return { transport, response };
    } catch {
      return null;
    }
  }
}
