import { explainFormulaBody } from "../../../contract/explainer.ts";
import { messages } from "../../../contract/messages.ts";
import { explainFormula } from "../../generation/explainer/explain-formula.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";

/**
 * POST /api/explain-formula: open to visitors, like the formula it explains was never theirs to sign in for. The
 * answer is worked out in a few milliseconds from the formula alone, so it is neither saved nor counted as a
 * generation; the limit per address keeps a script from making the server do nothing else.
 */
const router = createRouter().post(
  "/explain-formula",
  rateLimitByIp("explain", 120, 60_000, messages.tooManyRequests),
  validate("json", explainFormulaBody),
  (c) => {
    const explained = explainFormula(c.req.valid("json"));
    if (!explained.ok) fail(explained.status, explained.error);
    return c.json({ success: true as const, data: explained.value });
  },
);

export default router;
