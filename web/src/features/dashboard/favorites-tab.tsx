import { useState } from "react";
import { EmptyState } from "../../components/empty-state.tsx";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { copy } from "../../copy.ts";
import { HistoryItemList } from "./history-item-list.tsx";
import { type FavoriteFilter, favoriteFilters, filterTypes, typeOf } from "./history-items.ts";
import { useHistoryStore } from "./history-store.ts";

const text = copy.favorites;
const filterOptions = favoriteFilters.map((filter) => ({ value: filter, label: text.filters[filter] }));

/** The Favorites tab: every starred item, most recently starred first, filtered by type. */
export function FavoritesTab() {
  const favorites = useHistoryStore((state) => state.favorites);
  const loaded = useHistoryStore((state) => state.favoritesLoaded);
  const [filter, setFilter] = useState<FavoriteFilter>("all");

  const shown = filter === "all" ? favorites : favorites.filter((item) => typeOf(item) === filterTypes[filter]);

  return (
    <div className="history-tab">
      <div className="history-controls">
        <ToggleGroup label={text.filterLabel} options={filterOptions} value={filter} onChange={setFilter} />
      </div>

      {!loaded && favorites.length === 0 && <p role="status">{text.loading}</p>}
      {loaded && favorites.length === 0 && <EmptyState title={text.empty} hint={text.emptyHint} />}
      {favorites.length > 0 && shown.length === 0 && (
        <EmptyState title={text.noneOfType(text.filters[filter])} hint={text.emptyHint} />
      )}

      {shown.length > 0 && <HistoryItemList items={shown} label={text.itemsLabel} />}
    </div>
  );
}
