import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";

const router = createRouter().get("/auth/google", (c) => {
  if (!c.var.deps.google) fail(404, messages.googleNotConfigured);
  return c.redirect("/signin");
});

export default router;
