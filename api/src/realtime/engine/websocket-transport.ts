import { decodePacket, encodePacket, type Packet, type RawData } from "./packets.ts";
import { Transport } from "./transport.ts";

/** A WebSocket from `Deno.upgradeWebSocket`: one packet per frame, binary sent as binary. */
export class WebSocketTransport extends Transport {
  private socket: WebSocket | null = null;

  get name() {
    return "websocket" as const;
  }

  get upgradesTo() {
    return [];
  }

  /** Takes the socket before it opens; packets sent before then wait in the engine socket's buffer. */
  attach(socket: WebSocket) {
    this.socket = socket;
    socket.binaryType = "arraybuffer";
    socket.onopen = () => {
      this.writable = true;
      this.emit("drain");
    };
    socket.onmessage = (event: MessageEvent<RawData>) => this.onMessage(event.data);
    socket.onclose = () => this.onClose();
    // An error is followed by a close event, which is what ends the transport.
    socket.onerror = () => {};
  }

  private onMessage(data: RawData) {
    // Deno's WebSocket has no message size option, so the engine's limit is applied to each message received.
    const size = typeof data === "string" ? data.length : data.byteLength;
    if (size > this.options.maxHttpBufferSize) {
      this.socket?.close(1009, "message too big");
      return;
    }
    this.onPacket(decodePacket(data));
  }

  send(packets: Packet[]) {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (const packet of packets) socket.send(encodePacket(packet, true));
  }

  protected doClose() {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return this.onClose();
    try {
      socket.close();
    } catch {
      // Not open yet: the close event that follows the failed opening ends the transport.
    }
  }
}
