import type { ErrorCode, FieldError } from '@recircuit/contract';

/** An error whose message is safe to show a person; the error handler sends it as an envelope. */
export class AppError extends Error {
  readonly statusCode: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}
