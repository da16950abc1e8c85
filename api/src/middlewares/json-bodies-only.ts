import { createMiddleware } from "hono/factory";
import { messages } from "../../contract/messages.ts";
import { fail } from "../lib/errors.ts";

const json = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Refuses a request body that is not JSON with 415. Without this, a form post would reach the JSON validator as
 * an empty object and be answered with a misleading "please enter your name".
 */
export const jsonBodiesOnly = createMiddleware(async (c, next) => {
  const length = c.req.header("content-length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
  if (hasBody && !json.test(c.req.header("content-type") ?? "")) fail(415, messages.jsonRequired);
  await next();
});
