import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { type GenerationKind, type GenerationRow, generations } from "../../../../db/schema/generations.ts";
import type { FormulaHistoryItem, VbaHistoryItem } from "../../../contract/history.ts";

/** The most a history answer holds: the pages show 5, the dashboard a scrollable list. */
export const historyLimit = 100;

const toFormulaItem = (row: GenerationRow): FormulaHistoryItem => ({
  id: row.id,
  description: row.description,
  formula: row.content,
  explanation: row.explanation,
  steps: row.steps,
  functions: row.functions,
  platform: row.platform,
  timestamp: row.timestamp,
});

const toVbaItem = (row: GenerationRow): VbaHistoryItem => ({
  id: row.id,
  description: row.description,
  code: row.content,
  explanation: row.explanation,
  steps: row.steps,
  platform: row.platform,
  timestamp: row.timestamp,
});

/** A user's generated items of one kind, newest first. */
export async function listHistory(db: Db, userId: string, kind: GenerationKind) {
  const rows = await db.select().from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.kind, kind)))
    // rowid breaks ties between items made in the same millisecond, in the order they were saved.
    .orderBy(desc(generations.createdAt), desc(sql`rowid`))
    .limit(historyLimit);
  return kind === "formula" ? rows.map(toFormulaItem) : rows.map(toVbaItem);
}
