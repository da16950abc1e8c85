import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { initSuperadmin } from "../../services/admin/superadmin.ts";

const statusByReason = { "not-configured": 412, exists: 409, "email-taken": 409 } as const;

const router = createRouter().post("/admin/init-superadmin", async (c) => {
  const { env, db } = c.get("deps");
  const result = await initSuperadmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (!result.ok) fail(statusByReason[result.reason], result.error);
  return c.json({ success: true as const, message: messages.superadminCreated }, 201);
});

export default router;
