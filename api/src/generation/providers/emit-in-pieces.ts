import type { StreamPart } from "../types.ts";

/**
 * Emits a finished text as a few `delta` parts, one a sentence, so a streaming client renders the builtin
 * engine's explanation the same way it renders a model's. The parts join back to exactly `text`.
 */
export function emitInPieces(text: string, emit: (part: StreamPart) => void) {
  for (const sentence of text.split(/(?<=[.!?:]\s)/)) {
    if (sentence) emit({ type: "delta", text: sentence });
  }
}
