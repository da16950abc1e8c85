import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { deferred, jsonResponse, mockFetch, renderPage } from "../../test-utils.tsx";
import { ContactPage } from "./contact-page.tsx";

const text = copy.contact;

async function fillIn(user: ReturnType<typeof renderPage>["user"]) {
  await user.type(screen.getByLabelText(text.name), "Grace Hopper");
  await user.type(screen.getByLabelText(text.email), "grace@example.com");
  await user.type(screen.getByLabelText(text.message), "How do I sum a column?");
}

describe("ContactPage", () => {
  it("requires every field and checks the e-mail format", () => {
    renderPage("/contact", <ContactPage />);

    expect(screen.getByLabelText(text.name)).toBeRequired();
    expect(screen.getByLabelText(text.email)).toBeRequired();
    expect(screen.getByLabelText(text.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(text.message)).toBeRequired();
  });

  it("shows 'Sending...' on a disabled button, then the thank-you texts", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = renderPage("/contact", <ContactPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(screen.getByRole("button", { name: text.submitting })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "How do I sum a column?",
    });
    answer.resolve(jsonResponse(200, { success: true, message: messages.contactReceived }));
    expect(await screen.findByRole("heading", { name: text.thanks })).toBeInTheDocument();
    expect(screen.getByText(text.followUp)).toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    mockFetch(() => jsonResponse(400, { success: false, error: messages.messageRequired }));
    const { user } = renderPage("/contact", <ContactPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(messages.messageRequired);
    expect(screen.getByLabelText(text.name)).toHaveValue("Grace Hopper");
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("says 'Failed to send message.' when the server fails without a reason", async () => {
    mockFetch(() => jsonResponse(500, { success: false }));
    const { user } = renderPage("/contact", <ContactPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.failed);
  });

  it("reports an unexpected error when the request itself fails", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user } = renderPage("/contact", <ContactPage />);
    await fillIn(user);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.unexpected);
  });
});
