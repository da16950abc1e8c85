import type { Env } from "../../env.ts";
import type { GoogleSignIn } from "./google-sign-in.ts";

export function createGoogleSignIn(env: Env): GoogleSignIn | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return null;
}
