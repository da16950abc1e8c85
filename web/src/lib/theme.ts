import { useSyncExternalStore } from "react";
import { storageKeys } from "./storage-keys.ts";

export type Theme = "light" | "dark";

const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

// Storage can be switched off; the in-memory copy keeps the choice for this page view even then.
let memoryTheme: Theme | null = null;

function parseTheme(value: string | null): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/** The reader's own choice, or null while the page follows the system. */
export function savedTheme(): Theme | null {
  try {
    return parseTheme(localStorage.getItem(storageKeys.theme));
  } catch {
    return memoryTheme;
  }
}

export function systemTheme(): Theme {
  return matchMedia(darkQuery).matches ? "dark" : "light";
}

/**
 * Marks <html> with the saved choice, which palette.css prefers over the system's setting; without one the
 * attribute is removed and the stylesheet's media query decides. main.tsx calls it before the first render.
 */
export function applySavedTheme(): void {
  const theme = savedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

/**
 * Shows the theme and remembers it in the browser. Choosing the theme the system already shows forgets the choice
 * instead, so toggling back returns the page to following the system.
 */
export function chooseTheme(theme: Theme): void {
  const saved = theme === systemTheme() ? null : theme;
  memoryTheme = saved;
  try {
    if (saved) localStorage.setItem(storageKeys.theme, saved);
    else localStorage.removeItem(storageKeys.theme);
  } catch {
    // memoryTheme already holds it for this page view.
  }
  applySavedTheme();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const query = matchMedia(darkQuery);
  // Another tab's choice applies here too, so every open page shows the same theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.theme) return;
    applySavedTheme();
    listener();
  };
  listeners.add(listener);
  query.addEventListener("change", listener);
  addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    query.removeEventListener("change", listener);
    removeEventListener("storage", onStorage);
  };
}

/** The theme the page shows: the reader's choice, else the system's; re-renders when either changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => savedTheme() ?? systemTheme());
}
