import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { createFakeSocket, jsonResponse, makeUser, mockFetch, renderPage, renderRoutes } from "../test-utils.tsx";
import { Header } from "./header.tsx";

const socket = vi.hoisted(() => ({ reconnect: vi.fn() }));
vi.mock("../lib/socket-client.ts", () => ({ getSocket: createFakeSocket, reconnectSocket: socket.reconnect }));

/** The header on every route, as the layout puts it, so a test can navigate and still look at it. */
function renderHeaderAt(path: string) {
  return renderRoutes([{ path: "*", element: <Header /> }], path);
}

const signIn = () => useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });

const mainNav = () => screen.getByRole("navigation", { name: copy.nav.label });
const menuButton = () => screen.getByRole("button", { name: copy.nav.menu });

describe("Header", () => {
  beforeEach(() => {
    useAuthStore.setState({ status: "none", token: null, user: null });
    // The signed-in header's bell asks for the inbox.
    mockFetch(() => jsonResponse(200, { success: true, data: { notifications: [], unread: 0 } }));
  });

  it("offers visitors the open Explainer, the Forum, Sign In and Sign Up, and not the tools that need an account", () => {
    renderPage("/", <Header />);

    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [copy.nav.explainer, "/formula-explainer"],
      [copy.nav.forum, "/forum"],
      [copy.nav.signIn, "/signin"],
      [copy.nav.signUp, "/signup"],
    ]);
    expect(within(mainNav()).queryByRole("button", { name: copy.nav.signOut })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.nav.home })).toHaveAttribute("href", "/");
  });

  it("offers the tools, the Forum, Dashboard and Sign Out when signed in, and signing out leaves for /", async () => {
    signIn();
    const { user, router } = renderPage("/features", <Header />);

    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [copy.nav.formula, "/"],
      [copy.nav.explainer, "/formula-explainer"],
      [copy.nav.vba, "/vba-generator"],
      [copy.nav.dataAnalyzer, "/data-analyzer"],
      [copy.nav.chartGenerator, "/chart-generator"],
      [copy.nav.forum, "/forum"],
      [copy.nav.dashboard, "/dashboard"],
    ]);

    await user.click(within(mainNav()).getByRole("button", { name: copy.nav.signOut }));

    expect(useAuthStore.getState().status).toBe("none");
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    ["/", copy.nav.formula],
    ["/formula-explainer", copy.nav.explainer],
    ["/vba-generator", copy.nav.vba],
    ["/data-analyzer", copy.nav.dataAnalyzer],
    ["/chart-generator", copy.nav.chartGenerator],
    ["/forum", copy.nav.forum],
    ["/forum/topic/topic-1", copy.nav.forum],
    ["/forum/new-topic", copy.nav.forum],
    ["/dashboard", copy.nav.dashboard],
  ])("marks %s as the current page on its link, %s, alone", (path, current) => {
    signIn();
    renderHeaderAt(path);

    const marked = within(mainNav()).getAllByRole("link").filter((link) => link.getAttribute("aria-current"));
    expect(marked.map((link) => [link.textContent, link.getAttribute("aria-current")])).toEqual([[current, "page"]]);
  });

  it("marks no link on a page the header does not list", () => {
    signIn();
    renderHeaderAt("/about");
    expect(within(mainNav()).getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toEqual([]);
  });

  it("opens and closes the menu with a button that reports its state", async () => {
    const { user } = renderHeaderAt("/");
    const menu = menuButton();
    expect(menu).toHaveAttribute("aria-controls", mainNav().id);
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(mainNav()).toHaveAttribute("data-open", "true");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(mainNav()).toHaveAttribute("data-open", "false");
  });

  it("closes the menu on Escape from inside it and gives focus back to the menu button", async () => {
    signIn();
    const { user } = renderHeaderAt("/");
    await user.click(menuButton());
    await user.tab();
    expect(within(mainNav()).getByRole("link", { name: copy.nav.formula })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes the menu when one of its links is followed, the current page's link included", async () => {
    signIn();
    const { user, router } = renderHeaderAt("/");

    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole("link", { name: copy.nav.forum }));
    expect(router.state.location.pathname).toBe("/forum");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole("link", { name: copy.nav.forum }));
    expect(router.state.location.pathname).toBe("/forum");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when the route changes from outside it (a notification, the back button)", async () => {
    const { user, router } = renderHeaderAt("/forum");
    await user.click(menuButton());

    await act(() => router.navigate("/forum/topic/topic-1"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/forum");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Tab and Shift+Tab inside the open menu, from its last item round to the menu button", async () => {
    signIn();
    const { user } = renderHeaderAt("/");
    await user.click(menuButton());
    const signOut = within(mainNav()).getByRole("button", { name: copy.nav.signOut });
    await screen.findByRole("button", { name: copy.forum.notifications.label(0) });

    for (let step = 0; step < 8; step++) await user.tab();
    expect(signOut).toHaveFocus();

    await user.tab();
    expect(menuButton()).toHaveFocus();

    await user.tab({ shift: true });
    expect(signOut).toHaveFocus();

    // Closed, the menu lets focus go on to the theme toggle and the bell after it.
    await user.keyboard("{Escape}");
    signOut.focus();
    await user.tab();
    expect(screen.getByRole("button", { name: copy.theme.switchToDark })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: copy.forum.notifications.label(0) })).toHaveFocus();
  });

  it("leaves Tab alone once the window widens to the layout without a menu button", async () => {
    const { user } = renderHeaderAt("/");
    await user.click(menuButton());
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = ".menu-button { display: none; }";
    try {
      within(mainNav()).getByRole("link", { name: copy.nav.signUp }).focus();

      await user.tab();

      expect(screen.getByRole("button", { name: copy.theme.switchToDark })).toHaveFocus();
    } finally {
      style.remove();
    }
  });

  it("shows the notification bell only when signed in, and reconnects the socket when the session changes", async () => {
    socket.reconnect.mockClear();
    renderPage("/", <Header />);
    expect(screen.queryByRole("button", { name: copy.forum.notifications.label(0) })).not.toBeInTheDocument();
    expect(socket.reconnect).not.toHaveBeenCalled();

    act(() => signIn());

    expect(await screen.findByRole("button", { name: copy.forum.notifications.label(0) })).toBeInTheDocument();
    await waitFor(() => expect(socket.reconnect).toHaveBeenCalledTimes(1));
  });

  it("keeps the bell away while a password change is forced (the server refuses the inbox until then)", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ passwordNeedsReset: true }) });
    renderPage("/dashboard", <Header />);
    expect(screen.getByRole("button", { name: copy.nav.signOut })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.forum.notifications.label(0) })).not.toBeInTheDocument();

    act(() => useAuthStore.getState().updateUser({ passwordNeedsReset: false }));
    expect(await screen.findByRole("button", { name: copy.forum.notifications.label(0) })).toBeInTheDocument();
  });
});
