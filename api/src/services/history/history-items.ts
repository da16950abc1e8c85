import type { GenerationRow } from "../../../../db/schema/generations.ts";
import type { HistoryItem, HistoryItemOf, HistoryType } from "../../../contract/history.ts";

type Common = Omit<HistoryItemOf["chartGenerator"], "chartType">;

/** Each kind's item: the fields all items share, plus its main text under the name the spec gives it. */
const shapes: { [Type in HistoryType]: (row: GenerationRow, common: Common) => HistoryItemOf[Type] } = {
  formula: (row, common) => ({ ...common, formula: row.content, functions: row.functions }),
  vba: (row, common) => ({ ...common, code: row.content }),
  dataAnalyzer: (row, common) => ({ ...common, analysis: row.content }),
  chartGenerator: (row, common) => ({ ...common, chartType: row.content }),
};

/** A stored generation as the spec's history item of its kind; favorites are the same items. */
export function toHistoryItem(row: GenerationRow): HistoryItem {
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
