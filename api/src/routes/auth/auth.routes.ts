import { signinBody, signupBody } from "../../../contract/account.ts";
import { messages } from "../../../contract/messages.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { rateLimitByIp } from "../../middlewares/rate-limit.ts";
import { signIn } from "../../services/account/sign-in.ts";
import { signUp } from "../../services/account/sign-up.ts";
import { toPublicUser } from "../../services/account/users.ts";
import { issueToken } from "../../services/auth/session.ts";
import { admitSignin, rememberDevice } from "./signin-throttle.ts";

const minute = 60_000;

const router = createRouter()
  .post(
    "/signup",
    rateLimitByIp("signup", 20, 60 * minute, messages.tooManySignups),
    validate("json", signupBody),
    async (c) => {
      const user = await signUp(c.get("deps"), c.req.valid("json"));
      if (!user) fail(409, messages.emailTaken);
      await rememberDevice(c, user.email);
      return c.json(
        { success: true as const, token: await issueToken(c.get("deps"), user), ...toPublicUser(user) },
        201,
      );
    },
  )
  .post(
    "/signin",
    rateLimitByIp("signin", 30, minute, messages.tooManySignins),
    validate("json", signinBody),
    async (c) => {
      const input = c.req.valid("json");
      const attempt = await admitSignin(c, input.email);
      const user = await signIn(c.get("deps").db, input);
      if (!user) {
        await attempt.failed();
        fail(401, messages.invalidCredentials);
      }
      await attempt.succeeded();
      if (user.blocked) fail(403, messages.accountSuspended);
      await rememberDevice(c, input.email);
      return c.json({ success: true as const, token: await issueToken(c.get("deps"), user), ...toPublicUser(user) });
    },
  );

export default router;
