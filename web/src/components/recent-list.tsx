import type { ReactNode } from "react";
import { copy } from "../copy.ts";
import "./recent-list.css";

/** The newest results of one tool beside its form; each tool decides how one item reads. */
export function RecentList<Item extends { id: string; timestamp: string }>(
  { headingId, heading, items, renderItem }: {
    headingId: string;
    heading: string;
    items: Item[];
    renderItem: (item: Item) => ReactNode;
  },
) {
  return (
    <section className="panel recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {items.length === 0 ? <p className="recent-empty">{copy.generators.recentEmpty}</p> : (
        <ol className="recent-list">
          {items.map((item) => <li key={`${item.id}-${item.timestamp}`} className="recent-item">{renderItem(item)}
          </li>)}
        </ol>
      )}
    </section>
  );
}
