import type OpenAI from "openai";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Streams one chat completion in JSON mode and hands each piece of content to `onText` as it arrives; resolves
 * with the whole text. JSON mode (`json_object`) rather than a JSON schema because Ollama, llama.cpp and vLLM
 * all accept it; the shape is checked by the caller. Rejects as soon as `signal` aborts, even while the SDK is
 * waiting to retry, and passes on no text after that.
 */
export function streamChat(
  client: OpenAI,
  model: string,
  messages: ChatMessage[],
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<string> {
  return Promise.race([read(client, model, messages, signal, onText), rejectOnAbort(signal)]);
}

async function read(
  client: OpenAI,
  model: string,
  messages: ChatMessage[],
  signal: AbortSignal,
  onText: (text: string) => void,
) {
  const stream = await client.chat.completions.create(
    { model, messages, stream: true, response_format: { type: "json_object" } },
    { signal },
  );
  let text = "";
  for await (const chunk of stream) {
    signal.throwIfAborted();
    const piece = chunk.choices[0]?.delta?.content;
    if (!piece) continue;
    text += piece;
    onText(piece);
  }
  return text;
}

// The SDK only looks at the signal between its retries, after sleeping up to several seconds.
function rejectOnAbort(signal: AbortSignal) {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}
