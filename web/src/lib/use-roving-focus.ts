import { type KeyboardEvent, useRef } from "react";

/** Where each key takes the focus from the item at `index` of `count`. */
export type KeyMoves = Record<string, (index: number, count: number) => number>;

/** A tab list's and a toolbar's keys: left and right wrap around, Home and End go to the ends. */
export const rowMoves: KeyMoves = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The keyboard of an ARIA tab list or toolbar: the arrows, Home and End select the next item and move focus to it,
 * so only the selected item sits in the page's tab order. `ref(item)` registers each item's button; `moves` replaces
 * the keys for a widget whose pattern has others (a radio group's).
 */
export function useRovingFocus<T>(moves: KeyMoves = rowMoves) {
  const elements = useRef(new Map<T, HTMLElement>());
  const ref = (item: T) => (element: HTMLElement | null) => {
    if (element) elements.current.set(item, element);
    else elements.current.delete(item);
  };
  const move = (event: KeyboardEvent, items: readonly T[], current: T, select: (item: T) => void) => {
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    const target = items[step(items.indexOf(current), items.length)];
    select(target);
    elements.current.get(target)?.focus();
  };
  return { ref, move };
}
