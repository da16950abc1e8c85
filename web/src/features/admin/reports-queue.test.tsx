import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReportedItem } from "../../../../api/contract/reports.ts";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, jsonResponse, mockFetch } from "../../test-utils.tsx";
import { ReportRow, ReportsQueue } from "./reports-queue.tsx";
import { useReportsStore } from "./reports-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.admin.reports;

function makeItem(overrides: Partial<ReportedItem> = {}): ReportedItem {
  return {
    id: "post-1",
    kind: "post",
    topicId: "topic-1",
    topicTitle: "Summing closed deals",
    excerpt: "Buy cheap licences",
    author: { id: "user-3", name: "Sam Spam", role: "user", blocked: false },
    hidden: false,
    reports: [{
      id: "report-1",
      reporter: { id: "user-1", name: "Rita Reporter" },
      reason: "spam",
      details: "Link farm",
      createdAt: "2026-11-20T10:00:00.000Z",
    }],
    firstReportedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const page = (items: ReportedItem[]) =>
  jsonResponse(200, { success: true, data: items, page: 1, limit: 100, total: items.length, totalPages: 1 });

describe("ReportRow", () => {
  const renderRow = (item: ReportedItem, canSuspend = true) => {
    const onResolve = vi.fn();
    render(
      <MemoryRouter>
        <ul>
          <ReportRow item={item} busy={false} canSuspend={canSuspend} onResolve={onResolve} />
        </ul>
      </MemoryRouter>,
    );
    return { onResolve, user: userEvent.setup() };
  };

  it("quotes the reported text as the words it shows, not its markdown", () => {
    renderRow(makeItem({ excerpt: "# Deal\n\n**Buy** ![logo](x.png) at [our shop](https://spam.example) — `A1*B1`" }));
    expect(screen.getByText("“Deal Buy logo at our shop — A1*B1”")).toBeInTheDocument();
  });

  it("shows the excerpt, the author, the count, each reporter's reason and a link to the topic", () => {
    const second = { ...makeItem().reports[0], id: "report-2", reporter: { id: "u", name: "Sid" }, reason: "abuse" };
    renderRow(
      makeItem({ hidden: true, reports: [makeItem().reports[0], { ...second, reason: "abuse", details: "" }] }),
    );
    expect(screen.getByText("“Buy cheap licences”")).toBeInTheDocument();
    expect(screen.getByText(text.by("Sam Spam"), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(text.count(2))).toBeInTheDocument();
    expect(screen.getByText(text.hidden)).toBeInTheDocument();
    const reasons = screen.getAllByRole("listitem").slice(1).map((line) => line.textContent);
    expect(reasons).toEqual(["Spam “Link farm” — Rita Reporter", "Abuse — Sid"]);
    expect(screen.getByRole("link", { name: text.openTopic })).toHaveAttribute("href", "/forum/topic/topic-1");
  });

  it("dismisses, deletes after confirming, and suspends", async () => {
    const { onResolve, user } = renderRow(makeItem());
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("button", { name: text.dismissLabel("Sam Spam") }));
    await user.click(screen.getByRole("button", { name: text.deleteLabel("Sam Spam") }));
    await user.click(screen.getByRole("button", { name: text.deleteLabel("Sam Spam") }));
    await user.click(screen.getByRole("button", { name: text.suspendLabel("Sam Spam") }));
    expect(onResolve.mock.calls).toEqual([["dismiss"], ["delete"], ["suspend"]]);
    expect(confirm.mock.calls).toEqual([[text.confirmDelete], [text.confirmDelete]]);
  });

  it("offers no suspension the viewer may not make, and names a topic's deletion as such", () => {
    renderRow(makeItem({ kind: "topic", author: { id: "m", name: "Mo", role: "moderator", blocked: false } }), false);
    expect(screen.queryByRole("button", { name: text.suspendLabel("Mo") })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.deleteLabel("Mo") })).toHaveTextContent(text.deleteTopic);
  });

  it("shows a suspended author as such instead of the button", () => {
    renderRow(makeItem({ author: { id: "user-3", name: "Sam Spam", role: "user", blocked: true } }));
    expect(screen.getByText(text.alreadySuspended)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.suspendLabel("Sam Spam") })).not.toBeInTheDocument();
  });
});

describe("ReportsQueue", () => {
  beforeEach(() => {
    fake.reset();
    localStorage.setItem(storageKeys.token, "t");
    useToastStore.setState({ toasts: [] });
    useReportsStore.setState({ status: "idle", error: null, items: [], busy: [] });
  });

  const renderQueue = () => {
    render(
      <MemoryRouter>
        <ReportsQueue viewerRole="moderator" />
      </MemoryRouter>,
    );
    return userEvent.setup();
  };
  const rows = () =>
    within(screen.getByRole("list", { name: /Reported posts/ })).getAllByRole("listitem")
      .filter((row) => row.hasAttribute("data-report-id")).map((row) => row.getAttribute("data-report-id"));

  it("loads the open reports and follows new and closed ones live", async () => {
    mockFetch(() => page([makeItem()]));
    renderQueue();
    await waitFor(() => expect(rows()).toEqual(["post-1"]));
    act(() => fake.serverPush("report:created", makeItem({ id: "post-2", excerpt: "Other" })));
    const again = makeItem({ reports: [...makeItem().reports, { ...makeItem().reports[0], id: "report-9" }] });
    act(() => fake.serverPush("report:created", again));
    expect(rows()).toEqual(["post-1", "post-2"]);
    expect(screen.getByText(text.count(2))).toBeInTheDocument();
    act(() => fake.serverPush("report:closed", { kind: "post", id: "post-2", outcome: "deleted" }));
    expect(rows()).toEqual(["post-1"]);
    // A deleted topic takes the reports about its replies with it.
    act(() => fake.serverPush("report:closed", { kind: "topic", id: "topic-1", outcome: "deleted" }));
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });

  it("dismisses through the API, drops the row and says so", async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith("/api/admin/reports?")
        ? page([makeItem()])
        : jsonResponse(200, { success: true, data: { id: "post-1", outcome: "dismissed" } })
    );
    const user = renderQueue();
    await user.click(await screen.findByRole("button", { name: text.dismissLabel("Sam Spam") }));
    await waitFor(() => expect(screen.getByText(text.empty)).toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/admin/reports/post-1/resolve");
    expect(JSON.parse(String(init?.body))).toEqual({ action: "dismiss" });
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual([text.dismissed]);
  });

  it("lets a moderator suspend a member but not another moderator", async () => {
    const moderator = makeItem({ id: "post-2", author: { id: "m", name: "Mo", role: "moderator", blocked: false } });
    mockFetch(() => page([makeItem(), moderator]));
    renderQueue();
    expect(await screen.findByRole("button", { name: text.suspendLabel("Sam Spam") })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.suspendLabel("Mo") })).not.toBeInTheDocument();
  });
});
