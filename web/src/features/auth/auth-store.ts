import { create } from "zustand";
import type { AuthAnswer, PublicUser, SigninBody, SignupBody, UserAnswer } from "../../../../api/contract/account.ts";
import { clearToken, readToken, saveToken } from "../../lib/session-token.ts";
import { fetchCurrentUser, signinRequest, signupRequest } from "./auth-api.ts";
import { keepNotice, readKeptNotice } from "./kept-notice.ts";

export type AuthStatus = "loading" | "authenticated" | "none";

interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: PublicUser | null;
  /**
   * Why the person was signed out by the server (a suspension), for the sign-in page to say. Kept in the browser so
   * a reload does not lose it; cleared when dismissed or when someone tries to sign in or up.
   */
  notice: string | null;
  /**
   * Reads the token handed over by Google sign-in (or kept from an earlier visit) and loads its user; brings back a
   * notice not yet dismissed.
   */
  init: () => Promise<void>;
  /** Rejects with the ApiError to show; the store is already cleared by then. */
  signin: (body: SigninBody) => Promise<void>;
  signup: (body: SignupBody) => Promise<void>;
  logout: (notice?: string) => void;
  dismissNotice: () => void;
  /** For account changes: the server answers with the updated user, and with a new token after a password change. */
  updateUser: (changes: Partial<PublicUser>) => void;
  replaceToken: (token: string) => void;
}

function toPublicUser(answer: UserAnswer | AuthAnswer): PublicUser {
  const { id, name, email, role, blocked, apiCalls, emailNotifications, defaultPlatform, excelVersion } = answer;
  return {
    id,
    name,
    email,
    role,
    blocked,
    apiCalls,
    emailNotifications,
    defaultPlatform,
    excelVersion,
    passwordNeedsReset: answer.passwordNeedsReset,
  };
}

/** Takes `?token=` off the address (keeping every other parameter) so it never lingers in history or bookmarks. */
function takeTokenFromAddress(): string | null {
  const url = new URL(globalThis.location.href);
  const token = url.searchParams.get("token");
  if (token === null) return null;
  url.searchParams.delete("token");
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

export const useAuthStore = create<AuthState>()((set, get) => {
  async function authenticate(request: Promise<AuthAnswer>): Promise<void> {
    // Trying again is the answer to the notice; the server's reply now says what is true (suspended still, or not).
    keepNotice(null);
    set({ status: "loading", notice: null });
    try {
      const answer = await request;
      saveToken(answer.token);
      set({ status: "authenticated", token: answer.token, user: toPublicUser(answer) });
    } catch (error) {
      clearToken();
      set({ status: "none", token: null, user: null });
      throw error;
    }
  }

  return {
    status: "loading",
    token: null,
    user: null,
    notice: null,

    init: async () => {
      set({ notice: readKeptNotice() });
      const fromAddress = takeTokenFromAddress();
      if (fromAddress) saveToken(fromAddress);
      const token = fromAddress ?? readToken();
      if (!token) {
        set({ status: "none", token: null, user: null });
        return;
      }
      set({ status: "loading", token });
      try {
        const user = toPublicUser(await fetchCurrentUser());
        // A sign-in that finished while the user was loading wins over this older token.
        if (get().token !== token) return;
        // Signed in (as after Google's redirect), the person has moved past why they were signed out.
        keepNotice(null);
        set({ status: "authenticated", user, notice: null });
      } catch {
        if (get().token !== token) return;
        clearToken();
        set({ status: "none", token: null, user: null });
      }
    },

    signin: (body) => authenticate(signinRequest(body)),
    signup: (body) => authenticate(signupRequest(body)),

    logout: (notice) => {
      clearToken();
      keepNotice(notice ?? null);
      set({ status: "none", token: null, user: null, notice: notice ?? null });
    },

    dismissNotice: () => {
      keepNotice(null);
      set({ notice: null });
    },

    updateUser: (changes) => {
      const user = get().user;
      if (user) set({ user: { ...user, ...changes } });
    },

    replaceToken: (token) => {
      saveToken(token);
      set({ token });
    },
  };
});
