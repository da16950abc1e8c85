import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "./auth-store.ts";
import * as googleSignIn from "./google-sign-in.ts";
import { SigninPage } from "./signin-page.tsx";

const text = copy.auth.signin;

async function fillIn(user: ReturnType<typeof renderPage>["user"]) {
  await user.type(screen.getByLabelText(copy.auth.email), "ada@example.com");
  await user.type(screen.getByLabelText(copy.auth.password), "correct horse");
}

describe("SigninPage", () => {
  beforeEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("uses an email-typed, required field and a required password field", () => {
    renderPage("/signin", <SigninPage />);

    expect(screen.getByLabelText(copy.auth.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(copy.auth.email)).toBeRequired();
    expect(screen.getByLabelText(copy.auth.password)).toBeRequired();
  });

  it("disables the button and shows the busy text while signing in, then goes to /dashboard", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { user, router } = renderPage("/signin", <SigninPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    const busy = screen.getByRole("button", { name: text.submitting });
    expect(busy).toBeDisabled();
    answer.resolve(jsonResponse(200, { success: true, token: "new-token", ...makeUser() }));
    expect(await screen.findByText("Navigated away")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(localStorage.getItem(storageKeys.token)).toBe("new-token");
  });

  it("shows the server's error and enables the form again when sign-in fails", async () => {
    mockFetch(() => jsonResponse(401, { success: false, error: messages.invalidCredentials }));
    const { user, router } = renderPage("/signin", <SigninPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidCredentials);
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/signin");
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  });

  it("falls back to 'Failed to sign in' when the server gives no reason", async () => {
    mockFetch(() => new Response("Bad gateway", { status: 502 }));
    const { user } = renderPage("/signin", <SigninPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.failed);
  });

  it("shows the error a failed Google sign-in sent back in the address", () => {
    renderPage("/signin", <SigninPage />, {
      initialEntry: `/signin?error=${encodeURIComponent(messages.googleFailed)}`,
    });

    expect(screen.getByRole("alert")).toHaveTextContent(messages.googleFailed);
  });

  it("starts Google sign-in from its button", async () => {
    const start = vi.spyOn(googleSignIn, "startGoogleSignIn").mockImplementation(() => {});
    const { user } = renderPage("/signin", <SigninPage />);

    await user.click(screen.getByRole("button", { name: text.google }));

    expect(start).toHaveBeenCalledOnce();
  });

  it("links to sign-up", () => {
    renderPage("/signin", <SigninPage />);

    const main = screen.getByRole("region", { name: text.title });
    expect(within(main).getByRole("link", { name: text.switchLink })).toHaveAttribute("href", "/signup");
  });
});
