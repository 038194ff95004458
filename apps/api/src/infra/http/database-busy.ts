import type { ServerResponse } from 'node:http';
import { isDatabaseUnreachable, STATEMENT_TIMEOUT } from '@ds/db';
import type { ErrorBody } from './api-error.js';

/** pg-pool's errors when no connection came in DATABASE_CONNECT_TIMEOUT_MS: all busy, or a slow connect. */
const CONNECTION_WAIT_EXPIRED = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/;

interface DatabaseAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const DATABASE_BUSY: DatabaseAnswer = {
  status: 503,
  body: { message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' },
  headers: { 'Retry-After': '1' },
};

/**
 * PostgreSQL away (docs/operations.md "Database outage"): a restart or a failover takes seconds to tens of
 * seconds, so the client is asked to wait a few seconds rather than one.
 */
const DATABASE_UNAVAILABLE: DatabaseAnswer = {
  status: 503,
  body: { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' },
  headers: { 'Retry-After': '5' },
};

/**
 * Whether `err` is the database's limits at work (docs/operations.md "Connection budget"): a statement
 * cancelled by DATABASE_STATEMENT_TIMEOUT_MS, or no connection free within DATABASE_CONNECT_TIMEOUT_MS.
 * Either is overload, not a broken request: a 503 the client may retry, not an anonymous 500.
 */
function isDatabaseBusy(err: unknown): boolean {
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

/** The 503 answer for a database that is overloaded or away, or null when `err` is neither. */
export function databaseAnswer(err: unknown): DatabaseAnswer | null {
  if (isDatabaseBusy(err)) return DATABASE_BUSY;
  if (isDatabaseUnreachable(err)) return DATABASE_UNAVAILABLE;
  return null;
}

const ANSWERED = Symbol('database answer');

/** Marks `res` as answered with `code` (DATABASE_BUSY, DATABASE_UNAVAILABLE), for the metrics to count. */
export function noteDatabaseAnswer(res: ServerResponse, code: string): void {
  (res as ServerResponse & { [ANSWERED]?: string })[ANSWERED] = code;
}

/** The code `res` was answered with by `noteDatabaseAnswer`, if it was. */
export function databaseAnswerOf(res: ServerResponse): string | undefined {
  return (res as ServerResponse & { [ANSWERED]?: string })[ANSWERED];
}
