import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../../api/contract/account.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { makePost, makeTopic } from "./forum-fixtures.ts";
import { TopicPage } from "./topic-page.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
socket.current = createFakeSocket();

const text = copy.forum;
const ada = makeUser();
const grace = makeUser({ id: "user-9", name: "Grace Hopper", email: "grace@example.com" });

/** The server: any topic by its id, and a reply that is accepted or refused. */
function answer(reply: () => Response = () => jsonResponse(201, { success: true, data: makePost({ _id: "new" }) })) {
  return mockFetch((url, init) => {
    const topic = url.match(/^\/api\/forum\/topics\/([^/]+)$/);
    if (topic && init.method === "GET") {
      return jsonResponse(200, { success: true, data: { topic: makeTopic({ _id: topic[1] }), posts: [] } });
    }
    if (url.endsWith("/posts") && init.method === "POST") return reply();
    throw new Error(`unexpected call ${url}`);
  });
}

function signIn(user: PublicUser) {
  localStorage.setItem(storageKeys.token, "t");
  useAuthStore.setState({ status: "authenticated", token: "t", user });
}

/** A fresh page on the topic, as after a reload: nothing of the last one is left in memory. */
async function openTopic(topicId = "topic-1") {
  cleanup();
  const rendered = renderPage("/forum/topic/:topicId", <TopicPage />, { initialEntry: `/forum/topic/${topicId}` });
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const replyBox = () => screen.getByRole("textbox", { name: text.reply.label });

describe("reply drafts on the topic page", () => {
  beforeEach(() => signIn(ada));
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("keeps what is typed through a reload, and says it was kept", async () => {
    answer();
    const { user } = await openTopic();
    expect(screen.queryByText(text.draft.restored)).toBeNull();
    await user.type(replyBox(), "Use SUMIFS with the status.");

    await openTopic();

    expect(replyBox()).toHaveValue("Use SUMIFS with the status.");
    expect(screen.getByRole("status")).toHaveTextContent(text.draft.restored);
  });

  it("shows a draft only to the member who wrote it, and only on its own topic", async () => {
    answer();
    const { user } = await openTopic();
    await user.type(replyBox(), "Ada's reply");

    await openTopic("topic-2");
    expect(replyBox()).toHaveValue("");

    signIn(grace);
    await openTopic();
    expect(replyBox()).toHaveValue("");

    signIn(ada);
    await openTopic();
    expect(replyBox()).toHaveValue("Ada's reply");
  });

  it("survives the session ending under the page (a suspension, a sign-out) and is back when the member is", async () => {
    answer();
    const { user } = await openTopic();
    await user.type(replyBox(), "Half a thought");

    act(() => useAuthStore.getState().logout("Your account is suspended."));
    expect(screen.queryByRole("textbox", { name: text.reply.label })).toBeNull();
    act(() => signIn(ada));

    expect(replyBox()).toHaveValue("Half a thought");
  });

  it("is gone once the reply is posted", async () => {
    answer();
    const { user } = await openTopic();
    await user.type(replyBox(), "Use SUMIFS.");
    await openTopic();
    expect(replyBox()).toHaveValue("Use SUMIFS.");

    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    await waitFor(() => expect(replyBox()).toHaveValue(""));
    expect(screen.queryByText(text.draft.restored)).toBeNull();
    expect(localStorage.getItem(storageKeys.forumDrafts)).toBeNull();

    await openTopic();
    expect(replyBox()).toHaveValue("");
  });

  it("stays when posting fails, as when the session was cut", async () => {
    answer(() => jsonResponse(401, { success: false, error: "Invalid token" }));
    const { user } = await openTopic();
    await user.type(replyBox(), "Use SUMIFS.");

    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    await screen.findByText("Invalid token");

    await openTopic();
    expect(replyBox()).toHaveValue("Use SUMIFS.");
  });

  it("can be discarded", async () => {
    answer();
    const { user } = await openTopic();
    await user.type(replyBox(), "Not worth sending");
    await openTopic();

    await user.click(screen.getByRole("button", { name: text.draft.discard }));

    expect(replyBox()).toHaveValue("");
    expect(replyBox()).toHaveFocus();
    expect(screen.queryByText(text.draft.restored)).toBeNull();
    await openTopic();
    expect(replyBox()).toHaveValue("");
  });
});
