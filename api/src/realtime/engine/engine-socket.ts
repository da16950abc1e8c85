import { EventEmitter } from "node:events";
import type { EngineOptions } from "./engine-options.ts";
import type { Packet, PacketType, RawData } from "./packets.ts";
import type { Transport } from "./transport.ts";

/** While a client moves to its WebSocket, a waiting poll is ended this often so no packet is held back. */
const fastUpgradeIntervalMs = 100;

/** What Socket.IO reads from the handshake request (`socket.handshake`), in the shape engine.io gives it. */
export interface HandshakeRequest {
  url: string;
  headers: Record<string, string>;
  _query: Record<string, string>;
  connection: { encrypted: boolean };
}

/**
 * One client's Engine.IO session, whatever transport carries it: the open packet, the heartbeat, a write buffer,
 * and the move from long-polling to a WebSocket. Socket.IO's Client listens to its "data", "error" and "close".
 */
export class EngineSocket extends EventEmitter {
  readyState: "opening" | "open" | "closing" | "closed" = "opening";
  transport: Transport;
  /** Engine.IO's protocol: Socket.IO only treats 3 specially, and this engine refuses it at the handshake. */
  readonly protocol = 4;
  private upgradeState: "not_upgraded" | "upgrading" | "upgraded" = "not_upgraded";
  private writeBuffer: Packet[] = [];
  private pingIntervalTimer?: ReturnType<typeof setTimeout>;
  private pingTimeoutTimer?: ReturnType<typeof setTimeout>;

  constructor(
    readonly id: string,
    private readonly options: EngineOptions,
    transport: Transport,
    readonly request: HandshakeRequest,
    readonly remoteAddress: string,
  ) {
    super();
    this.transport = transport;
    this.bindTransport(transport);
    this.readyState = "open";
    this.sendPacket(
      "open",
      JSON.stringify({
        sid: id,
        upgrades: transport.upgradesTo,
        pingInterval: options.pingInterval,
        pingTimeout: options.pingTimeout,
        maxPayload: options.maxHttpBufferSize,
      }),
    );
    this.schedulePing();
  }

  /** Sends a message packet (Socket.IO's encoded packet). */
  write(data: RawData) {
    this.sendPacket("message", data);
    return this;
  }

  close() {
    if (this.readyState !== "open") return;
    this.readyState = "closing";
    const close = () => this.onClose("forced close");
    if (this.writeBuffer.length) this.once("drain", close);
    else close();
  }

  /**
   * A WebSocket the client opened for this session while it polls. It is probed (ping "probe" / pong "probe"),
   * then the client's "upgrade" packet switches the session to it; a second attempt or a late one is closed.
   */
  maybeUpgrade(transport: Transport) {
    if (this.upgradeState !== "not_upgraded") return transport.close();
    this.upgradeState = "upgrading";
    let fastUpgradeTimer: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => transport.close(), this.options.upgradeTimeout);
    const endWaitingPoll = () => {
      if (this.transport.name === "polling" && this.transport.writable) this.transport.send([{ type: "noop" }]);
    };
    transport.on("close", () => {
      clearTimeout(timeout);
      clearInterval(fastUpgradeTimer);
      transport.removeAllListeners();
      if (this.upgradeState === "upgrading") this.upgradeState = "not_upgraded";
    });
    transport.on("packet", (packet: Packet) => {
      if (packet.type === "ping" && packet.data === "probe") {
        transport.send([{ type: "pong", data: "probe" }]);
        endWaitingPoll();
        fastUpgradeTimer = setInterval(endWaitingPoll, fastUpgradeIntervalMs);
      } else if (packet.type === "upgrade" && this.readyState !== "closed") {
        this.upgradeState = "upgraded";
        clearTimeout(timeout);
        clearInterval(fastUpgradeTimer);
        transport.removeAllListeners();
        this.closeTransport();
        this.bindTransport(transport);
        this.emit("upgrade", transport);
        this.flush();
      } else {
        clearTimeout(timeout);
        transport.close();
      }
    });
  }

  private bindTransport(transport: Transport) {
    this.transport = transport;
    transport.once("error", (error: Error) => this.onClose("transport error", error));
    transport.on("packet", (packet: Packet) => this.onPacket(packet));
    transport.on("drain", () => this.flush());
    transport.on("close", () => this.onClose("transport close"));
  }

  private onPacket(packet: Packet) {
    if (this.readyState !== "open") return;
    this.emit("packet", packet);
    if (packet.type === "pong") {
      clearTimeout(this.pingTimeoutTimer);
      this.pingTimeoutTimer = undefined;
      this.schedulePing();
      this.emit("heartbeat");
    } else if (packet.type === "message") {
      this.emit("data", packet.data);
    } else {
      this.onClose("parse error");
    }
  }

  /** Pings every pingInterval and drops the client when no pong comes within pingTimeout. */
  private schedulePing() {
    clearTimeout(this.pingIntervalTimer);
    this.pingIntervalTimer = setTimeout(() => {
      this.sendPacket("ping");
      clearTimeout(this.pingTimeoutTimer);
      this.pingTimeoutTimer = setTimeout(() => this.onClose("ping timeout"), this.options.pingTimeout);
    }, this.options.pingInterval);
  }

  private sendPacket(type: PacketType, data?: RawData) {
    if (this.readyState === "closing" || this.readyState === "closed") return;
    const packet = { type, data };
    this.emit("packetCreate", packet);
    this.writeBuffer.push(packet);
    this.flush();
  }

  private flush() {
    if (this.readyState === "closed" || !this.transport.writable || this.writeBuffer.length === 0) return;
    const buffer = this.writeBuffer;
    this.writeBuffer = [];
    this.emit("flush", buffer);
    this.transport.send(buffer);
    this.emit("drain");
  }

  private onClose(reason: string, description?: Error) {
    if (this.readyState === "closed") return;
    this.readyState = "closed";
    clearTimeout(this.pingIntervalTimer);
    clearTimeout(this.pingTimeoutTimer);
    this.writeBuffer = [];
    this.closeTransport();
    this.emit("close", reason, description);
  }

  private closeTransport() {
    this.transport.removeAllListeners();
    this.transport.close();
  }
}
