import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { saveToken } from "../../lib/session-token.ts";
import { createFakeSocket, jsonResponse, makeUser, mockFetch, renderPage, renderRoutes } from "../../test-utils.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SigninPage } from "./signin-page.tsx";
import { useAccountPushes } from "./use-account-pushes.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const suspended = messages.accountSuspended;

function LayoutWithPushes() {
  useAccountPushes();
  return <Outlet />;
}

/** What a reload leaves: an empty store that the app's start fills from the browser. */
async function reload() {
  cleanup();
  useAuthStore.setState({ status: "loading", token: null, user: null, notice: null });
  await useAuthStore.getState().init();
  return renderPage("/signin", <SigninPage />);
}

const notice = () => screen.queryByRole("alert");
const dismiss = () => screen.getByRole("button", { name: copy.auth.signin.dismissNotice });

describe("the notice of a session the server ended", () => {
  beforeEach(() => {
    fake.reset();
    useAuthStore.setState({ status: "none", token: null, user: null, notice: null });
  });

  it("a live suspension's notice is still on the sign-in page after a reload", async () => {
    saveToken("token-1");
    useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
    renderRoutes([{
      element: <LayoutWithPushes />,
      children: [{ path: "/", element: <p>Some page</p> }, { path: "/signin", element: <SigninPage /> }],
    }], "/");
    await waitFor(() => expect(fake.listenerCount("user:suspended")).toBe(1));
    act(() => fake.serverPush("user:suspended", { message: suspended }));
    expect(await screen.findByRole("alert")).toHaveTextContent(suspended);

    await reload();

    expect(notice()).toHaveTextContent(suspended);
    expect(dismiss()).toBeInTheDocument();
  });

  it("is gone once dismissed, for good", async () => {
    useAuthStore.getState().logout(suspended);
    const { user } = await reload();

    await user.click(dismiss());

    expect(notice()).toBeNull();
    await reload();
    expect(notice()).toBeNull();
  });

  it("gives way to the server's answer when the person tries to sign in again", async () => {
    useAuthStore.getState().logout(suspended);
    mockFetch(() => jsonResponse(200, { success: true, token: "new-token", ...makeUser() }));
    const { user } = await reload();
    expect(notice()).toHaveTextContent(suspended);

    await user.type(screen.getByLabelText(copy.auth.email), "ada@example.com");
    await user.type(screen.getByLabelText(copy.auth.password), "correct horse");
    await user.click(screen.getByRole("button", { name: copy.auth.signin.submit }));
    await screen.findByText("Navigated away");

    expect(useAuthStore.getState().notice).toBeNull();
    useAuthStore.getState().logout();
    await reload();
    expect(notice()).toBeNull();
  });

  it("is let go once Google's sign-in comes back with a session", async () => {
    useAuthStore.getState().logout(suspended);
    await reload();
    expect(notice()).toHaveTextContent(suspended);

    mockFetch(() => jsonResponse(200, { success: true, ...makeUser() }));
    history.replaceState(null, "", "/dashboard?token=google-token");
    await useAuthStore.getState().init();
    history.replaceState(null, "", "/");

    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", notice: null });
    useAuthStore.getState().logout();
    await reload();
    expect(notice()).toBeNull();
  });

  it("is kept for a session the server ended, not for a sign-out the person chose", async () => {
    useAuthStore.getState().logout();
    await reload();
    expect(notice()).toBeNull();

    useAuthStore.getState().logout(suspended);
    await reload();
    expect(notice()).toHaveTextContent(suspended);
  });
});
