import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { historyMessages } from "../../../../api/contract/history-messages.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { formatDate } from "../../lib/format-time.ts";
import { clearToken } from "../../lib/session-token.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, jsonResponse, makeUser, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { DashboardPage } from "./dashboard-page.tsx";
import { fakeHistoryApi, makeAnalysis, makeChart, makeFormula, makeMacro } from "./history-fixtures.ts";
import { useHistoryStore } from "./history-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.history;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

beforeEach(() => {
  localStorage.setItem(storageKeys.token, "token-1");
  useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
  useHistoryStore.setState(useHistoryStore.getInitialState());
  useToastStore.setState({ toasts: [] });
  fake.reset();
});

const renderDashboard = () => renderPage("/dashboard", <DashboardPage />);
const historyList = (name = text.itemsLabel(text.types.formula)) => screen.findByRole("list", { name });
const cards = (list: HTMLElement) => within(list).getAllByRole("article");
const labels = (list: HTMLElement) => cards(list).map((item) => item.getAttribute("aria-label"));
const card = (name: string) => screen.getByRole("article", { name });
const star = (name: string) => within(card(name)).getByRole("button", { name: text.favorite });
const calls = (fetchMock: ReturnType<typeof fakeHistoryApi>["fetchMock"], method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url).startsWith(path));

describe("History tab", () => {
  it("lists the user's formulas with platform badge, local date, request, formula, explanation, steps and star", async () => {
    const older = makeFormula(1, { platform: "sheets" });
    const newer = makeFormula(2);
    const { fetchMock } = fakeHistoryApi({ formula: [newer, older] }, [older]);
    renderDashboard();

    const list = await historyList();
    expect(labels(list)).toEqual(["request 2", "request 1"]);
    const first = card("request 2");
    expect(within(first).getByText("Excel")).toHaveClass("badge");
    expect(within(first).getByText(formatDate(newer.timestamp)).tagName).toBe("TIME");
    expect(within(first).getByRole("heading", { name: "request 2" })).toBeInTheDocument();
    expect(within(first).getByText("=SUM(A1:A2)").closest("pre")).toHaveClass("code-block");
    expect(within(first).getByText("explains 2")).toBeInTheDocument();
    expect(within(first).getByText("step two of 2")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: copy.generators.copy })).toBeInTheDocument();
    // A saved formula opens in the explainer, filled in, like a freshly generated one.
    expect(within(first).getByRole("link", { name: copy.explainer.explainLink })).toHaveAttribute(
      "href",
      "/formula-explainer?formula=%3DSUM%28A1%3AA2%29&platform=excel",
    );
    expect(within(card("request 1")).getByText("Google Sheets")).toBeInTheDocument();
    await waitFor(() => expect(star("request 1")).toHaveAttribute("aria-pressed", "true"));
    expect(star("request 2")).toHaveAttribute("aria-pressed", "false");
    expect(String(calls(fetchMock, "GET", "/api/history/formula/user-1")[0][0])).toBe(
      "/api/history/formula/user-1?limit=20",
    );
  });

  it("switches type with the selector and shows each type's main text", async () => {
    const { fetchMock } = fakeHistoryApi({
      formula: [makeFormula(1)],
      vba: [makeMacro(2)],
      dataAnalyzer: [makeAnalysis(3)],
      chartGenerator: [makeChart(4)],
    });
    const { user } = renderDashboard();
    await historyList();
    const selector = screen.getByRole("group", { name: text.typeLabel });
    expect(within(selector).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Formula",
      "VBA",
      "Data Analyzer",
      "Chart Generator",
    ]);

    await user.click(within(selector).getByRole("button", { name: "VBA" }));
    expect(within(selector).getByRole("button", { name: "VBA" })).toHaveAttribute("aria-pressed", "true");
    const macros = await historyList(text.itemsLabel("VBA"));
    expect(within(macros).getByText(/Sub Macro2\(\)/).closest("pre")).toHaveClass("code-block");

    await user.click(within(selector).getByRole("button", { name: "Data Analyzer" }));
    expect(within(await historyList(text.itemsLabel("Data Analyzer"))).getByText("Total 3")).toBeInTheDocument();

    await user.click(within(selector).getByRole("button", { name: "Chart Generator" }));
    expect(within(await historyList(text.itemsLabel("Chart Generator"))).getByText("Bar Chart 4")).toBeInTheDocument();

    // A type already loaded is shown again without another request.
    await user.click(within(selector).getByRole("button", { name: "Formula" }));
    await historyList();
    expect(calls(fetchMock, "GET", "/api/history/formula/")).toHaveLength(1);
  });

  it("shows the spec's empty texts when a type has no history", async () => {
    fakeHistoryApi({});
    renderDashboard();

    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getByText(text.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.links.formulaGenerator })).toHaveAttribute("href", "/");
  });

  it("says why the history could not be loaded, with the server's words and the status", async () => {
    fakeHistoryApi({}, [], { history: () => jsonResponse(500, { success: false, error: "Database is down" }) });
    renderDashboard();

    expect(await screen.findByRole("alert")).toHaveTextContent(text.fetchFailed("Database is down", 500));
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
  });

  it("says an unexpected error occurred when the server cannot be reached", async () => {
    fakeHistoryApi({}, [], { history: () => Promise.reject(new TypeError("Failed to fetch")) });
    renderDashboard();

    expect(await screen.findByRole("alert")).toHaveTextContent(text.unexpected(text.unreachable));
  });

  it("filters the loaded list by description and by formula with the search box", async () => {
    fakeHistoryApi({
      formula: [
        makeFormula(3, { description: "total sales by region", formula: "=SUMIFS(C:C,B:B,E2)" }),
        makeFormula(2, { description: "average price", formula: "=AVERAGE(D2:D9)" }),
        makeFormula(1, { description: "count orders", formula: "=COUNTA(A:A)" }),
      ],
    });
    const { user } = renderDashboard();
    const list = await historyList();
    const search = screen.getByRole("searchbox", { name: text.searchLabel });

    await user.type(search, "SALES");
    expect(labels(list)).toEqual(["total sales by region"]);

    await user.clear(search);
    await user.type(search, "average(");
    expect(labels(await historyList())).toEqual(["average price"]);

    await user.clear(search);
    await user.type(search, "vlookup");
    expect(screen.getByText(text.noMatches("vlookup"))).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: text.itemsLabel(text.types.formula) })).not.toBeInTheDocument();
  });

  it("loads more on demand, from the last item shown", async () => {
    const formulas = Array.from({ length: 25 }, (_, index) => makeFormula(25 - index));
    const { fetchMock } = fakeHistoryApi({ formula: formulas });
    const { user } = renderDashboard();
    expect(cards(await historyList())).toHaveLength(20);

    await user.click(screen.getByRole("button", { name: text.loadMore }));

    await waitFor(() => expect(cards(screen.getByRole("list", { name: text.itemsLabel("Formula") }))).toHaveLength(25));
    expect(String(calls(fetchMock, "GET", "/api/history/formula/")[1][0])).toContain(`before=${formulas[19].id}`);
    expect(screen.queryByRole("button", { name: text.loadMore })).not.toBeInTheDocument();
  });

  it("deletes an item after confirming, and keeps it when the confirm is cancelled", async () => {
    const { fetchMock } = fakeHistoryApi({ formula: [makeFormula(2), makeFormula(1)] });
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderDashboard();
    await historyList();

    await user.click(screen.getByRole("button", { name: text.deleteLabel("request 2") }));
    expect(confirm).toHaveBeenCalledWith(text.confirmDelete);
    expect(calls(fetchMock, "DELETE", "/api/history/")).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: text.deleteLabel("request 2") }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "request 2" })).not.toBeInTheDocument());
    expect(String(calls(fetchMock, "DELETE", "/api/history/")[0][0])).toBe("/api/history/formula/item-2");
    expect(toasts()).toContain(text.deleted);
  });
});

describe("the favorite star", () => {
  it("adds an absent item with the whole item, fills the star and reloads the favorites", async () => {
    const item = makeFormula(1);
    const { fetchMock } = fakeHistoryApi({ formula: [item] });
    const { user } = renderDashboard();
    await historyList();
    await waitFor(() => expect(calls(fetchMock, "GET", "/api/favorites")).toHaveLength(1));

    await user.click(star("request 1"));

    await waitFor(() => expect(star("request 1")).toHaveAttribute("aria-pressed", "true"));
    const [, init] = calls(fetchMock, "POST", "/api/addFavorite")[0];
    expect(JSON.parse(String(init?.body))).toEqual({ item });
    await waitFor(() => expect(calls(fetchMock, "GET", "/api/favorites")).toHaveLength(2));
  });

  it("removes a present item and empties the star", async () => {
    const item = makeFormula(1);
    const { fetchMock } = fakeHistoryApi({ formula: [item] }, [item]);
    const { user } = renderDashboard();
    await historyList();
    await waitFor(() => expect(star("request 1")).toHaveAttribute("aria-pressed", "true"));

    await user.click(star("request 1"));

    await waitFor(() => expect(star("request 1")).toHaveAttribute("aria-pressed", "false"));
    expect(String(calls(fetchMock, "DELETE", "/api/removeFavorite/")[0][0])).toBe("/api/removeFavorite/item-1");
  });

  it("tells why a toggle failed: the server's error, its status text, or a network failure", async () => {
    const failures = [
      () => jsonResponse(404, { success: false, error: historyMessages.itemNotFound }),
      () => new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway" }),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    let next = 0;
    fakeHistoryApi({ formula: [makeFormula(1)] }, [], { add: () => failures[next++]() });
    const { user } = renderDashboard();
    await historyList();

    for (let attempt = 0; attempt < failures.length; attempt++) {
      await user.click(star("request 1"));
      await waitFor(() => expect(toasts()).toHaveLength(attempt + 1));
    }

    expect(toasts()).toEqual([
      copy.favorites.toggleFailed(historyMessages.itemNotFound),
      copy.favorites.toggleFailed("Bad Gateway"),
      copy.favorites.toggleError,
    ]);
    expect(star("request 1")).toHaveAttribute("aria-pressed", "false");
  });

  it("asks to log in when the token is gone", async () => {
    const { fetchMock } = fakeHistoryApi({ formula: [makeFormula(1)] });
    const { user } = renderDashboard();
    await historyList();
    clearToken();

    await user.click(star("request 1"));

    expect(toasts()).toEqual([copy.favorites.loginRequired]);
    expect(calls(fetchMock, "POST", "/api/addFavorite")).toHaveLength(0);
  });
});

describe("Favorites tab", () => {
  it("filters the favorites by type, classifying each by its main field", async () => {
    fakeHistoryApi({}, [makeChart(4), makeAnalysis(3), makeMacro(2), makeFormula(1)]);
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));
    const filter = screen.getByRole("group", { name: copy.favorites.filterLabel });
    expect(within(filter).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "All",
      "Formula",
      "VBA",
      "Data Analyzer",
      "Chart Generator",
    ]);
    const shown = () => labels(screen.getByRole("list", { name: copy.favorites.itemsLabel }));

    await waitFor(() => expect(shown()).toEqual(["request 4", "request 3", "request 2", "request 1"]));
    for (
      const [filterName, expected] of [
        ["Formula", "request 1"],
        ["VBA", "request 2"],
        ["Data Analyzer", "request 3"],
        ["Chart Generator", "request 4"],
      ]
    ) {
      await user.click(within(filter).getByRole("button", { name: filterName }));
      expect(shown()).toEqual([expected]);
    }
  });

  it("shows the spec's empty texts, and says when one type has none", async () => {
    fakeHistoryApi({}, []);
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));

    expect(await screen.findByText(copy.favorites.empty)).toBeInTheDocument();
    expect(screen.getByText(copy.favorites.emptyHint)).toBeInTheDocument();
  });

  it("reads a failed favorites load as an empty list", async () => {
    fakeHistoryApi({}, [], { favorites: () => jsonResponse(500, { success: false, error: "Down" }) });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));

    expect(await screen.findByText(copy.favorites.empty)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says when the chosen type has no favorites", async () => {
    fakeHistoryApi({}, [makeFormula(1)]);
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));
    await screen.findByRole("list", { name: copy.favorites.itemsLabel });

    await user.click(screen.getByRole("button", { name: "VBA" }));

    expect(screen.getByText(copy.favorites.noneOfType("VBA"))).toBeInTheDocument();
  });

  it("unstars from Favorites, and the item leaves the list after the reload", async () => {
    fakeHistoryApi({}, [makeMacro(2), makeFormula(1)]);
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));
    await screen.findByRole("article", { name: "request 2" });

    await user.click(star("request 2"));

    await waitFor(() => expect(screen.queryByRole("article", { name: "request 2" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "request 1" })).toBeInTheDocument();
  });
});

describe("live from the person's other tabs", () => {
  it("adds new generations, fills and empties stars, and drops deleted items as the server pushes them", async () => {
    const item = makeFormula(1);
    fakeHistoryApi({ formula: [item] });
    renderDashboard();
    await historyList();

    act(() => fake.serverPush("history:created", { type: "formula", item: makeFormula(5) }));
    act(() => fake.serverPush("history:created", { type: "vba", item: makeMacro(6) }));
    expect(labels(await historyList())).toEqual(["request 5", "request 1"]);

    act(() => fake.serverPush("favorite:added", { type: "formula", item }));
    expect(star("request 1")).toHaveAttribute("aria-pressed", "true");
    act(() => fake.serverPush("favorite:removed", { id: item.id }));
    expect(star("request 1")).toHaveAttribute("aria-pressed", "false");

    act(() => fake.serverPush("history:deleted", { type: "formula", id: "item-5" }));
    expect(labels(await historyList())).toEqual(["request 1"]);
  });

  it("shows an item changed in another tab (an alternative chosen) in its place, in History and Favorites", async () => {
    const [first, second] = [makeFormula(1), makeFormula(2)];
    fakeHistoryApi({ formula: [second, first] }, [first]);
    const { user } = renderDashboard();
    const formulas = async () =>
      Array.from((await historyList()).querySelectorAll("pre code"), (code) => code.textContent);
    expect(await formulas()).toEqual(["=SUM(A1:A2)", "=SUM(A1:A1)"]);

    const chosen = { ...first, formula: "=RANK.EQ(B5,B2:B40,1)", explanation: "Ranks B5, the smallest first." };
    act(() => fake.serverPush("history:updated", { type: "formula", item: chosen }));

    expect(await formulas()).toEqual(["=SUM(A1:A2)", "=RANK.EQ(B5,B2:B40,1)"]);
    expect(within(screen.getByRole("article", { name: "request 1" })).getByText(chosen.explanation))
      .toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: copy.dashboard.tabs.favorites }));
    const favorite = await screen.findByRole("article", { name: "request 1" });
    expect(favorite.querySelector("pre code")?.textContent).toBe("=RANK.EQ(B5,B2:B40,1)");
  });

  it("loads again what it shows when the connection comes back, since pushes in between were lost", async () => {
    const { fetchMock, lists } = fakeHistoryApi({ formula: [makeFormula(1)] });
    renderDashboard();
    await historyList();

    act(() => fake.serverPush("disconnect", "transport close"));
    lists.formula = [makeFormula(7), makeFormula(1)];
    act(() => fake.serverPush("connect", undefined));

    await screen.findByRole("article", { name: "request 7" });
    expect(calls(fetchMock, "GET", "/api/favorites")).toHaveLength(2);
  });
});

describe("coming back to the dashboard", () => {
  it("loads again what it showed, since what happened meanwhile was not followed", async () => {
    const { lists, state } = fakeHistoryApi({ formula: [makeFormula(1)] });
    renderDashboard();
    await historyList();
    cleanup();

    lists.formula = [makeFormula(3), makeFormula(1)];
    state.favorites = [makeFormula(1)];
    renderDashboard();

    await screen.findByRole("article", { name: "request 3" });
    await waitFor(() => expect(star("request 1")).toHaveAttribute("aria-pressed", "true"));
  });
});

describe("another person signing in", () => {
  it("never sees the previous person's history, even for a moment", async () => {
    fakeHistoryApi({ formula: [makeFormula(1)] });
    renderDashboard();
    await historyList();
    cleanup();

    const seen: string[] = [];
    useAuthStore.setState({ user: makeUser({ id: "user-2", name: "Someone Else" }) });
    fakeHistoryApi({ formula: [makeFormula(2)] });
    // The records run after React settled, so a card that flashed is found among the nodes removed again.
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes, ...record.removedNodes])) {
        if (!(node instanceof Element)) continue;
        for (const article of [node, ...node.querySelectorAll("article")].filter((el) => el.matches("article"))) {
          seen.push(article.getAttribute("aria-label") ?? "");
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderDashboard();
    await screen.findByRole("article", { name: "request 2" });
    observer.disconnect();

    expect(seen).not.toContain("request 1");
  });
});
