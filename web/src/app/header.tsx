import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { paths } from "../lib/paths.ts";

const navId = "site-nav";

// The bell pulls in the Socket.IO client; visitors, who never see it, do not download it with the first page.
const NotificationBell = lazy(() =>
  import("../features/forum/notification-bell.tsx").then((m) => ({ default: m.NotificationBell }))
);

function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M2 9h20M9 9v13M15.5 9v13" />
    </svg>
  );
}

export function Header() {
  const status = useAuthStore((state) => state.status);
  const token = useAuthStore((state) => state.token);
  // Until a forced password change is done the server refuses the inbox, so the bell waits for it.
  const resetPending = useAuthStore((state) => state.user?.passwordNeedsReset ?? false);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);

  // The socket's identity is fixed at its handshake, so signing in or out opens it again as the new user.
  const handshakeToken = useRef(token);
  useEffect(() => {
    if (handshakeToken.current === token) return;
    handshakeToken.current = token;
    void import("../lib/socket-client.ts").then((socket) => socket.reconnectSocket());
  }, [token]);

  const signOut = () => {
    closeMenu();
    logout();
    navigate(paths.home);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header-inner">
        <Link to={paths.home} className="brand" aria-label={copy.nav.home} onClick={closeMenu}>
          <BrandMark />
          <span>{copy.brand}</span>
        </Link>
        {status === "authenticated" && !resetPending && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-icon" aria-hidden="true" />
          {copy.nav.menu}
        </button>
        <nav id={navId} className="site-nav" aria-label={copy.nav.label} data-open={menuOpen}>
          {status === "authenticated" && (
            <ul>
              <li>
                <NavLink to={paths.dashboard} className="nav-link" onClick={closeMenu}>
                  {copy.nav.dashboard}
                </NavLink>
              </li>
              <li>
                <button type="button" className="button button-secondary" onClick={signOut}>
                  {copy.nav.signOut}
                </button>
              </li>
            </ul>
          )}
          {status === "none" && (
            <ul>
              <li>
                <NavLink to={paths.signin} className="nav-link" onClick={closeMenu}>
                  {copy.nav.signIn}
                </NavLink>
              </li>
              <li>
                <Link to={paths.signup} className="button button-primary" onClick={closeMenu}>
                  {copy.nav.signUp}
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
