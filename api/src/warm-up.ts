import type { FormulaRequest } from "./generation/types.ts";
import type { AppDeps } from "./lib/app-env.ts";
import { createBuiltinEngine } from "./generation/providers/builtin-engine.ts";
import { explainFormula } from "./generation/explainer/explain-formula.ts";
import { findUserById } from "./services/account/users.ts";

// Requests of the common kinds, on both platforms: ranges with conditions, a lookup, assumed columns, a macro.
const formulas: FormulaRequest[] = [
  { description: "sum E2:E100 where status F2:F100 is Closed", platform: "excel" },
  { description: "look up the price of the product in H2 from the table A2:D100", platform: "sheets" },
  { description: "total sales where region is east", platform: "sheets" },
];
const macros: FormulaRequest[] = [{ description: "highlight duplicate values in column A", platform: "excel" }];

const ignore = () => {};

/**
 * Does, before the server listens, the work a fresh process would otherwise put on its first requests: the first
 * formula built the verifier's HyperFormula instance and compiled the planners (≈100 ms against ≈10 for the next),
 * the first macro took ≈30 ms, the first explained formula compiles the explainer, the statements every request runs are prepared, and the app's router and the reads
 * worker are made ready. The builtin engine is called directly and its answers dropped: not the generation service,
 * which would save them to a history and count them, and not a configured model, which a start must neither pay for
 * nor wait on (its answers go through the same verifier, so they start warm too).
 */
export async function warmUp(
  deps: Pick<AppDeps, "db" | "hotReads">,
  app?: { request(path: string, init: RequestInit): Response | Promise<Response> },
) {
  const engine = createBuiltinEngine();
  for (const request of formulas) await engine.formula(request, ignore);
  for (const request of macros) await engine.macro(request, ignore);
  // The explainer's first formula compiled its reader, translator and checks (≈30 ms at 10,000 characters).
  explainFormula({
    formula: '=IFERROR(XLOOKUP(F2,A2:A9,C2:C9),"none")',
    platform: "excel",
    excelVersion: "2016",
    error: "#N/A",
  });
  // No user has an empty id: the lookup is prepared and run, and finds nothing.
  await findUserById(deps.hotReads, "");
  // Hono builds its router on the first request it routes (≈7 ms), and the reads worker opens its connection and
  // prepares a statement on its first read: a health check and a one-topic page through the app do both here. Their
  // request id marks their log lines as the start's own.
  if (!app) return;
  const init = { headers: { "X-Request-Id": "warm-up" } };
  for (const path of ["/api/health", "/api/forum/topics?limit=1"]) await (await app.request(path, init)).body?.cancel();
}
