import { type GenerationRow, generations } from "../../../../db/schema/generations.ts";
import type { HistoryItem, HistoryItemOf, HistoryType } from "../../../contract/history.ts";

/**
 * The columns a history item is made of. Lists select only these: the verifier's findings and the provider are
 * not shown, and reading every column made a page a third slower (bench/RESULTS.md, dashboard history).
 */
export const historyColumns = {
  id: generations.id,
  kind: generations.kind,
  description: generations.description,
  platform: generations.platform,
  content: generations.content,
  explanation: generations.explanation,
  steps: generations.steps,
  functions: generations.functions,
  timestamp: generations.timestamp,
};

type HistoryRow = Pick<GenerationRow, keyof typeof historyColumns>;
type Common = Omit<HistoryItemOf["chartGenerator"], "chartType">;

/** Each kind's item: the fields all items share, plus its main text under the name the spec gives it. */
const shapes: { [Type in HistoryType]: (row: HistoryRow, common: Common) => HistoryItemOf[Type] } = {
  formula: (row, common) => ({ ...common, formula: row.content, functions: row.functions }),
  vba: (row, common) => ({ ...common, code: row.content }),
  dataAnalyzer: (row, common) => ({ ...common, analysis: row.content }),
  chartGenerator: (row, common) => ({ ...common, chartType: row.content }),
};

/** A stored generation as the spec's history item of its kind; favorites are the same items. */
export function toHistoryItem(row: HistoryRow): HistoryItem {
  const common: Common = {
    id: row.id,
    description: row.description,
    explanation: row.explanation,
    steps: row.steps,
    platform: row.platform,
    timestamp: row.timestamp,
  };
  return shapes[row.kind](row, common);
}
