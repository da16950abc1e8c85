import { storageKeys } from "./storage-keys.ts";

// Storage can be switched off or full; the in-memory copy keeps the current page view signed in even then.
let memoryToken: string | null = null;

/** Local storage is the one home of the bearer token, so the API client and the auth store always agree on it. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function saveToken(token: string): void {
  memoryToken = token;
  try {
    localStorage.setItem(storageKeys.token, token);
  } catch {
    // memoryToken already holds it for this page view.
  }
}

export function clearToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(storageKeys.token);
  } catch {
    // Nothing could have been stored, so nothing is left behind.
  }
}
