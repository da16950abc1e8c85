import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AdminDashboard } from "./admin-dashboard.tsx";

export function AdminPage() {
  useDocumentTitle(copy.admin.title);
  return (
    <div className="admin-page">
      <h1>{copy.admin.title}</h1>
      <AdminDashboard />
    </div>
  );
}
