import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forumMessages } from "../../../../api/contract/forum-messages.ts";
import { copy } from "../../copy.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { categories, makeTopic } from "./forum-fixtures.ts";
import { NewTopicPage } from "./new-topic-page.tsx";

const text = copy.forum.newTopic;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

function answer(create: () => Response | Promise<Response>) {
  return mockFetch((url, init) => {
    if (url === "/api/forum/categories") return jsonResponse(200, { success: true, data: categories });
    if (url === "/api/forum/topics" && init.method === "POST") return create();
    throw new Error(`unexpected call ${url}`);
  });
}

async function fill(user: ReturnType<typeof renderPage>["user"], title: string, content: string) {
  if (title) await user.type(screen.getByLabelText(text.topicTitle), title);
  if (content) await user.type(screen.getByRole("textbox", { name: text.content }), content);
  await user.selectOptions(await screen.findByLabelText(text.category), "cat-1");
}

describe("NewTopicPage", () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    localStorage.setItem(storageKeys.token, "t");
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });
  });
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("says 'Checking authentication...' while auth loads, and sends visitors to sign-in with a toast", async () => {
    useAuthStore.setState({ status: "loading", token: null, user: null });
    const { router } = renderPage("/forum/new-topic", <NewTopicPage />);
    expect(screen.getByText(text.checkingAuth)).toBeInTheDocument();

    useAuthStore.setState({ status: "none" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(toasts()).toContain(text.signInFirst);
  });

  it("requires every field, and refuses inappropriate language before calling the server", async () => {
    const fetchMock = answer(() => jsonResponse(201, { success: true, data: makeTopic() }));
    const { user } = renderPage("/forum/new-topic", <NewTopicPage />);
    await screen.findByRole("option", { name: "Formulas" });

    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(text.fillAllFields);

    await fill(user, "What the shit is VLOOKUP", "Help");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(text.inappropriate);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/forum/topics")).toBe(false);
  });

  it("posts the topic, appends a picked emoji, toasts and goes to the new topic", async () => {
    const fetchMock = answer(() => jsonResponse(201, { success: true, data: makeTopic({ _id: "new-id" }) }));
    const { user, router } = renderPage("/forum/new-topic", <NewTopicPage />);
    await fill(user, "Sum closed deals", "How?");
    await user.click(screen.getByRole("button", { name: copy.forum.emoji.insert("👍") }));
    expect(screen.getByRole("toolbar", { name: copy.forum.emoji.label })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Insert / })).toHaveLength(12);

    await user.click(screen.getByRole("button", { name: text.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/forum/topic/new-id"));
    const post = fetchMock.mock.calls.find(([url]) => url === "/api/forum/topics")!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      title: "Sum closed deals",
      content: "How?👍",
      category: "cat-1",
    });
    expect(new Headers(post[1]?.headers).get("Authorization")).toBe("Bearer t");
    expect(toasts()).toContain(text.created);
  });

  it("posts on Ctrl+Enter or ⌘+Enter in the content with the same checks, not on Enter alone, not while posting", async () => {
    const created = deferred<Response>();
    const fetchMock = answer(() => created.promise);
    const posts = () => fetchMock.mock.calls.filter(([url]) => url === "/api/forum/topics");
    const { user, router } = renderPage("/forum/new-topic", <NewTopicPage />);
    await screen.findByRole("option", { name: "Formulas" });
    const content = screen.getByRole("textbox", { name: text.content });

    await user.type(content, "How?{Control>}{Enter}{/Control}");
    expect(screen.getByRole("alert")).toHaveTextContent(text.fillAllFields);
    await user.type(screen.getByLabelText(text.topicTitle), "Sum closed deals");
    await user.selectOptions(screen.getByLabelText(text.category), "cat-1");
    await user.type(content, "{Enter}Thanks");
    expect(posts()).toHaveLength(0);

    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(await screen.findByRole("button", { name: text.submitting })).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0][1]?.body))).toMatchObject({ content: "How?\nThanks" });

    created.resolve(jsonResponse(201, { success: true, data: makeTopic({ _id: "new-id" }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/forum/topic/new-id"));
  });

  it("shows a failure in a banner headed 'Error!' and in a toast", async () => {
    answer(() => jsonResponse(400, { success: false, error: copy.forum.newTopic.inappropriate }));
    const { user } = renderPage("/forum/new-topic", <NewTopicPage />);
    await fill(user, "Sum closed deals", "How?");

    await user.click(screen.getByRole("button", { name: text.submit }));

    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(`${text.errorHeading} ${text.inappropriate}`);
    expect(toasts()).toContain(text.inappropriate);
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("shows a refused topic's 429 text in the banner and keeps what was typed", async () => {
    const tooOften = forumMessages.postingTooOften(42);
    answer(() => jsonResponse(429, { success: false, error: tooOften }));
    const { user } = renderPage("/forum/new-topic", <NewTopicPage />);
    await fill(user, "Sum closed deals", "How?");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${text.errorHeading} ${tooOften}`);
    expect(screen.getByLabelText(text.topicTitle)).toHaveValue("Sum closed deals");
    expect(screen.getByRole("textbox", { name: text.content })).toHaveValue("How?");
  });

  it("falls back to 'Failed to create topic.' when the server says nothing", async () => {
    answer(() => new Response("", { status: 502 }));
    const { user } = renderPage("/forum/new-topic", <NewTopicPage />);
    await fill(user, "Sum closed deals", "How?");
    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${text.errorHeading} ${text.failed}`);
  });

  it("toasts a category load failure", async () => {
    mockFetch(() => jsonResponse(500, { success: false }));
    renderPage("/forum/new-topic", <NewTopicPage />);
    await waitFor(() => expect(toasts()).toContain(copy.forum.categoriesFailed));
  });
});
