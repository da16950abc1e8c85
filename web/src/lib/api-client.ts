import { copy } from "../copy.ts";
import { readToken } from "./session-token.ts";

/** A failed call, carrying the text to show: the server's own `error`, else the caller's fallback. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sends the stored bearer token; without one the call fails before reaching the network. */
  auth?: boolean;
  /** Shown when the server fails without saying why. */
  fallbackError: string;
  /** Shown when the server cannot be reached at all; defaults to fallbackError. */
  networkError?: string;
  /** When the server fails without saying why, show its status text (e.g. "Not Found") before fallbackError. */
  statusTextFirst?: boolean;
}

interface FailureBody {
  success?: boolean;
  error?: unknown;
}

/**
 * Every API answer is JSON and every failure is `{ success: false, error }` with a 4xx/5xx status; this turns both
 * failure forms into one ApiError so pages only ever handle "ok" or "a message to show".
 */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.auth) {
    const token = readToken();
    if (!token) throw new ApiError(copy.errors.noToken, 401);
    headers.Authorization = `Bearer ${token}`;
  }
  const method = options.method ?? "GET";
  if (method !== "GET") headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(options.networkError ?? options.fallbackError, 0);
  }

  const unexplained = (options.statusTextFirst && response.statusText) || options.fallbackError;
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(unexplained, response.status);
  }
  const failure = payload as FailureBody | null;
  if (!response.ok || failure?.success === false) {
    const serverError = typeof failure?.error === "string" && failure.error.trim() ? failure.error : null;
    throw new ApiError(serverError ?? unexplained, response.status);
  }
  return payload as T;
}

/** The text to show for anything a call threw: ApiErrors already carry it, anything else is unexpected. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
