import type { Env } from "../env.ts";
import { createDataPool } from "./inputs/data-pool.ts";
import type { UploadBounds } from "./inputs/upload-bounds.ts";

type DataToolSettings = Pick<
  Env,
  "DATA_IMAGE_MAX_MEGAPIXELS" | "DATA_WORKER_MEMORY_MB" | "DATA_WORKERS" | "DATA_QUEUE_PER_USER" | "DATA_QUEUE_TOTAL"
>;

/**
 * SheetJS held about 9 bytes of memory for each byte of sheet XML it read (the 155 MB of pathologicalWorkbook took
 * 1.4 GB): a workbook that unpacks to more than a tenth of a worker's memory would meet that limit anyway, later.
 */
const workbookBytesPerMemoryByte = 1 / 10;

/**
 * The data tools' workers and bounds, built once per server: what an upload may declare (checked in the request,
 * from the file's header), and the pool of worker processes that read files, run OCR and analyse tables off the
 * event loop, members in turns. The workers start on first use, so a server that never sees an upload never pays.
 */
export function createDataTools(settings: DataToolSettings) {
  const bounds: UploadBounds = {
    imagePixels: settings.DATA_IMAGE_MAX_MEGAPIXELS * 1_000_000,
    workbookBytes: Math.floor(settings.DATA_WORKER_MEMORY_MB * 1024 * 1024 * workbookBytesPerMemoryByte),
  };
  const pool = createDataPool({
    size: settings.DATA_WORKERS,
    memoryLimitMb: settings.DATA_WORKER_MEMORY_MB,
    heapLimitMb: settings.DATA_WORKER_MEMORY_MB,
    maxWaitingPerUser: settings.DATA_QUEUE_PER_USER,
    maxWaiting: settings.DATA_QUEUE_TOTAL,
  });
  return { bounds, pool, stop: () => pool.stop() };
}

export type DataTools = ReturnType<typeof createDataTools>;
