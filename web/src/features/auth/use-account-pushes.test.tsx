import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Outlet } from "react-router-dom";
import { messages } from "../../../../api/contract/messages.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { readToken, saveToken } from "../../lib/session-token.ts";
import { createFakeSocket, makeUser, renderRoutes } from "../../test-utils.tsx";
import { RequireAuth } from "../../app/guards.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SigninPage } from "./signin-page.tsx";
import { useAccountPushes } from "./use-account-pushes.ts";

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

function LayoutWithPushes() {
  useAccountPushes();
  return <Outlet />;
}

// The page is a protected one, as the generators are: its guard must not win the race to /signin and drop the reason.
async function renderWithPushes() {
  const rendered = renderRoutes([
    {
      element: <LayoutWithPushes />,
      children: [
        { element: <RequireAuth />, children: [{ path: "/", element: <p>Some page</p> }] },
        { path: "/signin", element: <SigninPage /> },
      ],
    },
  ], "/");
  await screen.findByText("Some page");
  // The socket's code arrives apart; the listeners are on once it has.
  await waitFor(() => expect(fake.listenerCount("user:suspended")).toBe(1));
  return rendered;
}

async function expectSignedOutWith(router: Awaited<ReturnType<typeof renderWithPushes>>["router"], notice: string) {
  expect(await screen.findByRole("heading", { level: 1, name: copy.auth.signin.title })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe("/signin");
  expect(screen.getByRole("alert")).toHaveTextContent(notice);
  expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  expect(readToken()).toBeNull();
  expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([notice]);
}

describe("account pushes", () => {
  it("user:suspended signs the person out at once and says why on the sign-in page", async () => {
    const { router } = await renderWithPushes();
    act(() => fake.serverPush("user:suspended", { message: messages.accountSuspended }));
    await expectSignedOutWith(router, messages.accountSuspended);
    // Signed out, nothing listens for the person any more.
    expect(fake.listenerCount("user:suspended")).toBe(0);
    expect(fake.listenerCount("connect_error")).toBe(0);
  });

  it("signs out when the server refuses the session at a handshake, as after a suspension pushed while away", async () => {
    const { router } = await renderWithPushes();

    // A refusal for any other reason (the server is down) leaves the session alone.
    act(() => fake.serverPush("connect_error", new Error("xhr poll error")));
    expect(useAuthStore.getState().status).toBe("authenticated");

    act(() => fake.serverPush("connect_error", new Error(messages.tokenInvalid)));
    await expectSignedOutWith(router, messages.tokenInvalid);
  });

  it("knocks again on a socket the server cut before anyone listened, so a void token is refused and heard", async () => {
    fake.active = false;
    await renderWithPushes();
    expect(fake.connects).toBe(1);
  });

  it("knocks again when the server cuts the socket, as after a password change, and signs out if refused", async () => {
    const { router } = await renderWithPushes();
    act(() => {
      fake.active = false;
      fake.serverPush("disconnect", "io server disconnect");
    });
    expect(fake.connects).toBe(1);
    // A cut the client made itself, or a lost network, is not the server's verdict: socket.io handles those.
    for (const reason of ["transport close", "io client disconnect"]) {
      act(() => {
        fake.active = false;
        fake.serverPush("disconnect", reason);
      });
    }
    expect(fake.connects).toBe(1);
    // Another device changed the password: this browser's token is void, and the knock is refused.
    act(() => fake.serverPush("connect_error", new Error(messages.tokenInvalid)));
    await expectSignedOutWith(router, messages.tokenInvalid);
    expect(fake.listenerCount("disconnect")).toBe(0);
  });

  it("does not knock again after a suspension signed the person out", async () => {
    await renderWithPushes();
    act(() => {
      fake.serverPush("user:suspended", { message: messages.accountSuspended });
      fake.active = false;
      fake.serverPush("disconnect", "io server disconnect");
    });
    expect(fake.connects).toBe(0);
  });

  it("leaves a live socket alone", async () => {
    await renderWithPushes();
    expect(fake.connects).toBe(0);
  });

  it("does not listen for a visitor", async () => {
    useAuthStore.setState({ status: "none", token: null, user: null });
    renderRoutes([{ element: <LayoutWithPushes />, children: [{ path: "/", element: <p>Open page</p> }] }], "/");
    await screen.findByText("Open page");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.listenerCount("user:suspended")).toBe(0);
  });

  it("user:role changes the signed-in person's role without a reload", async () => {
    await renderWithPushes();
    act(() => fake.serverPush("user:role", { role: "user" }));
    expect(useAuthStore.getState().user?.role).toBe("user");
    expect(useAuthStore.getState().token).toBe("token-1");
  });
});
