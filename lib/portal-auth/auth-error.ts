/**
 * A refused portal-auth operation. `message` is safe to show (it is the spec's text); the
 * route handlers map `code` to a status. Anything else thrown is a bug: logged, never shown.
 */
export type PortalAuthErrorCode = "invalid" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "throttled";

export const PORTAL_AUTH_ERROR_STATUS: Record<PortalAuthErrorCode, 400 | 401 | 403 | 404 | 409 | 429> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  throttled: 429,
};

export class PortalAuthError extends Error {
  readonly code: PortalAuthErrorCode;
  constructor(code: PortalAuthErrorCode, message: string) {
    super(message);
    this.name = "PortalAuthError";
    this.code = code;
  }
}
