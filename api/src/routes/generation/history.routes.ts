import { z } from "zod";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { historyTypes } from "../../../contract/history.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { listHistory } from "../../services/generation/history.ts";

const historyParams = z.object({
  type: z.enum(historyTypes, { error: generationMessages.historyTypeInvalid }),
  userId: z.string(),
});

const router = createRouter().get(
  "/history/:type/:userId",
  requireUser,
  validate("param", historyParams),
  async (c) => {
    const { type, userId } = c.req.valid("param");
    const caller = c.var.user;
    if (caller.id !== userId && caller.role !== "superadmin") fail(403, messages.forbidden);
    // The data analyzer and chart generator keep no history yet: their lists are empty, not an error.
    if (type !== "formula" && type !== "vba") return c.json({ success: true as const, data: [] });
    return c.json({ success: true as const, data: await listHistory(c.var.deps.db, userId, type) });
  },
);

export default router;
