/**
 * A refused portal operation. `message` is safe to show; adapters map `code` to an HTTP
 * status (API) or a toast (server actions). Anything else thrown is a bug and is logged,
 * never shown.
 */
export type PortalErrorCode = "invalid" | "forbidden" | "not_found" | "conflict";

export class PortalError extends Error {
  readonly code: PortalErrorCode;
  constructor(code: PortalErrorCode, message: string) {
    super(message);
    this.name = "PortalError";
    this.code = code;
  }
}

export const PORTAL_ERROR_STATUS: Record<PortalErrorCode, 400 | 403 | 404 | 409> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

export function isPortalError(error: unknown): error is PortalError {
  return error instanceof PortalError;
}
