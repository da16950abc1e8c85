import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { copy } from "../../copy.ts";
import { renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SigninPage } from "./signin-page.tsx";
import { SignupPage } from "./signup-page.tsx";

const text = copy.auth.productIntro;

describe("the introduction beside the sign-in and sign-up forms", () => {
  beforeEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it.each([
    ["/signin", SigninPage, copy.auth.signin.title],
    ["/signup", SignupPage, copy.auth.signup.title],
  ])("on %s says what Sheetsmith does, after the form, with an example and the open pages", (path, Page, title) => {
    renderPage(path, <Page />);

    const intro = screen.getByRole("complementary", { name: text.heading });
    const form = screen.getByRole("heading", { level: 1, name: title });
    // The form comes first in the page's order, so a phone shows it at the top and a screen reader reaches it first.
    expect(form.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(intro).getByText(`“${text.exampleRequest}”`)).toBeInTheDocument();
    expect(within(intro).getByText(text.exampleFormula).tagName).toBe("CODE");
    expect(within(intro).getByRole("link", { name: text.explainerLink })).toHaveAttribute("href", "/formula-explainer");
    expect(within(intro).getByRole("link", { name: text.forumLink })).toHaveAttribute("href", "/forum");
  });
});
