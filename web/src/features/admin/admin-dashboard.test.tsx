import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { clearToken } from "../../lib/session-token.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, jsonResponse, makeUser, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { AdminPage } from "./admin-page.tsx";
import { fakeAdminApi, makeAdminUser, makeFlag, usageOf } from "./admin-fixtures.ts";
import { useAdminStore } from "./admin-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.admin;
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);
const ada = makeAdminUser(1, { name: "Ada Admin", role: "superadmin" });
const pat = makeAdminUser(2, { name: "Pat Member" });
const mo = makeAdminUser(3, { name: "Mo Derator", role: "moderator" });

beforeEach(() => {
  localStorage.setItem(storageKeys.token, "token-1");
  useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser({ role: "superadmin" }) });
  useAdminStore.setState(useAdminStore.getInitialState());
  useToastStore.setState({ toasts: [] });
  fake.reset();
});
afterEach(() => vi.unstubAllGlobals());

const renderAdmin = () => renderPage("/admin", <AdminPage />);
const row = (name: string) => screen.getByRole("row", { name });
const totalCalls = () => screen.getByTestId("total-api-calls").textContent;
/** The chart's figures as its hidden table gives them to a screen reader: [date, calls] per day. */
const chartFigures = () =>
  within(screen.getByRole("table", { name: text.chart.tableCaption })).getAllByRole("row").slice(1)
    .map((line) => within(line).getAllByRole("cell").map((cell) => cell.textContent));

describe("admin dashboard", () => {
  it("shows the loading text, then the totals, the chart's figures and the User Management table", async () => {
    fakeAdminApi({ users: [mo, pat, ada], usage: usageOf(42) });
    renderAdmin();

    expect(screen.getByRole("status")).toHaveTextContent(text.loading);
    await screen.findByRole("heading", { name: text.users.title });
    expect(screen.getByTestId("total-users").textContent).toBe("3");
    expect(totalCalls()).toBe("42");
    expect(screen.getByRole("table", { name: text.chart.tableCaption })).toBeInTheDocument();
    const table = screen.getAllByRole("table").find((node) => within(node).queryByRole("row", { name: "Pat Member" }))!;
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(Object.values(text.users.columns));
    const patRow = row("Pat Member");
    expect(within(patRow).getByText(pat.email)).toBeInTheDocument();
    expect(within(patRow).getByText(text.users.active)).toBeInTheDocument();
    expect(within(patRow).getByRole("button", { name: text.users.makeModerator })).toBeInTheDocument();
    expect(within(patRow).getByRole("button", { name: text.users.suspend })).toBeInTheDocument();
    expect(within(row("Mo Derator")).getByRole("button", { name: text.users.removeModerator })).toBeInTheDocument();
    // Neither action is offered for a superadmin.
    const adaRow = row("Ada Admin");
    expect(within(adaRow).getByRole("button", { name: text.users.viewHistory })).toBeInTheDocument();
    expect(within(adaRow).getAllByRole("button")).toHaveLength(1);
  });

  it("asks before making a moderator: declining sends nothing, accepting makes them one", async () => {
    const { fetchMock } = fakeAdminApi({ users: [pat] });
    const { user } = renderAdmin();
    const button = await screen.findByRole("button", { name: text.users.makeModerator });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);

    await user.click(button);
    expect(confirm).toHaveBeenLastCalledWith(text.moderator.confirmMake);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("make-moderator"))).toBe(false);

    await user.click(button);
    await within(row("Pat Member")).findByRole("button", { name: text.users.removeModerator });
    expect(toasts()).toContain(text.moderator.made);
    expect(within(row("Pat Member")).getByText(text.users.roles.moderator)).toBeInTheDocument();

    confirm.mockReturnValueOnce(true);
    await user.click(within(row("Pat Member")).getByRole("button", { name: text.users.removeModerator }));
    expect(confirm).toHaveBeenLastCalledWith(text.moderator.confirmRemove);
    await within(row("Pat Member")).findByRole("button", { name: text.users.makeModerator });
    expect(toasts()).toContain(text.moderator.removed);
  });

  it("says a moderator change failed in the spec's words whatever the server said, or the network text", async () => {
    let answer: () => Response | Promise<Response> = () => jsonResponse(500, {});
    fakeAdminApi({
      users: [pat],
      override: (url) => url.includes("make-moderator") ? answer() : undefined,
    });
    const { user } = renderAdmin();
    vi.stubGlobal("confirm", () => true);
    const button = await screen.findByRole("button", { name: text.users.makeModerator });

    await user.click(button);
    await waitFor(() => expect(toasts()).toContain(text.moderator.makeFailed));
    answer = () => Promise.reject(new TypeError("offline"));
    await user.click(button);
    await waitFor(() => expect(toasts()).toContain(text.moderator.makeError));
    // Only ok or not ok is read from this call (spec §7).
    useToastStore.setState({ toasts: [] });
    answer = () => jsonResponse(409, { success: false, error: "Another superadmin changed it." });
    await user.click(button);
    await waitFor(() => expect(toasts()).toEqual([text.moderator.makeFailed]));
  });

  it("says removing a moderator failed in the remove form of the spec's texts", async () => {
    let answer: () => Response | Promise<Response> = () =>
      jsonResponse(404, { success: false, error: "User not found." });
    fakeAdminApi({ users: [mo], override: (url) => url.includes("make-moderator") ? answer() : undefined });
    const { user } = renderAdmin();
    vi.stubGlobal("confirm", () => true);
    const button = await screen.findByRole("button", { name: text.users.removeModerator });

    await user.click(button);
    await waitFor(() => expect(toasts()).toEqual([text.moderator.removeFailed]));
    answer = () => Promise.reject(new TypeError("offline"));
    await user.click(button);
    await waitFor(() => expect(toasts()).toContain(text.moderator.removeError));
    expect(within(row("Mo Derator")).getByText(text.users.roles.moderator)).toBeInTheDocument();
  });

  it("suspends and activates with the spec's texts, and shows the server's refusal", async () => {
    let refuse = false;
    const { fetchMock } = fakeAdminApi({
      users: [pat],
      override: () =>
        refuse ? jsonResponse(403, { success: false, error: "Superadmin accounts cannot be suspended." }) : undefined,
    });
    const { user } = renderAdmin();

    await user.click(await screen.findByRole("button", { name: text.users.suspend }));
    await within(row("Pat Member")).findByText(text.users.suspended);
    expect(toasts()).toContain(text.block.blocked);
    const put = fetchMock.mock.calls.find(([url]) => String(url).includes("block-user"))!;
    expect(put[0]).toBe("/api/admin/block-user/user-2");
    expect(JSON.parse(String(put[1]?.body))).toEqual({ blocked: true });

    await user.click(within(row("Pat Member")).getByRole("button", { name: text.users.activate }));
    await within(row("Pat Member")).findByText(text.users.active);
    expect(toasts()).toContain(text.block.unblocked);

    refuse = true;
    await user.click(within(row("Pat Member")).getByRole("button", { name: text.users.suspend }));
    await waitFor(() => expect(toasts()).toContain("Superadmin accounts cannot be suspended."));
    expect(within(row("Pat Member")).getByText(text.users.active)).toBeInTheDocument();
  });

  it("shows a selected user's history in four sections, with the spec's empty texts", async () => {
    fakeAdminApi({
      users: [pat],
      history: {
        formulaHistory: [{
          id: "f-1",
          description: "sum the sales",
          formula: "=SUM(B2:B9)",
          explanation: "adds",
          steps: [],
          functions: ["SUM"],
          platform: "excel",
          timestamp: new Date().toISOString(),
        }],
      },
    });
    const { user } = renderAdmin();

    expect(await screen.findByText(text.history.select)).toBeInTheDocument();
    await user.click(within(row("Pat Member")).getByRole("button", { name: text.users.viewHistory }));
    const panel = await screen.findByRole("region", { name: text.history.title("Pat Member") });
    const section = (name: string) => within(panel).getByRole("region", { name });
    await within(section(text.history.sections.formula)).findByText("=SUM(B2:B9)");
    for (
      const name of [
        text.history.sections.vba,
        text.history.sections.dataAnalyzer,
        text.history.sections.chartGenerator,
      ]
    ) {
      expect(within(section(name)).getByText(text.history.empty)).toBeInTheDocument();
    }
  });

  it("says why a user's history failed, with its status and the server's words", async () => {
    fakeAdminApi({
      users: [pat],
      override: (url) =>
        url.includes("user-history") ? jsonResponse(404, { success: false, error: "User not found." }) : undefined,
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole("button", { name: text.users.viewHistory }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text.historyFailed(404, "User not found."));
  });

  it("creates a forum category: Creating... while sending, then the success text and an empty form", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = fakeAdminApi({
      override: (url) =>
        url === "/api/admin/forum-categories"
          ? held.then(() =>
            jsonResponse(201, { success: true, data: { _id: "c-1", name: "Lambda", slug: "lambda", description: "" } })
          )
          : undefined,
    });
    const { user } = renderAdmin();
    const form = await screen.findByRole("region", { name: text.category.title });
    await user.type(within(form).getByLabelText(text.category.name), "Lambda");
    await user.type(within(form).getByLabelText(text.category.slug), "lambda");
    await user.click(within(form).getByRole("button", { name: text.category.submit }));

    expect(within(form).getByRole("button", { name: text.category.submitting })).toBeDisabled();
    await act(() => {
      release();
      return held;
    });
    expect(await within(form).findByText(text.category.created)).toBeInTheDocument();
    expect(within(form).getByLabelText(text.category.name)).toHaveValue("");
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/admin/forum-categories")!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ name: "Lambda", slug: "lambda", description: "" });
  });

  it("shows the server's refusal of a category, or the exception text when the server is unreachable", async () => {
    let answer: () => Response | Promise<Response> = () =>
      jsonResponse(409, { success: false, error: "A category with this slug already exists." });
    fakeAdminApi({ override: (url) => url === "/api/admin/forum-categories" ? answer() : undefined });
    const { user } = renderAdmin();
    const form = await screen.findByRole("region", { name: text.category.title });
    await user.type(within(form).getByLabelText(text.category.name), "General");
    await user.type(within(form).getByLabelText(text.category.slug), "general");
    await user.click(within(form).getByRole("button", { name: text.category.submit }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("A category with this slug already exists.");
    expect(within(form).getByLabelText(text.category.name)).toHaveValue("General");

    answer = () => Promise.reject(new TypeError("offline"));
    await user.click(within(form).getByRole("button", { name: text.category.submit }));
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent(text.category.error));
  });

  it("follows the admins room: usage, sign-ups, account changes and flags arrive without a reload", async () => {
    fakeAdminApi({ users: [pat], usage: usageOf(7) });
    renderAdmin();
    await screen.findByRole("row", { name: "Pat Member" });

    const lastDay = usageOf(7).days.at(-1)!;
    act(() => fake.serverPush("usage:updated", { userId: pat.id, apiCalls: 9, totalApiCalls: 8, day: lastDay.date }));
    expect(totalCalls()).toBe("8");
    expect(within(row("Pat Member")).getByText("9")).toBeInTheDocument();
    expect(chartFigures().at(-1)).toEqual([lastDay.date, "3"]);

    const newcomer = makeAdminUser(4, { name: "New Person" });
    act(() => fake.serverPush("user:registered", newcomer));
    expect(screen.getByTestId("total-users").textContent).toBe("2");
    expect(screen.getAllByRole("row").map((node) => node.getAttribute("aria-label")).filter(Boolean))
      .toEqual(["New Person", "Pat Member"]);

    act(() => fake.serverPush("user:updated", { ...pat, blocked: true, apiCalls: 9 }));
    expect(within(row("Pat Member")).getByText(text.users.suspended)).toBeInTheDocument();

    const flag = makeFlag(1, newcomer);
    act(() => fake.serverPush("flag:created", flag));
    const queue = screen.getByRole("list", { name: new RegExp(text.flags.title) });
    expect(within(queue).getByText("reason 1")).toBeInTheDocument();
    act(() => fake.serverPush("flag:resolved", { ...flag, status: "dismissed" }));
    expect(screen.getByText(text.flags.empty)).toBeInTheDocument();
  });

  it("counts each call on the chart once, and moves the chart on to a new UTC day", async () => {
    fakeAdminApi({ users: [pat], usage: usageOf(7) });
    renderAdmin();
    await screen.findByRole("row", { name: "Pat Member" });
    const [first, lastDay] = [usageOf(7).days[0], usageOf(7).days.at(-1)!];

    // The first load already counted this call: its push, arriving late, adds nothing.
    act(() => fake.serverPush("usage:updated", { userId: pat.id, apiCalls: 2, totalApiCalls: 7, day: lastDay.date }));
    expect(totalCalls()).toBe("7");
    expect(chartFigures().at(-1)).toEqual([lastDay.date, "2"]);

    const nextDay = new Date(Date.parse(`${lastDay.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    act(() => fake.serverPush("usage:updated", { userId: pat.id, apiCalls: 3, totalApiCalls: 8, day: nextDay }));
    const figures = chartFigures();
    expect(figures).toHaveLength(30);
    expect(figures[0][0]).not.toBe(first.date);
    expect(figures.at(-2)).toEqual([lastDay.date, "2"]);
    expect(figures.at(-1)).toEqual([nextDay, "1"]);
    expect(screen.getByText(text.chart.summary(3, 30))).toBeInTheDocument();
  });

  it("dismisses an open flag from the queue", async () => {
    const flag = makeFlag(1, pat);
    const { fetchMock } = fakeAdminApi({
      users: [pat],
      flags: [flag],
      override: (url) =>
        url === "/api/admin/flags/flag-1/resolve"
          ? jsonResponse(200, { success: true, data: { ...flag, status: "dismissed" } })
          : undefined,
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole("button", { name: text.flags.dismissLabel("Pat Member") }));
    await screen.findByText(text.flags.empty);
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/admin/flags/flag-1/resolve")!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ action: "dismiss" });
    expect(toasts()).toContain(text.flags.dismissed);
  });

  it("answers a refusal with the spec's access text, and a missing token with its own", async () => {
    fakeAdminApi({
      override: () => jsonResponse(403, { success: false, error: "You do not have permission to do this." }),
    });
    renderAdmin();
    expect(await screen.findByRole("alert")).toHaveTextContent(text.accessDenied);
  });

  it("says the token is missing when there is none", async () => {
    clearToken();
    fakeAdminApi();
    renderAdmin();
    expect(await screen.findByRole("alert")).toHaveTextContent(text.tokenMissing);
  });
});
