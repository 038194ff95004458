import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from './api-error.js';
import { databaseAnswer } from './database-busy.js';
import { inputDatabaseError } from './database-errors.js';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
  /** True when the failure is ours (5xx): logged, and the answer carries the request id. */
  unexpected: boolean;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Turns anything thrown while serving a request into the one error shape; never exposes a stack. Failures
 * the input caused are 4xx (database ones included); only our own bugs are 500 (`unexpected`).
 */
export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const raw = err.getResponse();
    const health = healthProbeFailure(status, raw);
    if (health) return { status, unexpected: false, body: health };
    if (status === (HttpStatus.TOO_MANY_REQUESTS as number)) {
      return { status, unexpected: false, body: { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' } };
    }
    if (typeof raw === 'object' && raw !== null && typeof (raw as ErrorBody).message === 'string' && 'code' in raw) {
      return { status, unexpected: status >= 500, body: raw as ErrorBody };
    }
    const message = typeof raw === 'string' ? raw : (normaliseMessage((raw as { message?: unknown }).message) ?? err.message);
    return { status, unexpected: status >= 500, body: { message, code: CODE_BY_STATUS[status] ?? 'ERROR' } };
  }
  // body-parser / multer style errors carry their own HTTP status.
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown; message?: unknown };
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (e?.type === 'entity.parse.failed') {
    return { status: 400, unexpected: false, body: { message: 'Malformed JSON in request body', code: 'INVALID_JSON' } };
  }
  if (e?.type === 'entity.too.large') {
    return { status: 413, unexpected: false, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (e?.type === 'entity.too.deep') {
    return { status: 400, unexpected: false, body: { message: String(e.message), code: 'JSON_TOO_DEEP' } };
  }
  // Answered as the overload or outage it is: a 503 with Retry-After, never a 500 (docs/operations.md
  // "Database outage"); the answer carries the request id like any 5xx, and sendError logs it as a warning.
  const unavailable = databaseAnswer(err);
  if (unavailable) return { ...unavailable, unexpected: true };
  const database = inputDatabaseError(err);
  if (database) return { ...database, unexpected: false };
  if (status >= 400 && status < 500 && typeof e?.message === 'string') {
    return { status, unexpected: false, body: { message: e.message, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' } };
  }
  return { status: 500, unexpected: true, body: { message: 'Internal server error', code: 'INTERNAL' } };
}

function normaliseMessage(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return undefined;
}

/**
 * A health check's 503 keeps Terminus' answer (`status`, `info`, `error`, `details`: which probe failed and
 * why, as documented for /api/health) beside the usual `message` and `code`. Not a bug of ours: not logged
 * as one.
 */
function healthProbeFailure(status: number, raw: unknown): ErrorBody | null {
  if (status !== (HttpStatus.SERVICE_UNAVAILABLE as number) || typeof raw !== 'object' || raw === null) return null;
  const answer = raw as { status?: unknown; error?: unknown; details?: unknown };
  if ((answer.status !== 'error' && answer.status !== 'shutting_down') || typeof answer.details !== 'object' || answer.details === null)
    return null;
  const failing = Object.keys((answer.error as Record<string, unknown> | undefined) ?? {});
  return { message: `Unavailable: ${failing.join(', ') || 'shutting down'}`, code: 'UNAVAILABLE', ...answer };
}
