// The path the app takes so Socket.IO can share the port: Hono through @hono/node-server on node:http, under Deno.
// Flags: `headers` adds the seven security headers of the app's pages; `linear` installs the app's Headers iteration fix.
import { createServer } from "node:http";
import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";
import { setDocumentHeaders } from "../../api/src/middlewares/security-headers.ts";
import { makeHeadersIterationLinear } from "../../api/src/lib/headers-iteration.ts";

const [port, ...flags] = Deno.args;
if (flags.includes("linear")) makeHeadersIterationLinear();
const app = new Hono();
if (flags.includes("headers")) {
  app.use(async (c, next) => {
    setDocumentHeaders(c);
    await next();
  });
}
app.get("/hello", (c) => c.json({ ok: true }));
createServer(getRequestListener(app.fetch)).listen(Number(port), "127.0.0.1", () => console.log("ready"));
