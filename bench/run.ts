/** `npm run bench [-- name…]`: runs every benchmark, or those named. */
import { runHttpBench } from "./http-server.bench.ts";

const benches: Record<string, () => Promise<void>> = { http: runHttpBench };
const chosen = Deno.args.length ? Deno.args : Object.keys(benches);
for (const name of chosen) {
  if (!benches[name]) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(", ")}`);
  await benches[name]();
}
Deno.exit(0);
