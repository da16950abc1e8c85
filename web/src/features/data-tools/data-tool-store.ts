import { createToolStore, type Tool } from "../../lib/tool-store.ts";
import type { TablePreview } from "../../../../api/contract/data.ts";
import { DataReadError, type DataRequest, type DataStage, type DataToolHandlers } from "./data-tools-api.ts";

export type { ToolStatus as DataToolStatus } from "../../lib/tool-store.ts";

interface DataProgress {
  /** Share of the upload sent, 0 to 1; null until the browser tells, or when it cannot. */
  uploaded: number | null;
  /** The server's latest stage; null while the data is still going up. */
  stage: DataStage | null;
  /** The table as read, when the server refused to answer from it (a picture read doubtfully). */
  read: TablePreview | null;
}

type DataTool<Result, Item> = Omit<Tool<DataRequest, Result, Item, DataProgress>, "run" | "idle"> & {
  run: (request: DataRequest, handlers: DataToolHandlers) => Promise<Result>;
};

export type DataToolStore<Result, Item> = ReturnType<typeof createDataToolStore<Result, Item>>;

/** The data analyzer and the chart generator: their progress is the upload, then the server's stages. */
export function createDataToolStore<Result, Item>(tool: DataTool<Result, Item>) {
  return createToolStore<DataRequest, Result, Item, DataProgress>({
    ...tool,
    idle: { uploaded: null, stage: null, read: null },
    run: (request, report) =>
      tool.run(request, {
        onUpload: (uploaded) => report(() => ({ uploaded })),
        onStage: (stage) => report(() => ({ stage })),
      }).catch((error: unknown) => {
        if (error instanceof DataReadError) report(() => ({ read: error.table }));
        throw error;
      }),
  });
}
