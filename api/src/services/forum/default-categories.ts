import type { Db } from "../../../../db/client.ts";
import { forumCategories } from "../../../../db/schema/forum.ts";

export const defaultCategories = [
  { name: "General", slug: "general", description: "Anything about spreadsheets and Sheetsmith." },
  { name: "Formulas", slug: "formulas", description: "Writing, fixing and understanding formulas." },
  { name: "VBA & Macros", slug: "vba-macros", description: "Automating Excel with VBA and macros." },
  { name: "Data Analysis", slug: "data-analysis", description: "Pivot tables, cleaning and summarising data." },
  { name: "Charts", slug: "charts", description: "Choosing, building and formatting charts." },
] as const;

/**
 * Makes sure the forum has its default categories. Run on every start: slugs are unique, so a category that is
 * already there is left alone (renamed or described differently by a superadmin included).
 */
export async function ensureDefaultCategories(db: Db): Promise<void> {
  const now = Date.now();
  await db.insert(forumCategories).values(
    // Creation times a millisecond apart keep the list in this order.
    defaultCategories.map((category, index) => ({
      id: crypto.randomUUID(),
      ...category,
      createdAt: new Date(now + index),
    })),
  ).onConflictDoNothing({ target: forumCategories.slug });
}
