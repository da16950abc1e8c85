import { storageKeys } from "./storage-keys.ts";

/**
 * The anonymous id that ties VBA, analysis and chart ratings to one browser, so a changed rating replaces the
 * earlier one. Created once; with storage switched off it is empty, as the spec allows.
 */
export function anonymousSessionId(): string {
  try {
    const stored = localStorage.getItem(storageKeys.session);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(storageKeys.session, created);
    return created;
  } catch {
    return "";
  }
}
