import { useState } from "react";
import { storageKeys } from "../../lib/storage-keys.ts";

function readColumns(): string {
  try {
    return localStorage.getItem(storageKeys.columns) ?? "";
  } catch {
    return "";
  }
}

function saveColumns(columns: string): void {
  try {
    if (columns === "") localStorage.removeItem(storageKeys.columns);
    else localStorage.setItem(storageKeys.columns, columns);
  } catch {
    // Storage switched off or full: the field still works for this page view.
  }
}

/**
 * "Your columns", kept in the browser: a person describes their sheet once and every later request, on the formula
 * and the VBA page alike, can name its columns by their headers. Remembered is never silent: the field's chip shows
 * them whenever a request will carry them.
 */
export function useRememberedColumns(): [string, (columns: string) => void] {
  const [columns, setColumns] = useState(readColumns);
  const change = (next: string) => {
    setColumns(next);
    saveColumns(next);
  };
  return [columns, change];
}

/** The request's `columns`, only when there is something to send: a blank field leaves the request as it was. */
export function columnsPart(columns: string): { columns?: string } {
  const trimmed = columns.trim();
  return trimmed ? { columns: trimmed } : {};
}
