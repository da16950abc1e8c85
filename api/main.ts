import process from "node:process";
import { loadEnv } from "./src/env.ts";
import { startServer } from "./src/server.ts";

const server = await startServer(loadEnv(process.env));
console.log(`Sheetsmith is ready at ${server.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  await server.close();
  console.log("Sheetsmith stopped");
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
