import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { deferred, jsonResponse, mockFetch, renderPage } from "../../test-utils.tsx";
import { AdminSetupPage } from "./admin-setup-page.tsx";

const text = copy.adminSetup;

describe("AdminSetupPage", () => {
  it("explains that setup runs once and needs the admin settings in the server environment", () => {
    renderPage("/admin-setup", <AdminSetupPage />);

    expect(screen.getByText(text.onceOnly)).toBeInTheDocument();
    expect(screen.getByText(text.environment)).toBeInTheDocument();
  });

  it("posts without a body, shows the busy state, then the server's message, and goes to /signin after 3 seconds", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user, router } = renderPage("/admin-setup", <AdminSetupPage />);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(screen.getByRole("button", { name: text.submitting })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/admin/init-superadmin");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");

    // The redirect timer starts once the answer is shown; from here on time is fake only, since a clock that also
    // followed real time would let a slow machine reach the 3 s mark before the test looks.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      answer.resolve(jsonResponse(200, { success: true, message: messages.superadminCreated }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(messages.superadminCreated)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.submit })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe("/admin-setup");
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("shows the server's error when setup was already done", async () => {
    mockFetch(() => jsonResponse(409, { success: false, error: messages.superadminExists }));
    const { user } = renderPage("/admin-setup", <AdminSetupPage />);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(messages.superadminExists);
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("falls back to 'Failed to initialize superadmin.' without a server reason", async () => {
    mockFetch(() => new Response("", { status: 500 }));
    const { user } = renderPage("/admin-setup", <AdminSetupPage />);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.failed);
  });

  it("reports a network failure", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user } = renderPage("/admin-setup", <AdminSetupPage />);

    await user.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(text.network);
  });
});
