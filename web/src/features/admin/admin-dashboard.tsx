import { useEffect } from "react";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { useAdminStore } from "./admin-store.ts";
import { AuditLog } from "./audit-log.tsx";
import { CategoryForm } from "./category-form.tsx";
import { FlagsQueue } from "./flags-queue.tsx";
import { ReportsQueue } from "./reports-queue.tsx";
import { UsageChart } from "./usage-chart.tsx";
import { UserHistoryPanel } from "./user-history-panel.tsx";
import { UsersTable } from "./users-table.tsx";
import { useLiveAdmin } from "./use-live-admin.ts";
import "./admin.css";

const text = copy.admin;

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="panel admin-stat">
      <p className="admin-stat-label">{label}</p>
      <p className="admin-stat-value" data-testid={testId}>{value.toLocaleString("en-US")}</p>
    </div>
  );
}

/**
 * The superadmin's dashboard, the same on /admin and in the dashboard's Admin Dashboard tab: totals and calls per
 * day, the users with their actions and history, members' reports, flags, the audit log and the category form. It loads again each
 * time it opens and follows the `admins` room while open.
 */
export function AdminDashboard() {
  const status = useAdminStore((state) => state.status);
  const error = useAdminStore((state) => state.error);
  const totalUsers = useAdminStore((state) => state.totalUsers);
  const usage = useAdminStore((state) => state.usage);

  useLiveAdmin();
  useEffect(() => {
    void useAdminStore.getState().load();
  }, []);

  if (status === "failed" && error) return <FormMessage tone="error">{error}</FormMessage>;
  if (status !== "ready" || !usage) return <p role="status">{text.loading}</p>;

  return (
    <div className="admin-dashboard">
      <div className="admin-overview">
        <div className="admin-stats">
          <Stat label={text.totalUsers} value={totalUsers} testId="total-users" />
          <Stat label={text.totalApiCalls} value={usage.totalApiCalls} testId="total-api-calls" />
        </div>
        <div className="panel admin-chart">
          <UsageChart days={usage.days} />
        </div>
      </div>
      <UsersTable />
      <UserHistoryPanel />
      <ReportsQueue viewerRole="superadmin" />
      <div className="admin-columns">
        <FlagsQueue />
        <CategoryForm />
      </div>
      <AuditLog />
    </div>
  );
}
