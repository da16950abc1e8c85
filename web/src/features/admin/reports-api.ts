import type { AdminPage } from "../../../../api/contract/admin.ts";
import type { ReportAction, ReportedItem, ReportOutcome } from "../../../../api/contract/reports.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

const text = copy.admin.reports;

export function fetchReportedItems(): Promise<AdminPage<ReportedItem>> {
  return apiRequest<AdminPage<ReportedItem>>("/api/admin/reports?limit=100", {
    auth: true,
    fallbackError: text.loadFailed,
  });
}

export async function resolveReports(id: string, action: ReportAction): Promise<ReportOutcome> {
  const answer = await apiRequest<{ success: true; data: { id: string; outcome: ReportOutcome } }>(
    `/api/admin/reports/${encodeURIComponent(id)}/resolve`,
    { method: "POST", body: { action }, auth: true, fallbackError: text.failed },
  );
  return answer.data.outcome;
}
