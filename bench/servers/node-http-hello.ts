// The path the app takes so Socket.IO can share the port: Hono through @hono/node-server on node:http, under Deno.
import { createServer } from "node:http";
import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";

const app = new Hono().get("/hello", (c) => c.json({ ok: true }));
createServer(getRequestListener(app.fetch)).listen(Number(Deno.args[0]), "127.0.0.1", () => console.log("ready"));
