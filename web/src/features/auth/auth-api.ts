import type { AuthAnswer, SigninBody, SignupBody, UserAnswer } from "../../../../api/contract/account.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

export function signinRequest(body: SigninBody): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>("/api/signin", { method: "POST", body, fallbackError: copy.auth.signin.failed });
}

export function signupRequest(body: SignupBody): Promise<AuthAnswer> {
  return apiRequest<AuthAnswer>("/api/signup", { method: "POST", body, fallbackError: copy.auth.signup.failed });
}

export function fetchCurrentUser(): Promise<UserAnswer> {
  return apiRequest<UserAnswer>("/api/user", { auth: true, fallbackError: copy.errors.unknown });
}
