/**
 * Spec §8 "Login and signup": how the portal's sign-in screens word a failure. Client-safe.
 */
export const REQUEST_ERROR_MESSAGES = {
  401: "Authentication required. Please log in again.",
  403: "You don't have permission to perform this action.",
  404: "The requested resource was not found.",
  server: "Server error. Please try again later.",
  fallback: "Failed to complete request",
} as const;

export const AUTH_FAILURE_MESSAGES = {
  invalid: "Invalid email or password",
  blocked: "Account temporarily blocked. Please try again later.",
  network: "Network error. Please check your connection.",
  other: "Authentication failed",
} as const;

/** A failure answered by the function (success false), mapped by its message text. */
export function mapAuthFailure(message: string | null | undefined, fallback: "Invalid credentials" | "Signup failed"): string {
  const text = (message || fallback).toLowerCase();
  if (text.includes("invalid")) return AUTH_FAILURE_MESSAGES.invalid;
  if (text.includes("blocked")) return AUTH_FAILURE_MESSAGES.blocked;
  if (text.includes("network")) return AUTH_FAILURE_MESSAGES.network;
  return AUTH_FAILURE_MESSAGES.other;
}

/** A request that failed without a usable answer, worded by its status. */
export function requestErrorMessage(status: number, ownMessage?: string | null): string {
  if (status === 401) return REQUEST_ERROR_MESSAGES[401];
  if (status === 403) return REQUEST_ERROR_MESSAGES[403];
  if (status === 404) return REQUEST_ERROR_MESSAGES[404];
  if (status >= 500) return REQUEST_ERROR_MESSAGES.server;
  return ownMessage || REQUEST_ERROR_MESSAGES.fallback;
}

export type PortalApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string | null; network: boolean; field?: string | null };

/** POSTs JSON to a portal API route on this host; never throws. */
export async function postPortalApi<T extends Record<string, unknown>>(path: string, body: unknown): Promise<PortalApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, message: "network error", network: true };
  }
  const json = (await response.json().catch(() => null)) as (T & { success?: boolean; message?: string; field?: unknown }) | null;
  if (response.ok && json?.success) return { ok: true, data: json };
  // The field the first problem is about, when the endpoint names one (/api/book).
  const field = typeof json?.field === "string" ? { field: json.field } : {};
  return { ok: false, status: response.status, message: typeof json?.message === "string" ? json.message : null, network: false, ...field };
}
