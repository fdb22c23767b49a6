/** Postgres SQLSTATE of a failed query; Drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : undefined;
  return code;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
/** Raised by our own triggers (e.g. a signed contract is immutable). */
export const isRaisedException = (error: unknown) => pgErrorCode(error) === "P0001";
