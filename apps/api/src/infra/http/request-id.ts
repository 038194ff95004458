import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only when it is short, plain and cannot smuggle anything into logs or headers. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

type WithId = IncomingMessage & { id?: unknown };

/**
 * Gives the request its id (the proxy's `X-Request-Id` when sane, else a new UUID) and echoes it on the
 * answer. Runs before anything else, so every answer — parser errors and hot-cache hits included — carries
 * it, and pino-http logs under the same id (it keeps an existing `req.id`).
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const existing = (req as WithId).id;
  if (typeof existing === 'string') return existing;
  const id = giveRequestId(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * The same id for `req`, for a caller that writes the `X-Request-Id` header itself (the fast paths that
 * answer before Express: the beacon and the hot cache).
 */
export function giveRequestId(req: IncomingMessage): string {
  const existing = (req as WithId).id;
  if (typeof existing === 'string') return existing;
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
  (req as WithId).id = id;
  return id;
}

/** The id `assignRequestId` gave this request. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id = (req as WithId).id;
  return typeof id === 'string' ? id : undefined;
}
