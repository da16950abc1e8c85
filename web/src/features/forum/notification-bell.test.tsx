import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ForumNotification } from "../../../../api/contract/forum-events.ts";
import { copy } from "../../copy.ts";
import { clearToken, saveToken } from "../../lib/session-token.ts";
import { createFakeSocket, jsonResponse, mockFetch, renderPage } from "../../test-utils.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.forum.notifications;

const mention = (id: string, overrides: Partial<ForumNotification> = {}): ForumNotification => ({
  id,
  kind: "mention",
  topicId: "topic-9",
  postId: "p-1",
  fromUser: { id: "u-2", name: "Grace Hopper" },
  excerpt: "@Ada have a look",
  createdAt: "2026-11-21T10:00:00.000Z",
  read: false,
  ...overrides,
});

/** A server holding `stored` for the user; marking read answers `unreadAfter`. */
function serverWith(stored: ForumNotification[], unread: number, unreadAfter = 0) {
  return mockFetch((url, init) => {
    if (url === "/api/notifications") {
      return jsonResponse(200, { success: true, data: { notifications: stored, unread } });
    }
    if (url === "/api/notifications/read" && init.method === "POST") {
      return jsonResponse(200, { success: true, data: { unread: unreadAfter } });
    }
    return jsonResponse(404, { success: false, error: "Not found." });
  });
}

beforeEach(() => saveToken("token-1"));
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("NotificationBell", () => {
  it("counts mentions as they arrive, lists them linking to the topic, and opening marks them read", async () => {
    const fetchMock = serverWith([], 0);
    const { user } = renderPage("/", <NotificationBell />);
    const bell = screen.getByRole("button", { name: text.label(0) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/notifications", expect.anything()));

    act(() => fake.serverPush("notification", mention("n-1")));
    expect(bell).toHaveAccessibleName(text.label(1));
    expect(bell).toHaveTextContent("1");

    await user.click(bell);
    expect(bell).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /Grace Hopper mentioned you/ })).toHaveAttribute(
      "href",
      "/forum/topic/topic-9",
    );
    expect(bell).toHaveAccessibleName(text.label(0));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/notifications/read",
        expect.objectContaining({ method: "POST", body: JSON.stringify({ ids: ["n-1"] }) }),
      )
    );

    await user.keyboard("{Escape}");
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();
  });

  it("previews the mention as the words it shows: no markdown marks, link addresses or code fences", async () => {
    const excerpt = "@Ada see **this** [guide](https://example.com/g) and `=SUM(A1:A3)`, or the table_name in ```sql…";
    serverWith([mention("n-1", { excerpt })], 1);
    const { user } = renderPage("/", <NotificationBell />);

    await user.click(await screen.findByRole("button", { name: text.label(1) }));

    const link = screen.getByRole("link", { name: /Grace Hopper mentioned you/ });
    expect(link).toHaveTextContent("@Ada see this guide and =SUM(A1:A3), or the table_name in");
    expect(link).not.toHaveTextContent(/\*\*|`|https:|\]\(/);
  });

  it("shows the mentions stored while the user was away, how long ago, the unread ones marked new, with the server's count", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-21T12:05:00.000Z"));
    const fetchMock = serverWith(
      [
        mention("n-3", { createdAt: "2026-11-21T12:00:00.000Z", fromUser: { id: "u-3", name: "Alan Turing" } }),
        mention("n-2", { createdAt: "2026-11-21T11:00:00.000Z", read: true }),
      ],
      4,
      3,
    );
    const { user } = renderPage("/", <NotificationBell />);
    const bell = await screen.findByRole("button", { name: text.label(4) });

    await user.click(bell);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `Alan Turing mentioned you${text.unreadMark}@Ada have a look5 minutes ago`,
      "Grace Hopper mentioned you@Ada have a look1 hour ago",
    ]);
    // Only the unread one shown is sent; older unread ones beyond the list stay counted, as the server says.
    await waitFor(() => expect(bell).toHaveAccessibleName(text.label(3)));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/notifications/read",
      expect.objectContaining({ body: JSON.stringify({ ids: ["n-3"] }) }),
    );

    await user.click(bell);
    await user.click(bell);
    expect(screen.queryByText(text.unreadMark)).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/notifications/read")).toHaveLength(1);
  });

  it("keeps counting pushed mentions when the inbox cannot be loaded", async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError("offline")));
    renderPage("/", <NotificationBell />);
    const bell = screen.getByRole("button", { name: text.label(0) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    act(() => fake.serverPush("notification", mention("n-9")));
    expect(bell).toHaveAccessibleName(text.label(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
