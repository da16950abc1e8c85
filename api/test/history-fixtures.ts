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

/** An answer the verifier ran: it gives `value` on the sample grid, and its reading covers the request. */
const ran = (value: number) => ({
  parses: true,
  functionsKnown: true,
  unknownFunctions: [],
  sample: { value },
  unexplained: [],
});

/**
 * A formula of an ambiguous request ("rank of B5 in B2:B40") saved with one alternative, as the generation service
 * saves it, for the calls that choose between them. Answers the row as stored.
 */
export function insertFormulaWithAlternatives(server: TestServer, userId: string) {
  const bindings = [{ label: "B5", range: "B5" }, { label: "B2:B40", range: "B2:B40" }];
  return insertHistoryRow(server, userId, "formula", {
    description: "rank of B5 in B2:B40",
    content: "=RANK.EQ(B5,B2:B40,0)",
    explanation: "Ranks B5 among B2:B40, the largest first.",
    steps: ["Type =RANK.EQ(B5,B2:B40,0) in a cell."],
    functions: ["RANK.EQ"],
    checks: ran(3),
    alternatives: {
      shown: { reading: "The rank of B5 in B2:B40, the largest first.", bindings },
      others: [{
        formula: "=RANK.EQ(B5,B2:B40,1)",
        explanation: "Ranks B5 among B2:B40, the smallest first.",
        steps: ["Type =RANK.EQ(B5,B2:B40,1) in a cell."],
        functions: ["RANK.EQ"],
        verification: ran(37),
        reading: "The rank of B5 in B2:B40, the smallest first.",
        bindings,
      }],
    },
  });
}
