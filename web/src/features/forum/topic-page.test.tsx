import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ForumPost, ForumTopic } from "../../../../api/contract/forum.ts";
import { forumMessages } from "../../../../api/contract/forum-messages.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { formatDate, formatDateTime } from "../../lib/format-time.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { makePost, makeTopic } from "./forum-fixtures.ts";
import { TopicPage } from "./topic-page.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.forum;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

interface Answers {
  posts?: ForumPost[];
  reply?: (body: { content: string }) => Response | Promise<Response>;
  deletePost?: () => Response;
  flag?: () => Response;
  topic?: Partial<ForumTopic>;
}

function answer({ posts = [makePost()], reply, deletePost, flag, topic }: Answers = {}) {
  return mockFetch((url, init) => {
    if (url === "/api/forum/topics/topic-1" && init.method === "GET") {
      return jsonResponse(200, {
        success: true,
        data: { topic: makeTopic({ repliesCount: posts.length, ...topic }), posts },
      });
    }
    if (url === "/api/forum/topics/topic-1/posts") return reply!(JSON.parse(String(init.body)));
    if (url.startsWith("/api/forum/posts/")) return deletePost!();
    if (url.startsWith("/api/admin/flag-user/")) return flag!();
    if (url.startsWith("/api/users/search")) return jsonResponse(200, { success: true, data: [] });
    throw new Error(`unexpected call ${url}`);
  });
}

const signIn = (role: "user" | "moderator" | "superadmin" = "user") => {
  localStorage.setItem(storageKeys.token, "t");
  useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ role }) });
};

const renderTopic = () => renderPage("/forum/topic/:topicId", <TopicPage />, { initialEntry: "/forum/topic/topic-1" });

describe("TopicPage", () => {
  beforeEach(() => {
    fake.reset();
    useToastStore.setState({ toasts: [] });
    useAuthStore.setState({ status: "none", token: null, user: null });
  });
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("shows the topic, its counts, markdown body and replies, and asks visitors to sign in to reply", async () => {
    answer();
    renderTopic();
    expect(screen.getByText(text.topic.loading)).toBeInTheDocument();

    expect(await screen.findByRole("heading", { level: 1, name: makeTopic().title })).toBeInTheDocument();
    expect(screen.getByText("12 views")).toBeInTheDocument();
    expect(screen.getByText("1 reply")).toBeInTheDocument();
    const created = screen.getByText(formatDate(makeTopic().createdAt));
    expect(created).toHaveAttribute("dateTime", makeTopic().createdAt);
    expect(created).toHaveAttribute("title", formatDateTime(makeTopic().createdAt));
    expect(screen.getByRole("link", { name: `← ${text.backToForum}` })).toHaveAttribute("href", "/forum");
    expect(screen.getByRole("heading", { name: "Replies (1)" })).toBeInTheDocument();
    expect(screen.getByText("SUMIFS").tagName).toBe("STRONG");
    expect(screen.getByText(text.reply.signInPrompt)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.reply.signInLink })).toHaveAttribute("href", "/signin");
    expect(fake.emitted).toContainEqual(["topic:join", { topicId: "topic-1" }]);
  });

  it("puts one view and one reply in the singular and more in the plural", async () => {
    answer({ posts: [makePost(), makePost({ _id: "post-2" })], topic: { views: 1 } });
    renderTopic();
    expect(await screen.findByText("1 view")).toBeInTheDocument();
    expect(screen.getByText("2 replies")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Replies (2)" })).toBeInTheDocument();
  });

  it("says 'No replies yet' and shows the fetch error on the page and in a toast", async () => {
    answer({ posts: [] });
    renderTopic();
    expect(await screen.findByText(text.topic.noReplies)).toBeInTheDocument();

    mockFetch(() => jsonResponse(404, { success: false, error: text.topic.notFound }));
    renderTopic();
    expect(await screen.findByRole("alert")).toHaveTextContent(text.topic.notFound);
    expect(toasts()).toContain(text.topic.notFound);
  });

  it("replies on Ctrl+Enter or ⌘+Enter in the box with the same checks, not on Enter alone, not while posting", async () => {
    signIn();
    const posted = deferred<Response>();
    const fetchMock = answer({ reply: () => posted.promise });
    const replies = () => fetchMock.mock.calls.filter(([url]) => url === "/api/forum/topics/topic-1/posts");
    const { user } = renderTopic();
    const box = await screen.findByPlaceholderText(text.reply.placeholder);

    await user.click(box);
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(screen.getByRole("alert")).toHaveTextContent(text.reply.empty);
    await user.type(box, "Thanks{Enter}again");
    expect(replies()).toHaveLength(0);

    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(await screen.findByRole("button", { name: text.reply.submitting })).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(replies()).toHaveLength(1);
    expect(JSON.parse(String(replies()[0][1]?.body))).toEqual({ content: "Thanks\nagain" });

    posted.resolve(jsonResponse(201, { success: true, data: makePost({ _id: "mine", content: "Thanks\nagain" }) }));
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("validates the reply, posts it, clears the box and lists it once even when the push arrives too", async () => {
    signIn();
    const mine = makePost({
      _id: "mine",
      content: "Thanks, that worked",
      author: { _id: "user-1", id: "user-1", name: "Ada Lovelace" },
    });
    answer({ reply: () => jsonResponse(201, { success: true, data: mine }) });
    const { user } = renderTopic();
    const box = await screen.findByPlaceholderText(text.reply.placeholder);

    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(text.reply.empty);
    await user.type(box, "you bastard");
    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(text.reply.inappropriate);

    await user.clear(box);
    await user.type(box, "Thanks, that worked");
    await user.click(screen.getByRole("button", { name: copy.forum.emoji.insert("🎉") }));
    expect(box).toHaveValue("Thanks, that worked🎉");
    await user.clear(box);
    await user.type(box, "Thanks, that worked");
    await user.click(screen.getByRole("button", { name: text.reply.submit }));

    await waitFor(() => expect(toasts()).toContain(text.reply.posted));
    expect(box).toHaveValue("");
    act(() => fake.serverPush("post:created", { topicId: "topic-1", post: mine }));
    expect(screen.getAllByText("Thanks, that worked")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Replies (2)" })).toBeInTheDocument();
  });

  it("shows the server's reply error, and 'An error occurred posting the reply.' when unreachable", async () => {
    signIn();
    answer({ reply: () => jsonResponse(400, { success: false, error: text.reply.inappropriate }) });
    const { user } = renderTopic();
    await user.type(await screen.findByPlaceholderText(text.reply.placeholder), "hello");
    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text.reply.inappropriate);

    mockFetch(() => Promise.reject(new TypeError("offline")));
    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.reply.error));
  });

  it("shows a refused reply's 429 text and keeps the typed words in the box for the retry", async () => {
    signIn();
    const tooFast = forumMessages.postingTooFast(1, 4);
    answer({ reply: () => jsonResponse(429, { success: false, error: tooFast }) });
    const { user } = renderTopic();
    const box = await screen.findByPlaceholderText(text.reply.placeholder);
    await user.type(box, "Try SUMIFS with two criteria");
    await user.click(screen.getByRole("button", { name: text.reply.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(tooFast);
    expect(box).toHaveValue("Try SUMIFS with two criteria");
    expect(screen.getByRole("button", { name: text.reply.submit })).toBeEnabled();
  });

  it("appends a reply pushed live, removes a deleted one, and notices when the topic is deleted", async () => {
    answer();
    renderTopic();
    await screen.findByRole("heading", { level: 1 });

    act(() =>
      fake.serverPush("post:created", { topicId: "topic-1", post: makePost({ _id: "p-2", content: "Live!" }) })
    );
    act(() =>
      fake.serverPush("post:created", { topicId: "other", post: makePost({ _id: "p-3", content: "Elsewhere" }) })
    );
    expect(screen.getByText("Live!")).toBeInTheDocument();
    expect(screen.queryByText("Elsewhere")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Replies (2)" })).toBeInTheDocument();

    act(() => fake.serverPush("post:deleted", { topicId: "topic-1", postId: "p-2" }));
    expect(screen.queryByText("Live!")).not.toBeInTheDocument();

    act(() => fake.serverPush("topic:deleted", { topicId: "topic-1" }));
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(text.topic.deletedNotice);
    expect(within(notice).getByRole("link", { name: text.topic.deletedLink })).toHaveAttribute("href", "/forum");
  });

  it("lets a moderator delete a reply after the confirm, with the spec's failure text", async () => {
    signIn("moderator");
    let status = 403;
    answer({
      posts: [makePost(), makePost({ _id: "p-2", content: "Second" })],
      deletePost: () => jsonResponse(status, status === 200 ? { success: true } : { success: false, error: "x" }),
    });
    vi.stubGlobal("confirm", vi.fn(() => true));
    const { user } = renderTopic();
    const [first] = await screen.findAllByRole("button", { name: text.topic.deletePost("Alan Turing") });

    await user.click(first);
    expect(globalThis.confirm).toHaveBeenCalledWith(text.topic.confirmDeletePost);
    expect(await screen.findByRole("alert")).toHaveTextContent(text.topic.deletePostFailed);

    status = 200;
    await user.click(first);
    await waitFor(() => expect(screen.queryByText("SUMIFS")).not.toBeInTheDocument());
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("hides moderation buttons from ordinary users", async () => {
    signIn();
    answer();
    renderTopic();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: /^Flag / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete reply/ })).not.toBeInTheDocument();
  });

  it("flags a reply's author through a modal that traps focus, needs a reason and closes on Escape", async () => {
    signIn("superadmin");
    let status = 500;
    const fetchMock = answer({ flag: () => jsonResponse(status, { success: status === 200 }) });
    const { user } = renderTopic();
    const flagButton = await screen.findByRole("button", { name: text.topic.flagAuthor("Alan Turing") });

    await user.click(flagButton);
    let dialog = screen.getByRole("dialog", { name: text.flag.title });
    const reason = within(dialog).getByPlaceholderText(text.flag.placeholder);
    expect(reason).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByPlaceholderText(text.flag.placeholder)).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(flagButton).toHaveFocus();

    await user.click(flagButton);
    dialog = screen.getByRole("dialog", { name: text.flag.title });
    await user.click(within(dialog).getByRole("button", { name: text.flag.submit }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(text.flag.reasonRequired);

    await user.type(within(dialog).getByPlaceholderText(text.flag.placeholder), "Spam links");
    await user.click(within(dialog).getByRole("button", { name: text.flag.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text.flag.failed);

    status = 200;
    await user.click(within(dialog).getByRole("button", { name: text.flag.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toasts()).toContain(text.flag.flagged);
    const flagCall = fetchMock.mock.calls.find(([url]) => url === "/api/admin/flag-user/user-3")!;
    // The reply's id goes with the reason, so the superadmin sees what prompted the flag.
    expect(JSON.parse(String(flagCall[1]?.body))).toEqual({ reason: "Spam links", postId: "post-1" });

    await user.click(flagButton);
    expect(screen.getByPlaceholderText(text.flag.placeholder)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: text.flag.cancel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers Report on others' replies and topic only, and opens the report dialog", async () => {
    signIn();
    const own = makePost({ _id: "post-2", content: "Mine", author: { _id: "user-1", id: "user-1", name: "Ada" } });
    answer({ posts: [makePost(), own] });
    const { user } = renderTopic();
    const report = await screen.findByRole("button", { name: text.topic.reportReply("Alan Turing") });
    expect(screen.queryByRole("button", { name: text.topic.reportReply("Ada") })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.topic.reportTopic })).toBeInTheDocument();
    await user.click(report);
    expect(screen.getByRole("dialog", { name: text.report.title })).toHaveTextContent(text.report.intro("Alan Turing"));
    await user.click(screen.getByRole("button", { name: text.report.cancel }));
    expect(report).toHaveFocus();
  });

  it("shows a hidden reply's placeholder to members, and hides and shows replies live", async () => {
    signIn();
    answer({ posts: [makePost(), makePost({ _id: "post-2", content: "", hidden: true })] });
    renderTopic();
    expect(await screen.findByText(text.topic.hiddenPlaceholder)).toBeInTheDocument();
    act(() => fake.serverPush("post:hidden", { topicId: "topic-1", postId: "post-1" }));
    expect(screen.getAllByText(text.topic.hiddenPlaceholder)).toHaveLength(2);
    expect(screen.queryByText("SUMIFS")).not.toBeInTheDocument();
    act(() => fake.serverPush("post:unhidden", { topicId: "topic-1", postId: "post-2", content: "Back **again**" }));
    expect(screen.getByText("again")).toBeInTheDocument();
    expect(screen.getAllByText(text.topic.hiddenPlaceholder)).toHaveLength(1);
  });

  it("shows moderators a hidden reply's words, marked hidden", async () => {
    signIn("moderator");
    answer({ posts: [makePost({ hidden: true })] });
    renderTopic();
    expect(await screen.findByText(text.topic.hiddenForModerators)).toBeInTheDocument();
    expect(screen.getByText("SUMIFS")).toBeInTheDocument();
  });
});
