import { describe, expect, it } from "vitest";
import { messages } from "../../../api/contract/messages.ts";
import { copy } from "../copy.ts";
import { jsonResponse, mockFetch } from "../test-utils.tsx";
import { ApiError, apiRequest } from "./api-client.ts";
import { storageKeys } from "./storage-keys.ts";

const fallbackError = "Fallback text";

describe("apiRequest", () => {
  it("returns the JSON answer of a successful call", async () => {
    mockFetch(() => jsonResponse(200, { success: true, value: 42 }));

    await expect(apiRequest("/api/thing", { fallbackError })).resolves.toEqual({ success: true, value: 42 });
  });

  it("sends the stored bearer token on authenticated calls", async () => {
    localStorage.setItem(storageKeys.token, "stored");
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));

    await apiRequest("/api/user", { auth: true, fallbackError });

    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get("Authorization")).toBe("Bearer stored");
  });

  it("fails with 'No token found' before calling the server when no token is stored", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));

    await expect(apiRequest("/api/user", { auth: true, fallbackError })).rejects.toThrow(copy.errors.noToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns { success: false, error } into an ApiError with the server's text and status", async () => {
    mockFetch(() => jsonResponse(429, { success: false, error: messages.tooManySignins(3) }));

    const failure = await apiRequest("/api/signin", { method: "POST", body: {}, fallbackError }).catch((e) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: messages.tooManySignins(3), status: 429 });
  });

  it("treats success false as a failure even with a 200 status", async () => {
    mockFetch(() => jsonResponse(200, { success: false, error: "Nope" }));

    await expect(apiRequest("/api/thing", { fallbackError })).rejects.toThrow("Nope");
  });

  it("uses the fallback when the failure carries no text or is not JSON", async () => {
    mockFetch(() => new Response("<html>502</html>", { status: 502 }));
    await expect(apiRequest("/api/thing", { fallbackError })).rejects.toThrow(fallbackError);

    mockFetch(() => jsonResponse(500, { success: false, error: "  " }));
    await expect(apiRequest("/api/thing", { fallbackError })).rejects.toThrow(fallbackError);
  });

  it("shows the status text before the fallback when asked to, if the server gives no reason", async () => {
    mockFetch(() => new Response("<html>gone</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("/api/thing", { fallbackError, statusTextFirst: true })).rejects.toThrow("Bad Gateway");

    mockFetch(() => jsonResponse(500, { success: false, error: "Disk full" }));
    await expect(apiRequest("/api/thing", { fallbackError, statusTextFirst: true })).rejects.toThrow("Disk full");
  });

  it("uses the network text when the server is unreachable", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));

    await expect(apiRequest("/api/thing", { fallbackError, networkError: "Offline" })).rejects.toMatchObject({
      message: "Offline",
      status: 0,
    });
  });
});
