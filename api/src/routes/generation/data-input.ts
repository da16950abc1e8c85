import type { DataSource } from "../../../contract/data.ts";
import { dataMessages } from "../../../contract/data-messages.ts";
import type { DataForm } from "../../../contract/data-requests.ts";
import { checkClaimedType } from "../../generation/inputs/sniff.ts";
import { DataError } from "../../generation/inputs/table.ts";
import { checkUploadBounds, type UploadBounds } from "../../generation/inputs/upload-bounds.ts";
import { fail } from "../../lib/errors.ts";
import type { DataInput } from "../../services/generation/generate-data.ts";

/**
 * The data the header says the form carries: the pasted text for clipboard, else the file. A file whose content is
 * not what its type claims, or whose header declares more work than `bounds` allow (a vast picture, a workbook that
 * unpacks too large), is refused here, before any answer (or stream) starts and before it waits for a worker.
 */
export async function readDataInput(source: DataSource, form: DataForm, bounds: UploadBounds): Promise<DataInput> {
  const { description } = form;
  if (source === "clipboard") {
    const text = form.clipboardData ?? "";
    if (!text.trim()) fail(400, dataMessages.dataRequired);
    return { source, description, bytes: new TextEncoder().encode(text) };
  }
  if (!form.file || form.file.size === 0) fail(400, dataMessages.dataRequired);
  const bytes = new Uint8Array(await form.file.arrayBuffer());
  try {
    checkClaimedType(bytes, source);
    checkUploadBounds(bytes, source, bounds);
  } catch (error) {
    if (error instanceof DataError) fail(error.status, error.message);
    throw error;
  }
  return { source, description, bytes };
}
