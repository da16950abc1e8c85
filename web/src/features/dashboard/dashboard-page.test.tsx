import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../../api/contract/account.ts";
import { messages } from "../../../../api/contract/messages.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { createFakeSocket, deferred, jsonResponse, makeUser, mockFetch, renderPage } from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { DashboardPage } from "./dashboard-page.tsx";
import { useHistoryStore } from "./history-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
socket.current = createFakeSocket();

const tabs = copy.dashboard.tabs;
const account = copy.account;

function signIn(user: PublicUser) {
  localStorage.setItem(storageKeys.token, "token-1");
  useAuthStore.setState({ status: "authenticated", token: "token-1", user });
}

function renderDashboard() {
  return renderPage("/dashboard", <DashboardPage />);
}

const loadsHistory = (url: unknown) => String(url).startsWith("/api/history/") || url === "/api/favorites";

/** The account calls answered by `answer`; History and Favorites, which the dashboard also loads, answer empty. */
function mockAccount(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = mockFetch((url) =>
    loadsHistory(url) ? jsonResponse(200, { success: true, data: [] }) : answer(url)
  );
  return { calls: () => fetchMock.mock.calls.filter(([url]) => !loadsHistory(url)) };
}

describe("DashboardPage", () => {
  beforeEach(() => {
    signIn(makeUser());
    useHistoryStore.setState(useHistoryStore.getInitialState());
    mockAccount(() => jsonResponse(500, {}));
  });

  it("shows the user's name and e-mail and opens on History", async () => {
    renderDashboard();

    expect(screen.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    const tabList = screen.getByRole("tablist");
    expect(within(tabList).getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      tabs.history,
      tabs.favorites,
      tabs.settings,
    ]);
    expect(screen.getByRole("tab", { name: tabs.history })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: tabs.history });
    expect(within(panel).getByRole("group", { name: copy.history.typeLabel })).toBeInTheDocument();
    expect(await within(panel).findByText(copy.history.empty)).toBeInTheDocument();
  });

  it("adds the Admin Dashboard tab for superadmins", () => {
    signIn(makeUser({ role: "superadmin" }));
    renderDashboard();

    expect(screen.getByRole("tab", { name: tabs.admin })).toBeInTheDocument();
  });

  it("switches tabs by click and by arrow keys", async () => {
    const { user } = renderDashboard();

    await user.click(screen.getByRole("tab", { name: tabs.favorites }));
    expect(screen.getByRole("tabpanel", { name: tabs.favorites })).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: tabs.settings })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: tabs.settings })).toBeInTheDocument();
  });

  it("signs out and goes to the site root", async () => {
    const { user, router } = renderDashboard();

    await user.click(screen.getByRole("button", { name: copy.nav.signOut }));

    expect(router.state.location.pathname).toBe("/");
    expect(useAuthStore.getState()).toMatchObject({ status: "none", token: null, user: null });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  describe("Account Settings", () => {
    it("saves a new name", async () => {
      const api = mockAccount(() => jsonResponse(200, { success: true, ...makeUser({ name: "Ada King" }) }));
      const { user } = renderDashboard();
      await user.click(screen.getByRole("tab", { name: tabs.settings }));

      const nameField = screen.getByLabelText(account.name);
      await user.clear(nameField);
      await user.type(nameField, "Ada King");
      await user.click(screen.getByRole("button", { name: account.saveName }));

      expect(await screen.findByText(account.nameUpdated)).toBeInTheDocument();
      const [url, init] = api.calls()[0];
      expect(url).toBe("/api/user");
      expect(init?.method).toBe("PUT");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1");
      expect(JSON.parse(String(init?.body))).toEqual({ name: "Ada King" });
      expect(screen.getByRole("heading", { level: 1, name: "Ada King" })).toBeInTheDocument();
      expect(screen.getByLabelText(account.email)).toHaveAttribute("readonly");
    });

    it("reports a failed name change", async () => {
      mockAccount(() => jsonResponse(400, { success: false, error: messages.nameTooLong }));
      const { user } = renderDashboard();
      await user.click(screen.getByRole("tab", { name: tabs.settings }));

      await user.click(screen.getByRole("button", { name: account.saveName }));

      expect(await screen.findByRole("alert")).toHaveTextContent(`${account.nameFailed} ${messages.nameTooLong}`);
    });

    it("asks for both password fields before calling the server", async () => {
      const api = mockAccount(() => jsonResponse(500, {}));
      const { user } = renderDashboard();
      await user.click(screen.getByRole("tab", { name: tabs.settings }));

      await user.type(screen.getByLabelText(account.currentPassword), "old password");
      await user.click(screen.getByRole("button", { name: account.updatePassword }));

      expect(screen.getByRole("alert")).toHaveTextContent(account.passwordFieldsRequired);
      expect(api.calls()).toEqual([]);
    });

    it("shows 'Updating...' while the password changes and keeps the new token the server returns", async () => {
      const answer = deferred<Response>();
      const api = mockAccount(() => answer.promise);
      const { user } = renderDashboard();
      await user.click(screen.getByRole("tab", { name: tabs.settings }));

      await user.type(screen.getByLabelText(account.currentPassword), "old password");
      await user.type(screen.getByLabelText(account.newPassword), "new password");
      await user.click(screen.getByRole("button", { name: account.updatePassword }));

      expect(screen.getByRole("button", { name: account.updatingPassword })).toBeDisabled();
      answer.resolve(jsonResponse(200, { success: true, message: messages.passwordUpdated, token: "token-2" }));
      expect(await screen.findByText(account.passwordUpdated)).toBeInTheDocument();
      expect(JSON.parse(String(api.calls()[0][1]?.body))).toEqual({
        currentPassword: "old password",
        newPassword: "new password",
      });
      expect(localStorage.getItem(storageKeys.token)).toBe("token-2");
      expect(useAuthStore.getState().token).toBe("token-2");
      expect(api.calls()).toHaveLength(1);
    });

    it("saves preferences", async () => {
      const api = mockAccount(() =>
        jsonResponse(200, {
          success: true,
          emailNotifications: false,
          defaultPlatform: "sheets",
          excelVersion: "2019",
          passwordNeedsReset: false,
        })
      );
      const { user } = renderDashboard();
      await user.click(screen.getByRole("tab", { name: tabs.settings }));

      const version = screen.getByLabelText(account.excelVersion);
      expect(version).toHaveValue("365");
      expect(within(version).getAllByRole("option").map((option) => option.textContent)).toEqual([
        "Microsoft 365",
        "Excel 2021",
        "Excel 2019",
        "Excel 2016",
      ]);
      await user.click(screen.getByRole("switch", { name: account.emailNotifications }));
      await user.selectOptions(screen.getByLabelText(account.defaultPlatform), account.platforms.sheets);
      await user.selectOptions(version, account.excelVersions["2019"]);
      await user.click(screen.getByRole("button", { name: account.savePreferences }));

      expect(await screen.findByText(account.preferencesUpdated)).toBeInTheDocument();
      expect(JSON.parse(String(api.calls()[0][1]?.body))).toEqual({
        emailNotifications: false,
        defaultPlatform: "sheets",
        excelVersion: "2019",
        passwordUpdated: false,
      });
      expect(useAuthStore.getState().user).toMatchObject({
        emailNotifications: false,
        defaultPlatform: "sheets",
        excelVersion: "2019",
      });
    });
  });

  describe("when the password must be reset", () => {
    beforeEach(() => signIn(makeUser({ passwordNeedsReset: true })));

    it("opens on Account Settings with the alert and the banner, and locks the other tabs", () => {
      renderDashboard();

      expect(screen.getByRole("tab", { name: tabs.settings })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByText(copy.dashboard.passwordAlert)).toBeInTheDocument();
      expect(screen.getByText(copy.dashboard.passwordBanner)).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: tabs.history })).toBeDisabled();
    });

    it("clears the flag through the preferences after the password changed, and unlocks the dashboard", async () => {
      const api = mockAccount((url) =>
        url === "/api/update-password"
          ? jsonResponse(200, { success: true, message: messages.passwordUpdated, token: "token-2" })
          : jsonResponse(200, {
            success: true,
            emailNotifications: true,
            defaultPlatform: "excel",
            excelVersion: "365",
            passwordNeedsReset: false,
          })
      );
      const { user } = renderDashboard();

      await user.type(screen.getByLabelText(account.currentPassword), "temporary password");
      await user.type(screen.getByLabelText(account.newPassword), "my own password");
      await user.click(screen.getByRole("button", { name: account.updatePassword }));

      expect(
        await screen.findByText(`${account.passwordUpdated} ${account.canBrowseDashboard}`),
      ).toBeInTheDocument();
      const [url, init] = api.calls()[1];
      expect(url).toBe("/api/update-preferences");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-2");
      expect(JSON.parse(String(init?.body))).toEqual({
        emailNotifications: true,
        defaultPlatform: "excel",
        passwordUpdated: true,
      });
      expect(screen.queryByText(copy.dashboard.passwordBanner)).not.toBeInTheDocument();
      expect(screen.getByRole("tab", { name: tabs.history })).toBeEnabled();
    });
  });
});
