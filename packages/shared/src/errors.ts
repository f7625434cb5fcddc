import { ERROR_CODES, type ErrorCode } from './api';

/** An expected failure: carries a code (mapped to an HTTP status) and a message for the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  constructor(code: ErrorCode, message: string, data?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.data = data ?? null;
  }
}
