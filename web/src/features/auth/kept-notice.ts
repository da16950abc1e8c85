import { storageKeys } from "../../lib/storage-keys.ts";

/** Why the server ended the session, as the sign-in page last said it; null when there is nothing to say. */
export function readKeptNotice(): string | null {
  try {
    return localStorage.getItem(storageKeys.signedOutNotice) || null;
  } catch {
    return null;
  }
}

/** Keeps the notice through reloads until the person dismisses it or signs in again; null forgets it. */
export function keepNotice(notice: string | null): void {
  try {
    if (notice) localStorage.setItem(storageKeys.signedOutNotice, notice);
    else localStorage.removeItem(storageKeys.signedOutNotice);
  } catch {
    // Storage switched off: the store still holds the notice for this page view.
  }
}
