import { signinBody, signupBody } from "../../../contract/account.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp, tooMany } from "../../middlewares/rate-limit.ts";
import { signIn } from "../../services/account/sign-in.ts";
import { signUp } from "../../services/account/sign-up.ts";
import { toPublicUser } from "../../services/account/users.ts";
import { issueToken } from "../../services/auth/session.ts";

const minute = 60_000;
const failedSigninsPerEmail = { limit: 10, windowMs: 15 * minute };

const router = createRouter()
  .post(
    "/signup",
    rateLimitByIp("signup", 20, 60 * minute, messages.tooManySignups),
    validate("json", signupBody),
    async (c) => {
      const user = await signUp(c.var.deps, c.req.valid("json"));
      if (!user) fail(409, messages.emailTaken);
      return c.json({ success: true as const, token: await issueToken(c.var.deps, user), ...toPublicUser(user) }, 201);
    },
  )
  .post(
    "/signin",
    rateLimitByIp("signin", 30, minute, messages.tooManySignins),
    validate("json", signinBody),
    async (c) => {
      const input = c.req.valid("json");
      const { limiter, db } = c.var.deps;
      // Attempts are counted per e-mail across all addresses, so spreading guesses over many IPs does not help.
      // Counting before the (slow) password check means parallel guesses cannot all slip past the limit; a
      // success then forgets the count, so only failures add up.
      const failuresKey = `signin-failures:${input.email}`;
      const attempt = await limiter.hit(failuresKey, failedSigninsPerEmail.limit, failedSigninsPerEmail.windowMs);
      if (!attempt.allowed) tooMany(attempt.retryAfterMs, messages.tooManySignins);
      const user = await signIn(db, input);
      if (!user) fail(401, messages.invalidCredentials);
      await limiter.reset(failuresKey);
      if (user.blocked) fail(403, messages.accountSuspended);
      return c.json({ success: true as const, token: await issueToken(c.var.deps, user), ...toPublicUser(user) });
    },
  );

export default router;
