/**
 * The streamed form of a generation (`Accept: text/event-stream`). Kept apart from the zod schemas so the web can
 * import these values without bundling zod.
 */

/** Server-sent event names. */
export const streamEvents = { progress: "progress", delta: "delta", result: "result", error: "error" } as const;

/** The `stage` of a `progress` frame, in the order a generation can pass through them. */
export const progressStages = [
  "received",
  "planning",
  "verifying",
  "checking",
  "repairing",
  "fallback",
  // The data tools: reading the file, recognising a screenshot's text, analysing the table.
  "reading",
  "recognising",
  "analysing",
] as const;
export type ProgressStage = (typeof progressStages)[number];

/** Stages that begin a new draft: the explanation streamed so far is superseded by the one that follows. */
export const draftStartStages: readonly ProgressStage[] = ["planning", "repairing"];
