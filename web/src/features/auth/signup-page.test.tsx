import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SignupPage } from "./signup-page.tsx";

const text = copy.auth.signup;

async function fillIn(user: ReturnType<typeof renderPage>["user"]) {
  await user.type(screen.getByLabelText(copy.auth.name), "Ada Lovelace");
  await user.type(screen.getByLabelText(copy.auth.email), "ada@example.com");
  await user.type(screen.getByLabelText(copy.auth.password), "correct horse");
}

describe("SignupPage", () => {
  beforeEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("requires name, e-mail and password", () => {
    renderPage("/signup", <SignupPage />);

    expect(screen.getByLabelText(copy.auth.name)).toBeRequired();
    expect(screen.getByLabelText(copy.auth.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(copy.auth.email)).toBeRequired();
    expect(screen.getByLabelText(copy.auth.password)).toBeRequired();
  });

  it("disables the button and shows the busy text while signing up, then goes to /dashboard", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user, router } = renderPage("/signup", <SignupPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(screen.getByRole("button", { name: text.submitting })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/signup");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "correct horse",
    });
    answer.resolve(jsonResponse(201, { success: true, token: "new-token", ...makeUser() }));
    expect(await screen.findByText("Navigated away")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(useAuthStore.getState().status).toBe("authenticated");
  });

  it("shows the server's error when the e-mail is taken", async () => {
    mockFetch(() => jsonResponse(409, { success: false, error: messages.emailTaken }));
    const { user } = renderPage("/signup", <SignupPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(messages.emailTaken);
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("falls back to 'Failed to sign up' when the server cannot be reached", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user } = renderPage("/signup", <SignupPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.failed);
  });
});
