import { generationMessages } from "../../../contract/generation-messages.ts";
import { chooseFormulaAlternativeBody } from "../../../contract/generation.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { chooseFormulaAlternative } from "../../services/generation/formula-alternatives.ts";

/** Choosing is as cheap as rating, and limited the same way: per address, before the token is even read. */
const router = createRouter()
  .post(
    "/choose-formula-alternative",
    rateLimitByIp("choose-alternative", 30, 60_000, messages.tooManyRequests),
    requireUser,
    validate("json", chooseFormulaAlternativeBody),
    async (c) => {
      const { formulaId, index } = c.req.valid("json");
      const chosen = await chooseFormulaAlternative(c.get("deps"), { userId: c.get("user").id, formulaId, index });
      if (chosen.ok) return c.json({ success: true as const, data: chosen.data });
      if (chosen.reason === "not-found") fail(404, generationMessages.alternativeFormulaNotFound);
      if (chosen.reason === "not-offered") fail(422, generationMessages.alternativeNotOffered(index, chosen.count));
      fail(409, generationMessages.alternativeChanged);
    },
  );

export default router;
