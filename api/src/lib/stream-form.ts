import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  type MultipartPart,
  parseMultipartStream,
} from "@remix-run/multipart-parser";
import { createMiddleware } from "hono/factory";
import { fail } from "./errors.ts";

export interface StreamFormOptions {
  /** The most bytes all parts together may hold. */
  maxBytes: number;
  /** The words for a body that is not a well-formed multipart form (400). */
  malformed: string;
  /** The words for parts over `maxBytes` (413). */
  tooLarge: string;
}

const multipart = /^multipart\/form-data\b/i;
/** A form of the data tools has a handful of fields; a body of thousands of parts is not a form anyone sends. */
const maxParts = 32;
/** Text fields as browsers encode them; a byte that is not UTF-8 becomes U+FFFD, as FormData would make it. */
const text = new TextDecoder();

/** A part as FormData holds it: a File when it was sent as one, its text otherwise. */
function field(part: MultipartPart): [string, string | File] | undefined {
  try {
    const name = part.name;
    if (name === undefined) return undefined;
    if (!part.isFile) return [name, text.decode(part.bytes)];
    return [name, new File(part.content as BlobPart[], part.filename ?? "", { type: part.mediaType ?? "" })];
  } catch (error) {
    // The parser decodes a part's headers strictly: headers that are not UTF-8 make the body malformed.
    if (error instanceof TypeError) throw new MultipartParseError("part headers are not UTF-8");
    throw error;
  }
}

/**
 * Reads a multipart/form-data body into FormData as it streams in: each chunk is searched for the boundary as it
 * arrives, so a 9 MB upload never holds the event loop the way `Request.formData()` does, which parses the whole
 * body in one go (bench/RESULTS.md has both figures). Throws the parser's errors for a malformed or oversized body.
 */
export async function readStreamedForm(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  maxBytes: number,
): Promise<FormData> {
  const form = new FormData();
  const parts = parseMultipartStream(body, { boundary, maxFileSize: maxBytes, maxTotalSize: maxBytes, maxParts });
  for await (const part of parts) {
    const entry = field(part);
    if (entry) form.append(entry[0], entry[1]);
  }
  return form;
}

/**
 * Parses a multipart form as it streams and leaves it where Hono's form validator looks first (the request's body
 * cache), so the route's zod schema validates it as before. Other bodies pass through untouched.
 */
export const streamForm = (options: StreamFormOptions) =>
  createMiddleware(async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (!multipart.test(type)) return next();
    const boundary = getMultipartBoundary(type);
    const body = c.req.raw.body;
    if (!boundary || !body) fail(400, options.malformed);
    try {
      c.req.bodyCache.formData = await readStreamedForm(body, boundary, options.maxBytes);
    } catch (error) {
      if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
        fail(413, options.tooLarge, { connection: "close" });
      }
      if (error instanceof MultipartParseError) fail(400, options.malformed);
      throw error;
    }
    await next();
  });
