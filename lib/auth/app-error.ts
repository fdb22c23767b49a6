/** A refusal a domain operation can explain to the user; wrappers map it to its 4xx status. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}
