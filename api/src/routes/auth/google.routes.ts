import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { issueToken } from "../../services/auth/session.ts";
import { rememberDevice } from "./signin-throttle.ts";

// Once Google is configured both ends are browser navigations, so a failure goes back to the sign-in page with
// its reason instead of leaving the visitor on a JSON answer.
const toSignin = (error: string) => `/signin?error=${encodeURIComponent(error)}`;

const router = createRouter()
  .get(
    "/auth/google",
    // Every start stores a pending state row: keep one address from filling the table.
    rateLimitByIp("google", 30, 60_000, messages.tooManyRequests),
    async (c) => {
      const { google, db } = c.get("deps");
      if (!google) fail(404, messages.googleNotConfigured);
      const started = await google.start(db);
      return c.redirect(started.ok ? started.url.href : toSignin(started.error));
    },
  )
  .get("/auth/google/callback", async (c) => {
    const { google } = c.get("deps");
    if (!google) return c.redirect(toSignin(messages.googleNotConfigured));
    const finished = await google.finish(c.get("deps"), new URL(c.req.url).searchParams);
    if (!finished.ok) return c.redirect(toSignin(finished.error));
    // A linked account's password sign-ins from this browser then skip the queue guessers may have filled.
    await rememberDevice(c, finished.user.email);
    return c.redirect(`/?token=${await issueToken(c.get("deps"), finished.user)}`);
  });

export default router;
