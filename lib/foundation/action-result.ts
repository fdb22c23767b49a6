import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from "./domain-error";

/**
 * The one result shape of every server action (client-safe). A failure carries the HTTP
 * status the same refusal has on a route, the typed code and a message safe to show.
 */
export type ActionFailure = {
  ok: false;
  status: ErrorStatus | 500;
  code: ErrorCode | "internal";
  message: string;
  field?: string;
};
export type ActionResult<T = null> = { ok: true; data: T } | ActionFailure;

/** Spec §8 "Request error statuses": the default wording per status. */
export const REQUEST_ERROR_MESSAGES: Partial<Record<number, string>> = {
  401: "Authentication required. Please log in again.",
  403: "You don't have permission to perform this action.",
  404: "The requested resource was not found.",
  500: "Server error. Please try again later.",
};
export const DEFAULT_FAILURE_MESSAGE = "Failed to complete request";

export function failure(code: ErrorCode | "internal", message?: string, field?: string): ActionFailure {
  const status = code === "internal" ? 500 : ERROR_STATUS[code];
  return {
    ok: false,
    status,
    code,
    message: message ?? REQUEST_ERROR_MESSAGES[status] ?? DEFAULT_FAILURE_MESSAGE,
    ...(field ? { field } : {}),
  };
}

export function success<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}
