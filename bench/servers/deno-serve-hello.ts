// The ceiling: Hono straight on Deno.serve, with no node:http in between.
import { Hono } from "hono";

const app = new Hono().get("/hello", (c) => c.json({ ok: true }));
Deno.serve({ port: Number(Deno.args[0]), hostname: "127.0.0.1", onListen: () => console.log("ready") }, app.fetch);
