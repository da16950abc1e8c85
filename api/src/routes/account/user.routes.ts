import { updatePasswordBody, updatePreferencesBody, updateUserBody } from "../../../contract/account.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser, requireUserDuringReset } from "../../middlewares/require-user.ts";
import { changePassword } from "../../services/account/password.ts";
import { updateName, updatePreferences } from "../../services/account/profile.ts";
import { toPublicUser } from "../../services/account/users.ts";
import { issueToken } from "../../services/auth/session.ts";

const router = createRouter()
  .use("/update-preferences", requireUser)
  .get("/user", requireUserDuringReset, (c) => c.json({ success: true as const, ...toPublicUser(c.get("user")) }))
  .put("/user", requireUser, validate("json", updateUserBody), async (c) => {
    const user = await updateName(c.get("deps").db, c.get("user").id, c.req.valid("json"));
    return c.json({ success: true as const, ...toPublicUser(user) });
  })
  .put("/update-password", requireUserDuringReset, validate("json", updatePasswordBody), async (c) => {
    const result = await changePassword(c.get("deps"), c.get("user"), c.req.valid("json"));
    if (!result.ok) fail(400, result.error);
    // The change voided every older token, this caller's included: hand it the one that still works.
    const token = await issueToken(c.get("deps"), result.user);
    return c.json({ success: true as const, message: messages.passwordUpdated, token });
  })
  .put("/update-preferences", validate("json", updatePreferencesBody), async (c) => {
    const user = await updatePreferences(c.get("deps").db, c.get("user").id, c.req.valid("json"));
    return c.json({
      success: true as const,
      emailNotifications: user.emailNotifications,
      defaultPlatform: user.defaultPlatform,
      excelVersion: user.excelVersion,
      passwordNeedsReset: user.passwordNeedsReset,
    });
  });

export default router;
