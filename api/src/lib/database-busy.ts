const busyCodes = ["SQLITE_BUSY", "SQLITE_LOCKED"];

/**
 * The SQLite code on `error` or on what it wraps: @libsql/client, the `libsql` package and the reads worker put it
 * on `code`, and drizzle wraps their errors in one of its own whose `cause` is the original.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("SQLITE_")) return code;
  }
  return undefined;
}

/**
 * Whether `error` is SQLite giving up on a lock (SQLITE_BUSY, SQLITE_LOCKED or an extended code of either): every
 * connection waits out the busy timeout first, so what reaches here is a writer that held the file longer, which a
 * retry a moment later gets past.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && busyCodes.some((busy) => code.startsWith(busy));
}
