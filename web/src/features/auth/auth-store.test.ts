import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../../api/contract/messages.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { jsonResponse, makeUser, mockFetch } from "../../test-utils.tsx";
import { useAuthStore } from "./auth-store.ts";

const user = makeUser();

function reset() {
  useAuthStore.setState({ status: "loading", token: null, user: null });
  history.replaceState(null, "", "/");
}

describe("useAuthStore", () => {
  beforeEach(reset);

  it("stores the token from the query string, removes it from the address and loads the user", async () => {
    history.replaceState(null, "", "/dashboard?token=google-token&tab=settings#top");
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, ...user }));

    await useAuthStore.getState().init();

    expect(localStorage.getItem(storageKeys.token)).toBe("google-token");
    expect(location.pathname + location.search + location.hash).toBe("/dashboard?tab=settings#top");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/user");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer google-token");
    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", token: "google-token", user });
  });

  it("takes the token from storage when the address has none", async () => {
    localStorage.setItem(storageKeys.token, "stored-token");
    mockFetch(() => jsonResponse(200, { success: true, ...user }));

    await useAuthStore.getState().init();

    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", token: "stored-token", user });
  });

  it("clears token and user when the user cannot be fetched", async () => {
    localStorage.setItem(storageKeys.token, "expired-token");
    mockFetch(() => jsonResponse(401, { success: false, error: messages.tokenInvalid }));

    await useAuthStore.getState().init();

    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  });

  it("ends loading without a request when there is no token", async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));

    await useAuthStore.getState().init();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe("none");
  });

  it("signs in: sets loading, then stores the token and the user", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, token: "fresh-token", ...user }));

    const pending = useAuthStore.getState().signin({ email: user.email, password: "secret-password" });
    expect(useAuthStore.getState().status).toBe("loading");
    await pending;

    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email: user.email,
      password: "secret-password",
    });
    expect(localStorage.getItem(storageKeys.token)).toBe("fresh-token");
    expect(useAuthStore.getState()).toMatchObject({ status: "authenticated", token: "fresh-token", user });
    expect(useAuthStore.getState().user).not.toHaveProperty("token");
  });

  it("clears token and user when sign-in fails, rejecting with the server's error", async () => {
    localStorage.setItem(storageKeys.token, "old-token");
    useAuthStore.setState({ status: "authenticated", token: "old-token", user });
    mockFetch(() => jsonResponse(401, { success: false, error: messages.invalidCredentials }));

    await expect(useAuthStore.getState().signin({ email: user.email, password: "wrong" })).rejects.toThrow(
      messages.invalidCredentials,
    );

    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  });

  it("clears token and user when sign-up fails", async () => {
    mockFetch(() => jsonResponse(409, { success: false, error: messages.emailTaken }));

    await expect(
      useAuthStore.getState().signup({ name: user.name, email: user.email, password: "long-enough" }),
    ).rejects.toThrow(messages.emailTaken);

    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  });

  it("logs out by clearing token and user", () => {
    localStorage.setItem(storageKeys.token, "token");
    useAuthStore.setState({ status: "authenticated", token: "token", user });

    useAuthStore.getState().logout();

    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
  });
});
