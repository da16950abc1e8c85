import { createDataPool } from "./inputs/data-pool.ts";
import { createOcr } from "./inputs/ocr.ts";

/**
 * The data tools' workers, built once per server: the data worker reads files and analyses tables off the event
 * loop, and the OCR worker reads screenshots. Both start on first use, so a server that never sees an upload
 * never pays for them.
 */
export function createDataTools() {
  const pool = createDataPool();
  const ocr = createOcr();
  return {
    pool,
    ocr,
    stop: () => Promise.all([pool.stop(), ocr.stop()]).then(() => {}),
  };
}

export type DataTools = ReturnType<typeof createDataTools>;
