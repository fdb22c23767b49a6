/**
 * Postgres SQLSTATE of a failed query; Drizzle wraps the driver's error in `cause` (once or
 * more). The one place that reads driver errors (CONVENTIONS: Postgres's codes, not another
 * database's).
 */
type PgError = { code?: unknown; constraint_name?: unknown; cause?: unknown };

function driverError(error: unknown, depth = 0): PgError | undefined {
  const e = error as PgError | null;
  if (!e || typeof e !== "object" || depth > 5) return undefined;
  if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  return driverError(e.cause, depth + 1);
}

export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** A unique index refused the row; with `constraint`, only that index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  return e?.code === "23505" && (!constraint || e.constraint_name === constraint);
}

/** A foreign key refused the row (e.g. a reference to another business's row). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

/** Raised by our own triggers (e.g. a signed contract is immutable). */
export const isRaisedException = (error: unknown) => pgErrorCode(error) === "P0001";
