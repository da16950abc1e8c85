import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { createFakeSocket, makeUser, renderPage } from "../test-utils.tsx";
import { Header } from "./header.tsx";

const socket = vi.hoisted(() => ({ reconnect: vi.fn() }));
vi.mock("../lib/socket-client.ts", () => ({ getSocket: createFakeSocket, reconnectSocket: socket.reconnect }));

describe("Header", () => {
  beforeEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("offers Sign In and Sign Up to visitors", () => {
    renderPage("/", <Header />);

    const nav = screen.getByRole("navigation", { name: copy.nav.label });
    expect(within(nav).getByRole("link", { name: copy.nav.signIn })).toHaveAttribute("href", "/signin");
    expect(within(nav).getByRole("link", { name: copy.nav.signUp })).toHaveAttribute("href", "/signup");
    expect(within(nav).queryByRole("button", { name: copy.nav.signOut })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.nav.home })).toHaveAttribute("href", "/");
  });

  it("offers Dashboard and Sign Out when signed in, and signing out leaves for /", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });
    const { user, router } = renderPage("/features", <Header />);

    const nav = screen.getByRole("navigation", { name: copy.nav.label });
    expect(within(nav).getByRole("link", { name: copy.nav.dashboard })).toHaveAttribute("href", "/dashboard");
    expect(within(nav).queryByRole("link", { name: copy.nav.signIn })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole("button", { name: copy.nav.signOut }));

    expect(useAuthStore.getState().status).toBe("none");
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens and closes the menu with a button that reports its state", async () => {
    const { user } = renderPage("/", <Header />);
    const menu = screen.getByRole("button", { name: copy.nav.menu });
    const nav = screen.getByRole("navigation", { name: copy.nav.label });
    expect(menu).toHaveAttribute("aria-controls", nav.id);
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(nav).toHaveAttribute("data-open", "true");

    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });

  it("shows the notification bell only when signed in, and reconnects the socket when the session changes", async () => {
    socket.reconnect.mockClear();
    renderPage("/", <Header />);
    expect(screen.queryByRole("button", { name: copy.forum.notifications.label(0) })).not.toBeInTheDocument();
    expect(socket.reconnect).not.toHaveBeenCalled();

    act(() => useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() }));

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
