import { flagParams, flagsQuery, resolveFlagBody } from "../../../contract/admin-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { listFlags } from "../../services/admin/flag-views.ts";
import { resolveFlag } from "../../services/admin/flags.ts";

const router = createRouter()
  .get("/admin/flags", requireSuperadmin, validate("query", flagsQuery), async (c) => {
    return c.json(await listFlags(c.get("deps").db, c.req.valid("query")));
  })
  .post(
    "/admin/flags/:id/resolve",
    requireSuperadmin,
    validate("param", flagParams),
    validate("json", resolveFlagBody),
    async (c) => {
      const resolved = await resolveFlag(
        c.get("deps"),
        c.get("user"),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      if (!resolved.ok) fail(resolved.status, resolved.error);
      return c.json({ success: true as const, data: resolved.value });
    },
  );

export default router;
