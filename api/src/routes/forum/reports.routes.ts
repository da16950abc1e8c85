import { reportBody, reportPostParams, reportTopicParams } from "../../../contract/report-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { reportItem } from "../../services/forum/reports.ts";

/** Any signed-in member reports someone else's reply or topic to the moderators, once. */
const router = createRouter()
  .post(
    "/forum/posts/:postId/report",
    requireUser,
    validate("param", reportPostParams),
    validate("json", reportBody),
    async (c) => {
      const target = { kind: "post" as const, id: c.req.valid("param").postId };
      const reported = await reportItem(c.get("deps"), c.get("user"), target, c.req.valid("json"));
      if (!reported.ok) fail(reported.status, reported.error);
      return c.json({ success: true as const, data: reported.value }, 201);
    },
  )
  .post(
    "/forum/topics/:id/report",
    requireUser,
    validate("param", reportTopicParams),
    validate("json", reportBody),
    async (c) => {
      const target = { kind: "topic" as const, id: c.req.valid("param").id };
      const reported = await reportItem(c.get("deps"), c.get("user"), target, c.req.valid("json"));
      if (!reported.ok) fail(reported.status, reported.error);
      return c.json({ success: true as const, data: reported.value }, 201);
    },
  );

export default router;
