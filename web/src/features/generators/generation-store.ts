import { createToolStore, type Tool } from "../../lib/tool-store.ts";
import type { StreamHandlers } from "./generation-api.ts";

export type { ToolStatus as GenerationStatus } from "../../lib/tool-store.ts";

/** A generator's calls; its progress is the explanation streamed so far. */
type GenerationTool<Request, Result, Item> = Omit<Tool<Request, Result, Item, { streamed: string }>, "run" | "idle"> & {
  run: (request: Request, handlers: StreamHandlers) => Promise<Result>;
};

/** The formula and VBA generators: `streamed` shows the explanation while the result is still being built. */
export function createGenerationStore<Request, Result, Item>(tool: GenerationTool<Request, Result, Item>) {
  return createToolStore<Request, Result, Item, { streamed: string }>({
    ...tool,
    idle: { streamed: "" },
    run: (request, report) =>
      tool.run(request, {
        onDelta: (text) => report((progress) => ({ streamed: progress.streamed + text })),
        // A new draft began: what was streamed is superseded.
        onRestart: () => report(() => ({ streamed: "" })),
      }),
  });
}
