/** `npm run bench [-- name…]`: runs every benchmark, or those named. */
import { runHttpBench } from "./http-server.bench.ts";
import { runGenerationBench } from "./generation.bench.ts";
import { runVerifyBench } from "./verify.bench.ts";
import { runForumBench } from "./forum.bench.ts";
import { runForumFanoutBench } from "./forum-fanout.bench.ts";
import { runHistoryBench } from "./history.bench.ts";
import { runAdminBench } from "./admin.bench.ts";
import { runDataProfileBench } from "./data-profile.bench.ts";
import { runOcrBench } from "./ocr.bench.ts";
import { runOcrStylesBench } from "./ocr-styles.bench.ts";
import { runDataHealthBench } from "./data-health.bench.ts";
import { runMixedWorkloadBench } from "./mixed-workload.bench.ts";
import { runExplainerBench } from "./explainer.bench.ts";
import { runDataFairBench } from "./data-fair.bench.ts";
import { runAnalysisBench } from "./analysis.bench.ts";

const benches: Record<string, () => Promise<void>> = {
  http: runHttpBench,
  generation: runGenerationBench,
  verify: runVerifyBench,
  forum: runForumBench,
  "forum-fanout": runForumFanoutBench,
  history: runHistoryBench,
  admin: runAdminBench,
  "data-profile": runDataProfileBench,
  ocr: runOcrBench,
  "ocr-styles": runOcrStylesBench,
  "data-health": runDataHealthBench,
  mixed: runMixedWorkloadBench,
  explainer: runExplainerBench,
  "data-fair": runDataFairBench,
  analysis: runAnalysisBench,
};
const chosen = Deno.args.length ? Deno.args : Object.keys(benches);
for (const name of chosen) {
  if (!benches[name]) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(", ")}`);
  await benches[name]();
}
Deno.exit(0);
