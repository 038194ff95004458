import { STATEMENT_TIMEOUT } from '@ds/db';
import type { ErrorBody } from './api-error.js';

/** pg-pool's errors when no connection came in DATABASE_CONNECT_TIMEOUT_MS: all busy, or a slow connect. */
const CONNECTION_WAIT_EXPIRED = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/;

export const DATABASE_BUSY: { status: number; body: ErrorBody; headers: Record<string, string> } = {
  status: 503,
  body: { message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' },
  headers: { 'Retry-After': '1' },
};

/**
 * Whether `err` is the database's limits at work (docs/operations.md "Connection budget"): a statement
 * cancelled by DATABASE_STATEMENT_TIMEOUT_MS, or no connection free within DATABASE_CONNECT_TIMEOUT_MS.
 * Either is overload, not a broken request: a 503 the client may retry, not an anonymous 500.
 */
export function isDatabaseBusy(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    cause?: { originalCode?: unknown };
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  if (e.code === STATEMENT_TIMEOUT || e.cause?.originalCode === STATEMENT_TIMEOUT) return true;
  if (e.meta?.driverAdapterError?.cause?.originalCode === STATEMENT_TIMEOUT) return true;
  return typeof e.message === 'string' && CONNECTION_WAIT_EXPIRED.test(e.message);
}
