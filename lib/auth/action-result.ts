/** The one result shape of every server action (client-safe). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;
export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; status: FailureStatus; message: string };

/** Spec §8 request error messages. */
export const REQUEST_ERROR_MESSAGES = {
  401: "Authentication required. Please log in again.",
  403: "You don't have permission to perform this action.",
  404: "The requested resource was not found.",
  500: "Server error. Please try again later.",
} as const;

export function fail(status: FailureStatus, message?: string): { ok: false; status: FailureStatus; message: string } {
  return {
    ok: false as const,
    status,
    message: message ?? (REQUEST_ERROR_MESSAGES as Record<number, string>)[status] ?? "Failed to complete request",
  };
}
