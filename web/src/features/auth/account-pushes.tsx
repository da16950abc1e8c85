import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/toast-store.ts";
import { paths } from "../../lib/paths.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useAuthStore } from "./auth-store.ts";

/** What the sign-in page is handed when the server signed the person out, to say why. */
export interface SigninNotice {
  notice: string;
}

/**
 * A superadmin's change to this person's account, pushed to every tab they have open: a suspension signs them out
 * at once and says why on the sign-in page; a new role takes effect on every page without a reload. Renders nothing.
 */
export function AccountPushes() {
  const navigate = useNavigate();
  useSocketEvent("user:suspended", ({ message }) => {
    useAuthStore.getState().logout();
    showToast("error", message);
    navigate(paths.signin, { replace: true, state: { notice: message } satisfies SigninNotice });
  });
  useSocketEvent("user:role", ({ role }) => useAuthStore.getState().updateUser({ role }));
  return null;
}
