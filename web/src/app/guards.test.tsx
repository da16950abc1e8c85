import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { useAuthStore } from "../features/auth/auth-store.ts";
import { createFakeSocket, jsonResponse, makeUser, mockFetch, renderRoutes } from "../test-utils.tsx";
import { routes } from "./router.tsx";

// The header's notification bell and the forum listen on the shared socket; no test opens a real connection.
vi.mock("../lib/socket-client.ts", () => ({ getSocket: createFakeSocket, reconnectSocket: () => {} }));

describe("route guards", () => {
  beforeEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("shows the loading text on a protected route while authentication is loading", async () => {
    useAuthStore.setState({ status: "loading" });
    renderRoutes(routes, "/dashboard");

    expect(await screen.findByText(copy.auth.loading)).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("sends an unauthenticated visitor on a protected route to /signin", async () => {
    const { router } = renderRoutes(routes, "/vba-generator");

    expect(await screen.findByRole("heading", { level: 1, name: copy.auth.signin.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("sends an unauthenticated visitor on /admin to /signin", async () => {
    const { router } = renderRoutes(routes, "/admin");

    expect(await screen.findByRole("heading", { level: 1, name: copy.auth.signin.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("tells a signed-in user who is not superadmin on /admin that access is denied, loading nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ role: "moderator" }) });
    const { router } = renderRoutes(routes, "/admin");

    expect(await screen.findByRole("alert")).toHaveTextContent(copy.admin.accessDenied);
    expect(router.state.location.pathname).toBe("/admin");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/admin/"))).toEqual([]);
  });

  it("lets a superadmin open /admin", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ role: "superadmin" }) });
    const { router } = renderRoutes(routes, "/admin");

    expect(await screen.findByRole("heading", { level: 1, name: copy.admin.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("lets a signed-in user open a protected route", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });
    renderRoutes(routes, "/vba-generator");

    expect(
      await screen.findByRole("heading", { level: 1, name: copy.vbaGenerator.title }),
    ).toBeInTheDocument();
  });

  it("leaves open pages open to visitors", async () => {
    mockFetch((url) =>
      jsonResponse(200, { success: true, data: url.includes("categories") ? [] : { docs: [], page: 1, totalPages: 1 } })
    );
    const { router } = renderRoutes(routes, "/forum");

    expect(await screen.findByRole("heading", { level: 1, name: copy.forum.list.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/forum");
  });

  it("answers an unknown address with a friendly not-found page", async () => {
    renderRoutes(routes, "/no-such-page");

    expect(await screen.findByRole("heading", { level: 1, name: copy.errors.notFoundTitle })).toBeInTheDocument();
  });
});
