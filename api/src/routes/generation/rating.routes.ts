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
import { optionalUser } from "../../middlewares/optional-user.ts";
import { rateItem } from "../../services/generation/ratings.ts";
import { optionalRater } from "./rater.ts";

/** Ratings open to visitors are limited per address like the other open calls, and rate as the user when signed in. */
const openRating = [rateLimitByIp("rate", 30, 60_000, messages.tooManyRequests), optionalUser] as const;

/** A rating that needs no sign-in (the spec's VBA, analysis and chart pages rate with a browser session id). */
async function rateOpenly(
  c: Context<AppEnv>,
  kind: GenerationKind,
  { itemRef, rating, sessionId }: { itemRef: string; rating: number; sessionId: string },
) {
  const { rater, userId } = optionalRater(c, sessionId);
  const rated = await rateItem(c.get("deps").db, { kind, itemRef, rater, raterUserId: userId, value: rating });
  // A visitor hears the same either way: otherwise guessing timestamps would tell when others generated.
  if (!rated && userId) fail(400, generationMessages.ratingItemUnknown);
  return c.json({ success: true as const });
}

const router = createRouter()
  .post("/rate-formula", requireUser, validate("json", rateFormulaBody), async (c) => {
    const { formulaId, rating } = c.req.valid("json");
    const userId = c.get("user").id;
    const rated = await rateItem(c.get("deps").db, {
      kind: "formula",
      itemRef: formulaId,
      rater: `user:${userId}`,
      raterUserId: userId,
      value: rating,
    });
    if (!rated) fail(400, generationMessages.ratingItemUnknown);
    return c.json({ success: true as const });
  })
  .post("/rate-vba", ...openRating, validate("json", rateVbaBody), (c) => {
    const { vbaId, ...rating } = c.req.valid("json");
    return rateOpenly(c, "vba", { itemRef: vbaId, ...rating });
  })
  .post("/rate-analysis", ...openRating, validate("json", rateAnalysisBody), (c) => {
    const { analysisId, ...rating } = c.req.valid("json");
    return rateOpenly(c, "dataAnalyzer", { itemRef: analysisId, ...rating });
  })
  .post("/rate-chart", ...openRating, validate("json", rateChartBody), (c) => {
    const { chartId, ...rating } = c.req.valid("json");
    return rateOpenly(c, "chartGenerator", { itemRef: chartId, ...rating });
  });

export default router;
