import type { HistoryItem } from "../../../../api/contract/history.ts";
import { showToast } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { HistoryItemCard } from "./history-item-card.tsx";
import { typeOf } from "./history-items.ts";
import { useHistoryStore } from "./history-store.ts";

interface HistoryItemListProps {
  items: HistoryItem[];
  label: string;
  /** History offers deleting; in Favorites the star is the way to take an item out. */
  deletable?: boolean;
}

/** A list of history cards, the same in History and in Favorites; what their buttons do fails in a toast. */
export function HistoryItemList({ items, label, deletable = false }: HistoryItemListProps) {
  const favorites = useHistoryStore((state) => state.favorites);
  const toggling = useHistoryStore((state) => state.toggling);
  const toggleFavorite = useHistoryStore((state) => state.toggleFavorite);
  const deleteItem = useHistoryStore((state) => state.deleteItem);
  const favoriteIds = new Set(favorites.map((item) => item.id));

  const toggle = async (item: HistoryItem) => {
    const failure = await toggleFavorite(item);
    if (failure) showToast("error", failure);
  };
  const remove = async (item: HistoryItem) => {
    if (!globalThis.confirm(copy.history.confirmDelete)) return;
    const failure = await deleteItem(typeOf(item), item.id);
    showToast(failure ? "error" : "success", failure ?? copy.history.deleted);
  };

  return (
    <ol className="history-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <HistoryItemCard
            item={item}
            isFavorite={favoriteIds.has(item.id)}
            starBusy={toggling.includes(item.id)}
            onToggleFavorite={toggle}
            onDelete={deletable ? remove : undefined}
          />
        </li>
      ))}
    </ol>
  );
}
