/**
 * The portal's typed errors. Services throw these; `http/error-handler.ts` maps them to
 * HTTP once. Anything else is an unexpected failure and becomes a 500 without details.
 */
export class PortalError extends Error {
  readonly status: number = 500;
  /** What went wrong underneath (a database error, an outside service's answer), for the log. */
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
  /** Extra fields merged into the error body (for example `level` or `fields`). */
  body(): Record<string, unknown> {
    return {};
  }
}

/** Bad input: 400, with a message per field where the input had fields. */
export class InputError extends PortalError {
  override readonly status = 400;
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
  override body() {
    return this.fields ? { fields: this.fields } : {};
  }
}

/** Not signed in, or the session has ended: 401. */
export class AuthenticationError extends PortalError {
  override readonly status = 401;
  constructor(message = 'Unauthorized', options?: ErrorOptions) {
    super(message, options);
  }
}

/** Signed in, but the role lacks the permission: 403. */
export class NotAllowedError extends PortalError {
  override readonly status = 403;
  constructor(message = 'Forbidden', options?: ErrorOptions) {
    super(message, options);
  }
}

/** No such record, or one the caller may not know exists: 404. */
export class NotFoundError extends PortalError {
  override readonly status = 404;
  constructor(message = 'Not found', options?: ErrorOptions) {
    super(message, options);
  }
}

/** The write clashes with the current state (a duplicate e-mail, a second receive): 409. */
export class ConflictError extends PortalError {
  override readonly status = 409;
}

/** The request body is larger than the route takes: 413. */
export class PayloadTooLargeError extends PortalError {
  override readonly status = 413;
}

/** A rule of the lab refused the action: 422; `warning` where the screen shows a warning. */
export class BusinessRuleError extends PortalError {
  override readonly status = 422;
  constructor(
    message: string,
    readonly level: 'error' | 'warning' = 'error',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
  override body() {
    return this.level === 'warning' ? { level: 'warning' } : {};
  }
}

/** Too many attempts: 429. */
export class RateLimitError extends PortalError {
  override readonly status = 429;
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The database cannot be reached just now (restarting, failing over): 503, with when to try again. */
export class DatabaseUnavailableError extends PortalError {
  override readonly status = 503;
  constructor(
    message = 'The database cannot be reached just now. Please try again in a moment.',
    readonly retryAfterSeconds = 5,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** QuickBooks, SMTP or another outside service failed: 502, logged with its `cause`. */
export class ExternalServiceError extends PortalError {
  override readonly status = 502;
}
