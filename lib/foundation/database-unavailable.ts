import { DATABASE_UNAVAILABLE_DIGEST } from "./unavailable-digest";

export { DATABASE_UNAVAILABLE_DIGEST, isUnavailableDigest } from "./unavailable-digest";

/**
 * Is this failure the database being out of reach rather than a bug (issue 44 item 3)? Then
 * the answer is 503 with `Retry-After` — "temporarily unavailable, try again" — never a 500
 * and never "Business Not Found". Reads the driver's error and its `cause` chain (Drizzle
 * wraps postgres.js's error):
 * - the socket: refused, reset, timed out, host unreachable or unknown (Node's errno codes);
 * - postgres.js's own: the connection closed, ended, destroyed, or the connect timed out;
 * - SQLSTATE class 08 (connection exception), 57P01/57P02/57P03 (the server is shutting down,
 *   crashed, or not accepting connections yet), 53300 ("sorry, too many clients already").
 * Client-safe (no `server-only`): pure.
 */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
const DRIVER_CODES = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Seconds a client should wait before trying again (the database restarts in a few). */
export const RETRY_AFTER_SECONDS = 5;
export const TEMPORARILY_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a few seconds.";

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || DRIVER_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    // Node reports a refused connection to every address of a host as one AggregateError.
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}

/**
 * Thrown by a page when the database is out of reach. The digest survives Next's production
 * redaction of error messages, so the portal's and admin's error boundaries can show
 * "temporarily unavailable, try again" instead of a generic failure.
 */
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(options?: { cause?: unknown }) {
    super(TEMPORARILY_UNAVAILABLE_MESSAGE, options);
    this.name = "DatabaseUnavailableError";
  }
}
