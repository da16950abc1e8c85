import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { setMetric } from "hono/timing";
import { streamEvents } from "../../../contract/generation-stream.ts";
import { messages } from "../../../contract/messages.ts";
import type { StreamPart } from "../../generation/types.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { fail, logUnexpected } from "../../lib/errors.ts";
import type { Generated } from "../../services/generation/generate.ts";

type Run<Data> = (emit: (part: StreamPart) => void) => Promise<Generated<Data>>;

const wantsStream = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes("text/event-stream");

/**
 * Answers a generation as JSON, or, when the client accepts `text/event-stream`, as SSE: a `progress`
 * {stage:"received"} frame at once, the engine's `progress`/`delta` parts as they come, then one `result` frame
 * equal to the JSON answer's body, or one `error` frame. A refusal is 422 in JSON, or the status its data earned.
 */
export async function answerGeneration<Data>(c: Context<AppEnv>, run: Run<Data>) {
  if (wantsStream(c)) return streamGeneration(c, run);
  const outcome = await run(() => {});
  if (!outcome.ok) {
    // A refusal about how the data reads shows the table as read, so a person can see why.
    if (outcome.table) {
      return c.json({ success: false as const, error: outcome.error, table: outcome.table }, outcome.status);
    }
    fail(outcome.status, outcome.error);
  }
  // Three decimals: a builtin answer takes well under a millisecond, which Hono's default of one would hide.
  setMetric(c, "engine", outcome.timings.engineMs, "provider and verifier", 3);
  setMetric(c, "save", outcome.timings.saveMs, "history and counters", 3);
  return c.json({ success: true as const, data: outcome.data });
}

function streamGeneration<Data>(c: Context<AppEnv>, run: Run<Data>) {
  // Proxies such as nginx would otherwise hold the frames back until the answer is complete.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    // Awaited before the engine starts: the builtin engine works synchronously, and would otherwise hold back
    // the response, and with it this first frame, until its answer was ready.
    await stream.writeSSE({
      event: streamEvents.progress,
      data: JSON.stringify({ type: "progress", stage: "received" } satisfies StreamPart),
    });
    // The engine emits synchronously; frames are chained so they go out in the order they were emitted.
    let frames = Promise.resolve();
    const emit = (part: StreamPart) => {
      frames = frames.then(() => stream.writeSSE({ event: part.type, data: JSON.stringify(part) }));
    };
    let last: { event: string; body: unknown };
    try {
      const outcome = await run(emit);
      last = outcome.ok
        ? { event: streamEvents.result, body: { success: true, data: outcome.data } }
        : { event: streamEvents.error, body: { success: false, error: outcome.error, table: outcome.table } };
    } catch (error) {
      logUnexpected(c, error instanceof Error ? error : new Error(String(error)));
      last = { event: streamEvents.error, body: { success: false, error: messages.internal } };
    }
    await frames;
    await stream.writeSSE({ event: last.event, data: JSON.stringify(last.body) });
  });
}
