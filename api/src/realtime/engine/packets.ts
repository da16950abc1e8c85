import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/** Engine.IO protocol 4 packets: what travels under Socket.IO, one per WebSocket frame or joined in a poll. */
export type PacketType = "open" | "close" | "ping" | "pong" | "message" | "upgrade" | "noop";

export type RawData = string | ArrayBuffer | Uint8Array<ArrayBuffer>;

export interface Packet {
  type: PacketType | "error";
  data?: RawData;
}

const packetTypes: PacketType[] = ["open", "close", "ping", "pong", "message", "upgrade", "noop"];
const typeByCode = new Map(packetTypes.map((type, code) => [String(code), type]));
const codeByType = new Map(packetTypes.map((type, code) => [type, String(code)]));

/** Packets of one long-polling payload are joined by the ASCII record separator. */
const separator = "\x1e";

const parseError: Packet = { type: "error", data: "parser error" };

const isBinary = (data: unknown): data is ArrayBuffer | Uint8Array<ArrayBuffer> =>
  data instanceof ArrayBuffer || ArrayBuffer.isView(data);

const toBytes = (data: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  data instanceof Uint8Array ? data : new Uint8Array(data);

/** Binary goes as is over a WebSocket and as "b" + base64 in a polling payload, which is text. */
export function encodePacket({ type, data }: Packet, supportsBinary: boolean): RawData {
  if (isBinary(data)) return supportsBinary ? data : "b" + encodeBase64(toBytes(data));
  return (codeByType.get(type as PacketType) ?? "") + (data ?? "");
}

export function decodePacket(encoded: RawData): Packet {
  if (typeof encoded !== "string") return { type: "message", data: encoded };
  const code = encoded.charAt(0);
  if (code === "b") {
    try {
      return { type: "message", data: decodeBase64(encoded.slice(1)) as Uint8Array<ArrayBuffer> };
    } catch {
      return parseError;
    }
  }
  const type = typeByCode.get(code);
  if (!type) return parseError;
  return encoded.length > 1 ? { type, data: encoded.slice(1) } : { type };
}

export const encodePayload = (packets: Packet[]) =>
  packets.map((packet) => encodePacket(packet, false) as string).join(separator);

/** Stops at the first packet that does not parse: what follows it cannot be trusted either. */
export function decodePayload(payload: string): Packet[] {
  const packets: Packet[] = [];
  for (const encoded of payload.split(separator)) {
    const packet = decodePacket(encoded);
    packets.push(packet);
    if (packet.type === "error") break;
  }
  return packets;
}
