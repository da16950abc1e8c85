import { contactBody } from "../../../contract/account.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { receiveContactMessage } from "../../services/contact/contact.ts";

const router = createRouter().post(
  "/contact",
  // Each message may become an e-mail: keep the form from being used to flood the team's inbox.
  rateLimitByIp("contact", 10, 60 * 60_000, messages.tooManyRequests),
  validate("json", contactBody),
  async (c) => {
    const { db, mailer, env } = c.get("deps");
    const to = env.CONTACT_TO ?? env.ADMIN_EMAIL;
    await receiveContactMessage(db, mailer && to ? { mailer, to } : null, c.req.valid("json"));
    return c.json({ success: true as const, message: messages.contactReceived }, 201);
  },
);

export default router;
