import { type GenerationKind, generations } from "../../db/schema/generations.ts";
import type { TestServer } from "./test-server.ts";

/**
 * A history row of any kind written straight to the database, for the kinds no endpoint produces yet (analysis,
 * chart) and for rows that must share one millisecond. Answers the row as stored.
 */
export async function insertHistoryRow(
  server: TestServer,
  userId: string,
  kind: GenerationKind,
  overrides: Partial<typeof generations.$inferInsert> = {},
) {
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await server.deps.db.insert(generations).values({
    id: crypto.randomUUID(),
    userId,
    kind,
    description: `a ${kind} request`,
    platform: "excel",
    content: `${kind} text`,
    explanation: `what the ${kind} means`,
    steps: ["one", "two"],
    functions: [],
    checks: {},
    provider: "builtin",
    timestamp: createdAt.toISOString(),
    createdAt,
    ...overrides,
  }).returning();
  return row;
}
