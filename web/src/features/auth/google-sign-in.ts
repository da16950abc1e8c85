import { paths } from "../../lib/paths.ts";

/** Google sign-in is a full-page round trip through the server, which lands back on `/?token=` or `/signin?error=`. */
export function startGoogleSignIn(): void {
  globalThis.location.assign(paths.googleSignin);
}
