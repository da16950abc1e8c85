import { z } from "zod";
import { chartFamilies } from "../../../../contract/data.ts";
import dev from "./dev.json" with { type: "json" };

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * A question about a table with what a right answer must hold: numbers that must be among the figures (equal to
 * within a millionth, or equal once both are rounded to 2 decimals), the first of them also in the analysis's first
 * sentence, and the chart families that fit.
 */
const item = z.object({
  id: z.string().min(1),
  table: z.object({ columns: z.array(z.string()).min(1), rows: z.array(z.array(cell)) }),
  question: z.string(),
  expect: z.object({
    figures: z.array(z.number()).default([]),
    chart: z.array(z.enum(chartFamilies)).default([]),
  }),
  /** A question the table cannot answer: what it lacks. Its right answer says so instead of giving a figure. */
  unanswerable: z.string().min(1).optional(),
});

export type DevItem = z.infer<typeof item>;

/** Parses a set and checks its ids are unique. */
export function parseDevSet(raw: unknown): DevItem[] {
  const items = z.array(item).parse(raw);
  const seen = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) throw new Error(`analysis dev set: duplicate id ${id}`);
    seen.add(id);
  }
  return items;
}

/** The questions the engine was tuned on. */
export function loadDevSet(): DevItem[] {
  return parseDevSet(dev);
}
