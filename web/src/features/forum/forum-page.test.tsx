import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ForumTopic, TopicsPage } from "../../../../api/contract/forum.ts";
import { copy } from "../../copy.ts";
import { formatDateTime } from "../../lib/format-time.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { categories, makeTopic } from "./forum-fixtures.ts";
import { ForumPage } from "./forum-page.tsx";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.forum.list;

function page(docs: ForumTopic[], pageNumber = 1, totalPages = 1): TopicsPage {
  return { docs, page: pageNumber, totalPages };
}

function answer(topics: (url: URL) => Response | Promise<Response>) {
  return mockFetch((url, init) => {
    const parsed = new URL(url, "http://localhost");
    if (parsed.pathname === "/api/forum/categories") return jsonResponse(200, { success: true, data: categories });
    if (parsed.pathname === "/api/forum/topics" && (init.method ?? "GET") === "GET") return topics(parsed);
    if (parsed.pathname.startsWith("/api/forum/topics/") && init.method === "DELETE") {
      return jsonResponse(200, { success: true });
    }
    throw new Error(`unexpected call ${url}`);
  });
}

const topicsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost")).filter((url) =>
    url.pathname === "/api/forum/topics"
  );

describe("ForumPage", () => {
  beforeEach(() => {
    fake.reset();
    useAuthStore.setState({ status: "none", token: null, user: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    useAuthStore.setState({ status: "none", token: null, user: null });
  });

  it("shows 'Loading forum...', then cards with title, excerpt, author, category, counts and last activity", async () => {
    // Only the clock is fixed, three minutes after the topic's last post; the page's own timers run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(makeTopic().lastPostAt) + 3 * 60_000));
    const pending = deferred<Response>();
    answer(() => pending.promise);
    renderPage("/forum", <ForumPage />);

    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.brand);
    pending.resolve(
      jsonResponse(200, {
        success: true,
        data: page([
          makeTopic(),
          makeTopic({ _id: "t-2", category: "gone", content: "## Sum **B2:B50** with [SUMIFS](https://x.y)" }),
        ]),
      }),
    );

    const list = await screen.findByRole("list", { name: text.topicsLabel });
    const cards = within(list).getAllByRole("article");
    expect(within(cards[0]).getByRole("link", { name: makeTopic().title })).toHaveAttribute(
      "href",
      "/forum/topic/topic-1",
    );
    expect(cards[0]).toHaveTextContent(makeTopic().content);
    expect(screen.getByText("Sum B2:B50 with SUMIFS")).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent("Grace Hopper");
    expect(cards[0]).toHaveTextContent("Formulas");
    expect(cards[0]).toHaveTextContent("Views12");
    expect(cards[0]).toHaveTextContent("Replies1");
    expect(cards[0]).toHaveTextContent("Last Activity3 minutes ago");
    const lastActivity = within(cards[0]).getByText("3 minutes ago");
    expect(lastActivity.tagName).toBe("TIME");
    expect(lastActivity).toHaveAttribute("dateTime", makeTopic().lastPostAt);
    expect(lastActivity).toHaveAttribute("title", formatDateTime(makeTopic().lastPostAt));
    expect(cards[1]).toHaveTextContent(text.notAvailable);
    expect(screen.queryByText(text.loading)).not.toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it("gives each card the post's words: code keeps its stars and underscores, links and images their words", async () => {
    const content = "Try `=A2*B2` on `Sales_Q1`, see [the guide](https://x.y) ![chart](c.png)\n\n- one\n- two";
    answer(() => jsonResponse(200, { success: true, data: page([makeTopic({ content })]) }));
    renderPage("/forum", <ForumPage />);

    const card = await screen.findByRole("article");
    expect(card.querySelector(".topic-card-excerpt")).toHaveTextContent(
      "Try =A2*B2 on Sales_Q1, see the guide chart one two",
    );
  });

  it("shows the empty state and the load error", async () => {
    answer(() => jsonResponse(200, { success: true, data: page([]) }));
    renderPage("/forum", <ForumPage />);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getByText(text.emptyHint)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch topics.' when the server fails without saying why", async () => {
    answer(() => new Response("oops", { status: 500 }));
    renderPage("/forum", <ForumPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.forum.topicsFailed);
  });

  it("pages with Previous/Next and 'Page X of Y', and a new category or search starts again at page 1", async () => {
    const fetchMock = answer((url) => {
      const current = Number(url.searchParams.get("page"));
      return jsonResponse(200, { success: true, data: page([makeTopic({ _id: `t-${current}` })], current, 3) });
    });
    const { user } = renderPage("/forum", <ForumPage />);

    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.previous })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: text.next }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(text.category), "cat-2");
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(topicsCalls(fetchMock).at(-1)?.searchParams.get("categoryId")).toBe("cat-2");
    expect(topicsCalls(fetchMock).at(-1)?.searchParams.get("limit")).toBe("10");

    await user.click(screen.getByRole("button", { name: text.next }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.search), "sumifs");
    await user.click(screen.getByRole("button", { name: text.searchSubmit }));
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    const last = topicsCalls(fetchMock).at(-1)!;
    expect([last.searchParams.get("search"), last.searchParams.get("page")]).toEqual(["sumifs", "1"]);
  });

  it("offers visitors 'Sign Up to Post' with the in-page notice, and signed-in users 'Show My Posts'", async () => {
    const fetchMock = answer(() => jsonResponse(200, { success: true, data: page([]) }));
    const { user } = renderPage("/forum", <ForumPage />);
    expect(screen.queryByLabelText(text.myPosts)).not.toBeInTheDocument();
    const { useToastStore } = await import("../../components/toast-store.ts");
    await user.click(screen.getByRole("link", { name: text.signUpToPost }));
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(text.signUpAlert);

    act(() => useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ id: "me" }) }));
    renderPage("/forum", <ForumPage />);
    expect(screen.getByRole("link", { name: text.postNew })).toHaveAttribute("href", "/forum/new-topic");
    await user.click(screen.getByLabelText(text.myPosts));
    await waitFor(() => expect(topicsCalls(fetchMock).at(-1)?.searchParams.get("authorId")).toBe("me"));
  });

  it("lets a moderator delete a topic after the confirm, and says why when it fails", async () => {
    localStorage.setItem(storageKeys.token, "t");
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser({ role: "moderator" }) });
    let deleteStatus = 200;
    mockFetch((url, init) => {
      if (url === "/api/forum/categories") return jsonResponse(200, { success: true, data: categories });
      if (init.method === "DELETE") {
        return jsonResponse(deleteStatus, deleteStatus === 200 ? { success: true } : { success: false, error: "No" });
      }
      return jsonResponse(200, { success: true, data: page([makeTopic(), makeTopic({ _id: "t-2", title: "Other" })]) });
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderPage("/forum", <ForumPage />);
    const deleteFirst = await screen.findByRole("button", { name: text.deleteTopic(makeTopic().title) });

    await user.click(deleteFirst);
    expect(confirm).toHaveBeenCalledWith(text.confirmDelete);
    expect(screen.getAllByRole("article")).toHaveLength(2);

    confirm.mockReturnValue(true);
    await user.click(deleteFirst);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));

    deleteStatus = 403;
    await user.click(screen.getByRole("button", { name: text.deleteTopic("Other") }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text.deleteFailed);
  });

  it("shows no delete button to ordinary users", async () => {
    useAuthStore.setState({ status: "authenticated", token: "t", user: makeUser() });
    answer(() => jsonResponse(200, { success: true, data: page([makeTopic()]) }));
    renderPage("/forum", <ForumPage />);
    await screen.findByRole("article");
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("goes live: a 'new topics' bar loads them, updates change counts in place, deletions remove cards", async () => {
    let docs = [makeTopic()];
    const fetchMock = answer(() => jsonResponse(200, { success: true, data: page(docs) }));
    const { user } = renderPage("/forum", <ForumPage />);
    await screen.findByRole("article");

    const fresh = makeTopic({ _id: "t-new", title: "Brand new question" });
    act(() => fake.serverPush("topic:created", fresh));
    expect(screen.getByText("1 new topic")).toBeInTheDocument();
    act(() => fake.serverPush("topic:created", makeTopic({ _id: "t-new-2" })));
    const bar = screen.getByText(text.newTopics(2)).closest("[role=status]") as HTMLElement;
    expect(bar).toHaveTextContent("2 new topics — show");
    docs = [fresh, ...docs];
    await user.click(within(bar).getByRole("button", { name: text.showNew }));
    expect(await screen.findByRole("link", { name: "Brand new question" })).toBeInTheDocument();
    expect(screen.queryByText(text.newTopics(2))).not.toBeInTheDocument();
    expect(topicsCalls(fetchMock)).toHaveLength(2);

    act(() =>
      fake.serverPush("topic:updated", {
        topicId: "topic-1",
        repliesCount: 7,
        views: 99,
        lastPostAt: "2026-11-21T10:00:00.000Z",
      })
    );
    const card = screen.getByRole("link", { name: makeTopic().title }).closest("article")!;
    expect(card).toHaveTextContent("Views99");
    expect(card).toHaveTextContent("Replies7");

    act(() => fake.serverPush("topic:deleted", { topicId: "topic-1" }));
    expect(screen.queryByRole("link", { name: makeTopic().title })).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  describe("the list and its new-topics banner agree", () => {
    // Neither the empty state nor its invitation may stand beside a banner that says a topic is there.
    const contradicts = () =>
      screen.queryByText(text.empty) !== null && screen.queryByRole("button", { name: text.showNew }) !== null;

    it("an empty list shows a topic posted meanwhile at once, in place of 'No topics found'", async () => {
      const fetchMock = answer(() => jsonResponse(200, { success: true, data: page([]) }));
      renderPage("/forum", <ForumPage />);
      expect(await screen.findByText(text.empty)).toBeInTheDocument();

      act(() => fake.serverPush("topic:created", makeTopic({ _id: "t-new", title: "Brand new question" })));

      expect(contradicts()).toBe(false);
      expect(screen.getByRole("link", { name: "Brand new question" })).toBeInTheDocument();
      expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
      expect(screen.queryByText(text.emptyHint)).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: text.showNew })).not.toBeInTheDocument();
      expect(topicsCalls(fetchMock)).toHaveLength(1);

      // Once a card is there to be read, the next topic waits behind the banner rather than pushing it down.
      act(() => fake.serverPush("topic:created", makeTopic({ _id: "t-new-2", title: "And another" })));
      expect(screen.getAllByRole("article")).toHaveLength(1);
      expect(screen.getByText(text.newTopics(1))).toBeInTheDocument();
    });

    it("an empty search result asks the server again, which alone knows whether the new topic matches", async () => {
      let docs: ForumTopic[] = [];
      const fetchMock = answer(() => jsonResponse(200, { success: true, data: page(docs) }));
      const { user } = renderPage("/forum", <ForumPage />);
      await screen.findByText(text.empty);
      await user.type(screen.getByLabelText(text.search), "pivot");
      await user.click(screen.getByRole("button", { name: text.searchSubmit }));
      await waitFor(() => expect(topicsCalls(fetchMock)).toHaveLength(2));
      await screen.findByText(text.empty);

      docs = [makeTopic({ _id: "t-pivot", title: "Pivot by month" })];
      act(() => fake.serverPush("topic:created", docs[0]));

      expect(contradicts()).toBe(false);
      expect(await screen.findByRole("link", { name: "Pivot by month" })).toBeInTheDocument();
      expect(topicsCalls(fetchMock).at(-1)?.searchParams.get("search")).toBe("pivot");
      expect(screen.queryByRole("button", { name: text.showNew })).not.toBeInTheDocument();
    });

    it("when the last card goes while the banner waits, the list loads the new topic instead of saying none", async () => {
      let docs = [makeTopic()];
      answer(() => jsonResponse(200, { success: true, data: page(docs) }));
      renderPage("/forum", <ForumPage />);
      await screen.findByRole("article");
      const fresh = makeTopic({ _id: "t-new", title: "Brand new question" });
      act(() => fake.serverPush("topic:created", fresh));
      expect(screen.getByText(text.newTopics(1))).toBeInTheDocument();

      docs = [fresh];
      act(() => fake.serverPush("topic:deleted", { topicId: "topic-1" }));

      expect(contradicts()).toBe(false);
      expect(await screen.findByRole("link", { name: "Brand new question" })).toBeInTheDocument();
      expect(screen.queryByText(text.newTopics(1))).not.toBeInTheDocument();
    });

    it("counts only topics the filtered list would show, and forgets one deleted before it was shown", async () => {
      answer(() => jsonResponse(200, { success: true, data: page([makeTopic({ category: "cat-2" })]) }));
      const { user } = renderPage("/forum", <ForumPage />);
      await screen.findByRole("article");
      await user.selectOptions(screen.getByLabelText(text.category), "cat-2");
      await screen.findByRole("article");

      act(() => fake.serverPush("topic:created", makeTopic({ _id: "t-formulas", category: "cat-1" })));
      expect(screen.queryByRole("button", { name: text.showNew })).not.toBeInTheDocument();
      act(() => fake.serverPush("topic:created", makeTopic({ _id: "t-vba", category: "cat-2" })));
      expect(screen.getByText(text.newTopics(1))).toBeInTheDocument();
      act(() => fake.serverPush("topic:deleted", { topicId: "t-vba" }));
      expect(screen.queryByRole("button", { name: text.showNew })).not.toBeInTheDocument();
    });
  });
});
