import { generationMessages } from "../../../contract/generation-messages.ts";
import { rateFormulaBody, rateVbaBody } from "../../../contract/generation.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { messages } from "../../../contract/messages.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { rateItem } from "../../services/generation/ratings.ts";
import { optionalRater } from "./rater.ts";

/** Ratings open to visitors are limited per address like the other open calls. */
const openRatingLimit = rateLimitByIp("rate", 30, 60_000, messages.tooManyRequests);

const router = createRouter()
  .post("/rate-formula", requireUser, validate("json", rateFormulaBody), async (c) => {
    const { formulaId, rating } = c.req.valid("json");
    const userId = c.var.user.id;
    const rated = await rateItem(c.var.deps.db, {
      kind: "formula",
      itemRef: formulaId,
      rater: `user:${userId}`,
      raterUserId: userId,
      value: rating,
    });
    if (!rated) fail(400, generationMessages.ratingItemUnknown);
    return c.json({ success: true as const });
  })
  .post("/rate-vba", openRatingLimit, validate("json", rateVbaBody), async (c) => {
    const { vbaId, rating, sessionId } = c.req.valid("json");
    const { rater, userId } = await optionalRater(c, sessionId);
    const rated = await rateItem(c.var.deps.db, {
      kind: "vba",
      itemRef: vbaId,
      rater,
      raterUserId: userId,
      value: rating,
    });
    // A visitor hears the same either way: otherwise guessing timestamps would tell when others generated.
    if (!rated && userId) fail(400, generationMessages.ratingItemUnknown);
    return c.json({ success: true as const });
  });

export default router;
