import { createToolStore, type Tool } from "../../lib/tool-store.ts";
import type { DataRequest, DataStage, DataToolHandlers } from "./data-tools-api.ts";

export type { ToolStatus as DataToolStatus } from "../../lib/tool-store.ts";

interface DataProgress {
  /** Share of the upload sent, 0 to 1; null until the browser tells, or when it cannot. */
  uploaded: number | null;
  /** The server's latest stage; null while the data is still going up. */
  stage: DataStage | null;
}

type DataTool<Result, Item> = Omit<Tool<DataRequest, Result, Item, DataProgress>, "run" | "idle"> & {
  run: (request: DataRequest, handlers: DataToolHandlers) => Promise<Result>;
};

export type DataToolStore<Result, Item> = ReturnType<typeof createDataToolStore<Result, Item>>;

/** The data analyzer and the chart generator: their progress is the upload, then the server's stages. */
export function createDataToolStore<Result, Item>(tool: DataTool<Result, Item>) {
  return createToolStore<DataRequest, Result, Item, DataProgress>({
    ...tool,
    idle: { uploaded: null, stage: null },
    run: (request, report) =>
      tool.run(request, {
        onUpload: (uploaded) => report(() => ({ uploaded })),
        onStage: (stage) => report(() => ({ stage })),
      }),
  });
}
