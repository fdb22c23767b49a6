/** The rows of `db.execute` whichever driver answered (postgres.js: an array; others: `.rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
