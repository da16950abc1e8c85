import { dataMessages } from "../../../contract/data-messages.ts";
import { imageSize } from "./image-size.ts";
import { DataError } from "./table.ts";
import { unpackedSize } from "./zip-size.ts";

/** How much work an upload may declare, checked from its header before anything decodes or inflates it. */
export interface UploadBounds {
  /** A picture's width × height. */
  imagePixels: number;
  /** What an .xlsx's entries unpack to, together. */
  workbookBytes: number;
}

const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

/**
 * Refuses an upload whose own header declares more work than the bounds allow, in the API process and in well under
 * a millisecond: a picture of more pixels than the budget (413, with its size and the limit), a picture whose size
 * cannot be read (Leptonica could not decode it either: 422), a workbook that unpacks to more than its limit (413).
 * The file's type has been checked before.
 */
export function checkUploadBounds(bytes: Uint8Array, source: "image" | "csv" | "excel", bounds: UploadBounds): void {
  if (source === "image") {
    const size = imageSize(bytes);
    if (!size || size.width === 0 || size.height === 0) throw new DataError(422, dataMessages.unreadableImage);
    if (size.width * size.height > bounds.imagePixels) {
      throw new DataError(
        413,
        dataMessages.imageTooLarge(size.width, size.height, Math.floor(bounds.imagePixels / 1e6)),
      );
    }
  }
  if (source === "excel") {
    // An .xls (OLE2) has no such directory, and a damaged .xlsx may have none: the data worker's limits bound those.
    const unpacked = unpackedSize(bytes);
    if (unpacked !== undefined && unpacked > bounds.workbookBytes) {
      throw new DataError(413, dataMessages.workbookTooLarge(megabytes(unpacked), megabytes(bounds.workbookBytes)));
    }
  }
}
