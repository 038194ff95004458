import { HttpException, HttpStatus } from '@nestjs/common';

/** Field name → what is wrong with it. */
export type FieldErrors = Record<string, string>;

/** The one error body every API failure has: `{ message, details?, code? }`. */
export interface ErrorBody {
  message: string;
  code?: string;
  details?: unknown;
}

export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, options: { code?: string; details?: unknown } = {}) {
    const body: ErrorBody = {
      message,
      ...(options.code ? { code: options.code } : {}),
      ...(options.details !== undefined ? { details: options.details } : {}),
    };
    super(body, status);
  }
}

export const badRequest = (message: string, details?: unknown, code = 'BAD_REQUEST') =>
  new ApiError(HttpStatus.BAD_REQUEST, message, { code, details });

export const validationFailed = (details: FieldErrors, message = 'Validation failed') =>
  new ApiError(HttpStatus.BAD_REQUEST, message, { code: 'VALIDATION_FAILED', details });

export const conflict = (message: string, details: FieldErrors, code = 'CONFLICT') =>
  new ApiError(HttpStatus.CONFLICT, message, { code, details });

export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(HttpStatus.NOT_FOUND, message, { code });

export const unauthorized = (message: string, code: string) => new ApiError(HttpStatus.UNAUTHORIZED, message, { code });

export const forbidden = (message: string, code = 'FORBIDDEN') => new ApiError(HttpStatus.FORBIDDEN, message, { code });
