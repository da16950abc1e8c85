/**
 * Builds the SPA when dist/web is missing or older than anything it is built from, so `npm start` on a fresh
 * clone (or after a pull) serves the current web app without a separate build step.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { spawnSync } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;
const built = join(root, "dist/web/index.html");
const sources = ["web", "api/contract", "vite.config.ts", "package-lock.json"].map((path) => join(root, path));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== "node_modules")
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (sources.some((source) => newestChange(source) > builtAt)) {
  console.log(builtAt ? "Web sources changed: rebuilding the SPA" : "Building the SPA (first start)");
  const vite = join(root, "node_modules/.bin/vite");
  const result = spawnSync(vite, ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
