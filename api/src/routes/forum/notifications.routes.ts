import { markNotificationsReadBody } from "../../../contract/forum.ts";
import { createRouter } from "../../lib/app-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { markRead, readInbox } from "../../services/forum/notification-inbox.ts";

/**
 * The signed-in user's mention notifications, so the bell shows what arrived while they were away; new ones are
 * also pushed to their socket room. Only under /api: the spec shows no bare form for these.
 */
const router = createRouter()
  .get("/notifications", requireUser, async (c) => {
    return c.json({ success: true as const, data: await readInbox(c.get("deps").db, c.get("user").id) });
  })
  .post("/notifications/read", requireUser, validate("json", markNotificationsReadBody), async (c) => {
    const unread = await markRead(c.get("deps").db, c.get("user").id, c.req.valid("json").ids);
    return c.json({ success: true as const, data: { unread } });
  });

export default router;
