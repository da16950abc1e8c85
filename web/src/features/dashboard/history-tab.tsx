import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import type { HistoryType } from "../../../../api/contract/history.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { FormMessage } from "../../components/form-message.tsx";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { HistoryItemList } from "./history-item-list.tsx";
import { historyTypes, matches } from "./history-items.ts";
import { useHistoryStore } from "./history-store.ts";

const text = copy.history;
const typeOptions = historyTypes.map((type) => ({ value: type, label: text.types[type] }));

/** Where each type is generated: the empty list points there. */
const generatorOf: Record<HistoryType, { path: string; label: string }> = {
  formula: { path: paths.home, label: copy.links.formulaGenerator },
  vba: { path: paths.vbaGenerator, label: copy.links.vbaGenerator },
  dataAnalyzer: { path: paths.dataAnalyzer, label: copy.links.dataAnalyzer },
  chartGenerator: { path: paths.chartGenerator, label: copy.links.chartGenerator },
};

function EmptyHistory({ type }: { type: HistoryType }) {
  const generator = generatorOf[type];
  return (
    <EmptyState title={text.empty} hint={text.emptyHint}>
      <Link to={generator.path} className="button button-secondary">{generator.label}</Link>
    </EmptyState>
  );
}

/** The History tab: one type at a time, searchable, a page at a time. */
export function HistoryTab() {
  const type = useHistoryStore((state) => state.selectedType);
  const selectType = useHistoryStore((state) => state.selectType);
  const list = useHistoryStore((state) => state.lists[type]);
  const loadList = useHistoryStore((state) => state.loadList);
  const loadMore = useHistoryStore((state) => state.loadMore);
  const [query, setQuery] = useState("");
  const searchId = useId();

  useEffect(() => {
    if (list.status === "idle") void loadList(type);
  }, [type, list.status, loadList]);

  const shown = list.items.filter((item) => matches(item, query));
  const searching = query.trim() !== "";

  return (
    <div className="history-tab">
      <div className="history-controls">
        <ToggleGroup label={text.typeLabel} options={typeOptions} value={type} onChange={selectType} />
        <div className="field history-search">
          <label htmlFor={searchId}>{text.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={text.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>

      {list.status === "failed" && list.error && <FormMessage tone="error">{list.error}</FormMessage>}
      {list.status === "loading" && list.items.length === 0 && <p role="status">{text.loading}</p>}
      {list.status === "ready" && list.items.length === 0 && <EmptyHistory type={type} />}
      {searching && list.items.length > 0 && shown.length === 0 && (
        <p className="history-note">{text.noMatches(query.trim())}</p>
      )}

      {shown.length > 0 && <HistoryItemList items={shown} label={text.itemsLabel(text.types[type])} deletable />}

      {list.hasMore && (
        <div className="history-more">
          {searching && <p className="history-note">{text.searchedLoaded(list.items.length)}</p>}
          <button
            type="button"
            className="button button-secondary"
            disabled={list.loadingMore}
            onClick={() => void loadMore(type)}
          >
            {list.loadingMore ? text.loadingMore : text.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
