import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { createFakeSocket, renderPage } from "../test-utils.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.forum.notifications;

describe("NotificationBell", () => {
  it("counts mentions as they arrive, lists them linking to the topic, and opening marks them read", async () => {
    const { user } = renderPage("/", <NotificationBell />);
    const bell = screen.getByRole("button", { name: text.label(0) });

    act(() =>
      fake.serverPush("notification", {
        id: "n-1",
        kind: "mention",
        topicId: "topic-9",
        postId: "p-1",
        fromUser: { id: "u-2", name: "Grace Hopper" },
        excerpt: "@Ada have a look",
        createdAt: "2026-11-21T10:00:00.000Z",
      })
    );
    expect(bell).toHaveAccessibleName(text.label(1));
    expect(bell).toHaveTextContent("1");

    await user.click(bell);
    expect(bell).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /Grace Hopper mentioned you/ })).toHaveAttribute(
      "href",
      "/forum/topic/topic-9",
    );
    expect(bell).toHaveAccessibleName(text.label(0));

    await user.keyboard("{Escape}");
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();
  });
});
