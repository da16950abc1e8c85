export interface SseFrame {
  event: string;
  data: string;
}

/** Reads a whole text/event-stream body into its frames, in order, so tests can assert them exactly. */
export async function readSse(response: Response): Promise<SseFrame[]> {
  return parseSse(await response.text());
}

/** The frames of an event stream's text, in order. */
export function parseSse(text: string): SseFrame[] {
  return text.split("\n\n").filter((block) => block.trim()).map((block) => {
    const lines = block.split("\n");
    const event = lines.find((line) => line.startsWith("event: "))?.slice("event: ".length) ?? "message";
    const data = lines.filter((line) => line.startsWith("data: ")).map((line) => line.slice("data: ".length));
    return { event, data: data.join("\n") };
  });
}
