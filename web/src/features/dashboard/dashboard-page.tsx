import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { paths } from "../../lib/paths.ts";
import { useRovingFocus } from "../../lib/use-roving-focus.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import type { Role } from "../../../../api/contract/account.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { AccountSettings } from "./account-settings.tsx";
import { FavoritesTab } from "./favorites-tab.tsx";
import { HistoryTab } from "./history-tab.tsx";
import { useHistoryStore } from "./history-store.ts";
import { useLiveHistory } from "./use-live-history.ts";
import "./dashboard.css";

// Only superadmins open this tab: nobody else downloads the admin code and its chart library.
const AdminDashboard = lazy(() => import("../admin/admin-dashboard.tsx").then((m) => ({ default: m.AdminDashboard })));

// A moderator's one admin view: members' reports (a superadmin finds them in the Admin Dashboard).
const ReportsQueue = lazy(() => import("../admin/reports-queue.tsx").then((m) => ({ default: m.ReportsQueue })));

type TabId = "history" | "favorites" | "settings" | "admin" | "reports";

const tabIds = (role: Role): TabId[] => {
  const own: TabId[] = ["history", "favorites", "settings"];
  if (role === "superadmin") return [...own, "admin"];
  return role === "moderator" ? [...own, "reports"] : own;
};

export function DashboardPage() {
  useDocumentTitle(copy.dashboard.title);
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  // Opening on Account Settings when a reset is due also keeps the user there once the reset succeeds.
  const [selectedTab, setSelectedTab] = useState<TabId>(() => user?.passwordNeedsReset ? "settings" : "history");
  const tabKeys = useRovingFocus<TabId>();
  // An account flagged for a password reset may only see Account Settings until the password has changed.
  const locked = user?.passwordNeedsReset ?? true;
  const userId = locked ? null : user?.id;

  // The lists shown must be this user's: until the store is opened for them it may still hold someone else's.
  const historyReady = useHistoryStore((state) => !!userId && state.owner === userId);

  useLiveHistory(!!userId);
  useEffect(() => {
    if (!userId) return;
    const history = useHistoryStore.getState();
    history.open(userId);
    // Pushes are only followed while the dashboard is open: coming back, what was loaded before is loaded again. The
    // favorites always load, whichever tab is open, since the stars in History are filled from them.
    void history.refresh();
  }, [userId]);

  if (!user) return null;

  const activeTab = locked ? "settings" : selectedTab;
  const tabs = tabIds(user.role);

  const signOut = () => {
    logout();
    navigate(paths.home);
  };

  return (
    <div className="dashboard">
      <header className="dashboard-header">
        <div>
          <p className="dashboard-eyebrow">{copy.dashboard.title}</p>
          <h1>{user.name}</h1>
          <p className="dashboard-email">{user.email}</p>
        </div>
        <button type="button" className="button button-secondary" onClick={signOut}>
          {copy.nav.signOut}
        </button>
      </header>

      {locked && <FormMessage tone="error">{copy.dashboard.passwordAlert}</FormMessage>}

      <div className="tab-list" role="tablist" aria-label={copy.dashboard.tabsLabel}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={tabKeys.ref(tab)}
            type="button"
            role="tab"
            id={`dashboard-tab-${tab}`}
            className="tab"
            aria-selected={activeTab === tab}
            aria-controls={`dashboard-panel-${tab}`}
            tabIndex={activeTab === tab ? 0 : -1}
            disabled={locked && tab !== "settings"}
            onClick={() => setSelectedTab(tab)}
            // A reset-pending account stays on Account Settings: the keys move nowhere.
            onKeyDown={(event) => !locked && tabKeys.move(event, tabs, tab, setSelectedTab)}
          >
            {copy.dashboard.tabs[tab]}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`dashboard-panel-${activeTab}`}
        aria-labelledby={`dashboard-tab-${activeTab}`}
        className="tab-panel"
        tabIndex={0}
      >
        {activeTab === "history" && historyReady && <HistoryTab />}
        {activeTab === "favorites" && historyReady && <FavoritesTab />}
        {activeTab === "settings" && <AccountSettings user={user} />}
        {activeTab === "admin" && (
          <Suspense fallback={<p role="status">{copy.admin.loading}</p>}>
            <AdminDashboard />
          </Suspense>
        )}
        {activeTab === "reports" && (
          <Suspense fallback={<p role="status">{copy.admin.loading}</p>}>
            <ReportsQueue viewerRole="moderator" />
          </Suspense>
        )}
      </div>
    </div>
  );
}
