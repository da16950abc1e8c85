import type { Db } from "../../../../db/client.ts";
import type { AdminUserHistory } from "../../../contract/admin.ts";
import { historyPageLimit, type HistoryType } from "../../../contract/history.ts";
import { findUserById } from "../account/users.ts";
import { listHistory } from "../history/history.ts";

const newest = { limit: historyPageLimit };

async function newestOf(db: Db, userId: string, type: HistoryType) {
  const list = await listHistory(db, userId, type, newest);
  // Without a cursor the list cannot fail.
  return list.ok ? list.items : [];
}

/** The newest items of each kind a user made, for the superadmin's 'History for {user}' panel; null for no such user. */
export async function adminUserHistory(db: Db, userId: string): Promise<AdminUserHistory | null> {
  if (!await findUserById(db, userId)) return null;
  const [formulaHistory, vbaHistory, dataAnalyzerHistory, chartGeneratorHistory] = await Promise.all([
    newestOf(db, userId, "formula"),
    newestOf(db, userId, "vba"),
    newestOf(db, userId, "dataAnalyzer"),
    newestOf(db, userId, "chartGenerator"),
  ]);
  // Each list holds only its own kind, which the query selects by.
  return { formulaHistory, vbaHistory, dataAnalyzerHistory, chartGeneratorHistory } as AdminUserHistory;
}
