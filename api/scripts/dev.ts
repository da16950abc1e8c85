/**
 * `npm run dev`: the API under `deno --watch` on API_PORT (default 8001) and Vite's dev server with HMR on PORT
 * (default 8000), which proxies every server path to the API so the browser still sees one origin.
 */
import { spawn } from "node:child_process";
import process from "node:process";

const root = new URL("../..", import.meta.url).pathname;
const webPort = process.env.PORT ?? "8000";
const apiPort = process.env.API_PORT ?? "8001";
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};

const children = [
  spawn("deno", ["run", "-A", "--watch=api/,db/", "api/main.ts"], { cwd: root, stdio: "inherit", env }),
  spawn("vite", ["--port", webPort, "--strictPort"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
