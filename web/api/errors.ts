/** The server said the caller is not signed in (401). */
export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

/** The server said the caller's role may not do this (403). */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

/** The server refused the request with a message, and per-field messages when it had fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly level: 'error' | 'warning' = 'error',
  ) {
    super(message);
  }
}
