import { historyMessages } from "../../../contract/history-messages.ts";
import { historyItemParams, historyListParams, historyListQuery } from "../../../contract/history-requests.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { deleteHistoryItem } from "../../services/history/history.ts";

const router = createRouter()
  .get(
    "/history/:type/:userId",
    requireUser,
    validate("param", historyListParams),
    validate("query", historyListQuery),
    async (c) => {
      const { type, userId } = c.req.valid("param");
      const caller = c.get("user");
      // A superadmin may read anyone's history (the admin dashboard shows it); everyone else only their own.
      if (caller.id !== userId && caller.role !== "superadmin") fail(403, messages.forbidden);
      const list = await c.get("deps").reads.listHistory(userId, type, c.req.valid("query"));
      if (!list.ok) fail(400, historyMessages.cursorUnknown);
      return c.json({ success: true as const, data: list.items });
    },
  )
  .delete("/history/:type/:id", requireUser, validate("param", historyItemParams), async (c) => {
    const { type, id } = c.req.valid("param");
    // Only the owner deletes: someone else's item answers as if it did not exist, so ids cannot be probed.
    const deleted = await deleteHistoryItem(c.get("deps"), c.get("user").id, type, id);
    if (!deleted) fail(404, historyMessages.itemNotFound);
    return c.json({ success: true as const, data: { id } });
  });

export default router;
