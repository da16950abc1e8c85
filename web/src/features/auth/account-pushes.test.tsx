import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { readToken, saveToken } from "../../lib/session-token.ts";
import { createFakeSocket, makeUser, renderRoutes } from "../../test-utils.tsx";
import { Outlet } from "react-router-dom";
import { RequireAuth } from "../../app/guards.tsx";
import { AccountPushes } from "./account-pushes.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SigninPage } from "./signin-page.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

beforeEach(() => {
  saveToken("token-1");
  useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser({ role: "moderator" }) });
  useToastStore.setState({ toasts: [] });
  fake.reset();
});

// The page is a protected one, as the generators are: its guard must not win the race to /signin and drop the reason.
const renderWithPushes = () =>
  renderRoutes([
    {
      element: (
        <>
          <AccountPushes />
          <Outlet />
        </>
      ),
      children: [
        { element: <RequireAuth />, children: [{ path: "/", element: <p>Some page</p> }] },
        { path: "/signin", element: <SigninPage /> },
      ],
    },
  ], "/");

describe("account pushes", () => {
  it("user:suspended signs the person out at once and says why on the sign-in page", async () => {
    const { router } = renderWithPushes();
    await screen.findByText("Some page");

    act(() => fake.serverPush("user:suspended", { message: messages.accountSuspended }));

    expect(await screen.findByRole("heading", { level: 1, name: copy.auth.signin.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(screen.getByRole("alert")).toHaveTextContent(messages.accountSuspended);
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
    expect(readToken()).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([messages.accountSuspended]);
  });

  it("user:role changes the signed-in person's role without a reload", async () => {
    renderWithPushes();
    await screen.findByText("Some page");
    act(() => fake.serverPush("user:role", { role: "user" }));
    expect(useAuthStore.getState().user?.role).toBe("user");
    expect(useAuthStore.getState().token).toBe("token-1");
  });
});
