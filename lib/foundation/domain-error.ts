/**
 * The one typed refusal of the domain layer. Operations throw it with a code and a message
 * that is safe to show (usually the spec's own text); the core's wrappers map the code to
 * an HTTP status (ERROR_STATUS) or a failed ActionResult. Anything else thrown is a bug:
 * logged, never shown. Client-safe: screens may read codes.
 */
export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  throttled: 429,
  unavailable: 503,
  /** The file store is full (ENOSPC): nothing was kept, and retrying later may work. */
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** The input field the refusal is about, when there is one (forms focus it). */
  readonly field?: string;

  constructor(code: ErrorCode, message: string, options: { field?: string } = {}) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.field = options.field;
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
