/**
 * Messages between the server and a helper process over its stdin and stdout: each frame is a JSON header and
 * optional raw bytes (an upload is sent as it is, never as JSON or base64), prefixed by their two lengths.
 */
export interface Frame<Header = unknown> {
  header: Header;
  payload: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const prefix = 8;

export function encodeFrame(header: unknown, payload: Uint8Array = new Uint8Array()): Uint8Array {
  const json = encoder.encode(JSON.stringify(header));
  const frame = new Uint8Array(prefix + json.length + payload.length);
  const view = new DataView(frame.buffer);
  view.setUint32(0, json.length);
  view.setUint32(4, payload.length);
  frame.set(json, prefix);
  frame.set(payload, prefix + json.length);
  return frame;
}

/** Collects a byte stream's chunks and hands back each frame once all of it has arrived. */
export class FrameReader {
  #chunks: Uint8Array[] = [];
  #length = 0;

  push(chunk: Uint8Array): Frame[] {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    const frames: Frame[] = [];
    while (this.#length >= prefix) {
      const first = this.#joined(prefix);
      const head = new DataView(first.buffer, first.byteOffset, prefix);
      const jsonLength = head.getUint32(0);
      const size = prefix + jsonLength + head.getUint32(4);
      if (this.#length < size) break;
      const frame = this.#take(size);
      frames.push({
        header: JSON.parse(decoder.decode(frame.subarray(prefix, prefix + jsonLength))),
        payload: frame.subarray(prefix + jsonLength),
      });
    }
    return frames;
  }

  /** Merges the first chunks until the first one holds at least `size` bytes; copies only when a frame spans chunks. */
  #joined(size: number): Uint8Array {
    if (this.#chunks[0].length >= size) return this.#chunks[0];
    let count = 0;
    for (let total = 0; total < size; count++) total += this.#chunks[count].length;
    const merged = new Uint8Array(this.#chunks.slice(0, count).reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of this.#chunks.splice(0, count, merged)) {
      merged.set(chunk, at);
      at += chunk.length;
    }
    return merged;
  }

  #take(size: number): Uint8Array {
    const first = this.#joined(size);
    this.#length -= size;
    if (first.length === size) this.#chunks.shift();
    else this.#chunks[0] = first.subarray(size);
    return first.subarray(0, size);
  }
}
