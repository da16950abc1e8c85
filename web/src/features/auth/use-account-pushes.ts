import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import type { Role } from "../../../../api/contract/account.ts";
import { showToast } from "../../components/toast-store.ts";
import { paths } from "../../lib/paths.ts";
import { useAuthStore } from "./auth-store.ts";

/**
 * A superadmin's change to the signed-in person's account, pushed to every tab they have open: a suspension signs
 * them out at once and says why on the sign-in page; a new role takes effect on every page without a reload.
 * Mounted once, in the layout.
 */
export function useAccountPushes(): void {
  const signedIn = useAuthStore((state) => state.status === "authenticated");
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const signOut = (notice: string) => {
      // The reason rides in the store: a protected page's guard may be the one that takes them to /signin.
      useAuthStore.getState().logout(notice);
      showToast("error", notice);
      navigate(paths.signin, { replace: true });
    };
    const onSuspended = ({ message }: { message: string }) => signOut(message);
    const onRole = ({ role }: { role: Role }) => useAuthStore.getState().updateUser({ role });

    let stopped = false;
    let stopListening = () => {};
    // The socket's code (and the server's words) load apart, as visitors never need them. The listeners are on
    // within a tick of that code arriving, before any page's socket can have shaken hands, so no push is missed.
    void Promise.all([
      import("../../lib/socket-client.ts"),
      import("../../../../api/contract/messages.ts"),
    ]).then(([{ getSocket }, { messages }]) => {
      if (stopped) return;
      // Pushed while the tab slept, a suspension is lost; the server then refuses the token at the next handshake.
      const sessionOver: string[] = [messages.tokenInvalid, messages.accountSuspended];
      const onRefused = (error: Error) => {
        if (sessionOver.includes(error.message)) signOut(error.message);
      };
      const socket = getSocket();
      // The server cuts the sockets of a token a password change voided. Knocking again with the token this
      // browser holds now keeps a tab whose browser made the change (it has the new one), and signs out the rest.
      const onCut = (reason: string) => {
        const stillSignedIn = useAuthStore.getState().status === "authenticated";
        if (reason === "io server disconnect" && stillSignedIn && !socket.active) socket.connect();
      };
      socket.on("user:suspended", onSuspended);
      socket.on("user:role", onRole);
      socket.on("connect_error", onRefused);
      socket.on("disconnect", onCut);
      stopListening = () => {
        socket.off("user:suspended", onSuspended);
        socket.off("user:role", onRole);
        socket.off("connect_error", onRefused);
        socket.off("disconnect", onCut);
      };
      // A socket the server cut does not come back by itself: knock once, so a void token is refused and heard.
      if (!socket.active) socket.connect();
    });
    return () => {
      stopped = true;
      stopListening();
    };
  }, [signedIn, navigate]);
}
