import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { ThemeToggle } from "../components/theme-toggle.tsx";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { paths } from "../lib/paths.ts";

const navId = "site-nav";

// Most tools sit behind sign-in, so visitors see only the open ones: a link to any other would only lead them to the
// sign-in form, which sends them on to the dashboard rather than to the tool.
const toolLinks = [
  { to: paths.home, label: copy.nav.formula, open: false },
  { to: paths.formulaExplainer, label: copy.nav.explainer, open: true },
  { to: paths.vbaGenerator, label: copy.nav.vba, open: false },
  { to: paths.dataAnalyzer, label: copy.nav.dataAnalyzer, open: false },
  { to: paths.chartGenerator, label: copy.nav.chartGenerator, open: false },
];

const focusableSelector = "a[href], button:not([disabled])";

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
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation, by a link in it or from elsewhere, closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The socket's identity is fixed at its handshake, so signing in or out opens it again as the new user.
  const handshakeToken = useRef(token);
  useEffect(() => {
    if (handshakeToken.current === token) return;
    handshakeToken.current = token;
    void import("../lib/socket-client.ts").then((socket) => socket.reconnectSocket());
  }, [token]);

  const signOut = () => {
    logout();
    navigate(paths.home);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const button = menuButton.current;
    // A menu left open while the window widened to the desktop layout has no button to cycle back to.
    if (!menuOpen || !button || getComputedStyle(button).display === "none") return;
    if (event.key === "Escape") {
      setMenuOpenAt(null);
      button.focus();
      return;
    }
    if (event.key !== "Tab") return;
    // The open menu covers the page, so Tab cycles through the button and the menu's items only.
    const cycle = [button, ...(nav.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
    const edge = event.shiftKey ? cycle[0] : cycle[cycle.length - 1];
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? cycle[cycle.length - 1] : cycle[0]).focus();
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header-inner">
        <Link to={paths.home} className="brand" aria-label={copy.nav.home}>
          <BrandMark />
          <span>{copy.brand}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="menu-label">{copy.nav.menu}</span>
        </button>
        <nav ref={nav} id={navId} className="site-nav" aria-label={copy.nav.label} data-open={menuOpen}>
          <ul className="site-nav-pages">
            {toolLinks.filter((link) => link.open || status === "authenticated").map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* Not `end`: a topic or the new-topic form is still the Forum. */}
              <NavLink to={paths.forum} className="nav-link">
                {copy.nav.forum}
              </NavLink>
            </li>
          </ul>
          {status === "authenticated" && (
            <ul className="site-nav-account">
              <li>
                <NavLink to={paths.dashboard} className="nav-link">
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
            <ul className="site-nav-account">
              <li>
                <NavLink to={paths.signin} className="nav-link">
                  {copy.nav.signIn}
                </NavLink>
              </li>
              <li>
                <Link to={paths.signup} className="button button-primary">
                  {copy.nav.signUp}
                </Link>
              </li>
            </ul>
          )}
        </nav>
        <ThemeToggle compact />
        {status === "authenticated" && !resetPending && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
      </div>
    </header>
  );
}
