import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * What a right macro must contain: a string (case-insensitive), any one of several spellings, or a pattern for what
 * has many spellings (a column as "C", Columns(3) or Cells(i, 3)).
 */
const requirement = z.union([
  z.string().min(1),
  z.array(z.string().min(1)).min(1),
  z.strictObject({ pattern: z.string().min(1) }),
]);

const answerable = z.strictObject({
  id: z.string().min(1),
  description: z.string().trim().min(1).max(500),
  requires: z.array(requirement).min(1),
  /** What the user typed into "Your columns", when the request names columns by their headers. */
  columns: z.string().min(1).optional(),
});
const refusal = z.strictObject({
  id: z.string().min(1),
  description: z.string().trim().min(1),
  expect: z.literal("refuse"),
});

export type Requirement = z.infer<typeof requirement>;
export type MacroCase = z.infer<typeof answerable> | z.infer<typeof refusal>;

/**
 * The macro request sets, read from disk: `dev.json` is what the engine is tuned on; `held-out.json` and the fresher
 * `held-out-2.json` were written by people who never read the engine's rules, and are only ever scored.
 */
export function loadMacroSet(file: "dev.json" | "held-out.json" | "held-out-2.json"): MacroCase[] {
  const cases = z.array(z.union([refusal, answerable])).parse(
    JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), "utf8")),
  );
  const ids = new Set(cases.map((item) => item.id));
  if (ids.size !== cases.length) throw new Error(`macro set ${file}: duplicate ids`);
  for (const item of cases) {
    for (const need of "requires" in item ? item.requires : []) {
      if (typeof need === "object" && "pattern" in need) new RegExp(need.pattern, "i");
    }
  }
  return cases;
}
