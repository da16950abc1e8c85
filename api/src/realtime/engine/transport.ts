import { EventEmitter } from "node:events";
import type { Packet } from "./packets.ts";
import type { EngineOptions } from "./engine-options.ts";

/**
 * One way of carrying packets between the client and an engine socket: long-polling or a WebSocket. It emits
 * "packet" for each packet received, "drain" when it can take packets again, "error" and "close".
 */
export abstract class Transport extends EventEmitter {
  writable = false;
  readyState: "open" | "closing" | "closed" = "open";

  constructor(readonly options: EngineOptions) {
    super();
  }

  abstract get name(): "polling" | "websocket";
  abstract get upgradesTo(): string[];
  abstract send(packets: Packet[]): void;
  protected abstract doClose(): void;

  close() {
    if (this.readyState !== "open") return;
    this.readyState = "closing";
    this.doClose();
  }

  /** Node's emitter throws an "error" nobody listens to: once the session let go of this transport, it is moot. */
  protected onError(message: string) {
    if (this.listenerCount("error") > 0) this.emit("error", new Error(message));
  }

  protected onPacket(packet: Packet) {
    if (packet.type === "close") return this.doClose();
    this.emit("packet", packet);
  }

  protected onClose() {
    if (this.readyState === "closed") return;
    this.readyState = "closed";
    this.emit("close");
  }
}
