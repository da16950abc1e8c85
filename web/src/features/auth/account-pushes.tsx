import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/toast-store.ts";
import { paths } from "../../lib/paths.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useAuthStore } from "./auth-store.ts";

/**
 * A superadmin's change to this person's account, pushed to every tab they have open: a suspension signs them out
 * at once and says why on the sign-in page; a new role takes effect on every page without a reload. Renders nothing.
 */
export function AccountPushes() {
  const navigate = useNavigate();
  useSocketEvent("user:suspended", ({ message }) => {
    // The reason rides in the store: a protected page's guard may be the one that takes them to /signin.
    useAuthStore.getState().logout(message);
    showToast("error", message);
    navigate(paths.signin, { replace: true });
  });
  useSocketEvent("user:role", ({ role }) => useAuthStore.getState().updateUser({ role }));
  return null;
}
