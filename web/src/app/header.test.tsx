import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { makeUser, renderPage } from "../test-utils.tsx";
import { Header } from "./header.tsx";

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
});
