import type { Context } from "hono";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { rateAnalysisBody, rateChartBody, rateFormulaBody, rateVbaBody } from "../../../contract/generation.ts";
import { messages } from "../../../contract/messages.ts";
import type { GenerationKind } from "../../../../db/schema/generations.ts";
import { type AppEnv, createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { optionalUser, signedInUser } from "../../middlewares/optional-user.ts";
import { rateOwnItem } from "../../services/generation/ratings.ts";

/** The spec's VBA, analysis and chart pages send no token of their own, so these stay open and limited per address. */
const openRating = [rateLimitByIp("rate", 30, 60_000, messages.tooManyRequests), optionalUser] as const;

/**
 * Rates one of the caller's own items. Someone else's item, and any item for a visitor (only members generate, so a
 * visitor's session owns none), answers exactly as an item that does not exist: ids and timestamps cannot be probed.
 */
async function rate(c: Context<AppEnv>, kind: GenerationKind, itemRef: string, value: number) {
  const userId = signedInUser(c)?.id;
  const rated = userId !== undefined && await rateOwnItem(c.get("deps").db, { kind, itemRef, userId, value });
  if (!rated) fail(404, generationMessages.ratingItemUnknown);
  return c.json({ success: true as const });
}

const router = createRouter()
  .post("/rate-formula", requireUser, validate("json", rateFormulaBody), (c) => {
    const { formulaId, rating } = c.req.valid("json");
    return rate(c, "formula", formulaId, rating);
  })
  .post("/rate-vba", ...openRating, validate("json", rateVbaBody), (c) => {
    const { vbaId, rating } = c.req.valid("json");
    return rate(c, "vba", vbaId, rating);
  })
  .post("/rate-analysis", ...openRating, validate("json", rateAnalysisBody), (c) => {
    const { analysisId, rating } = c.req.valid("json");
    return rate(c, "dataAnalyzer", analysisId, rating);
  })
  .post("/rate-chart", ...openRating, validate("json", rateChartBody), (c) => {
    const { chartId, rating } = c.req.valid("json");
    return rate(c, "chartGenerator", chartId, rating);
  });

export default router;
