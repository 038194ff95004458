/**
 * Whether an error means PostgreSQL could not be reached or went away (docs/operations.md "Database outage"),
 * whichever layer raised it: node-postgres and pg-pool (socket codes, SQLSTATEs, their own messages), Prisma's
 * pg driver adapter (`DriverAdapterError { cause: { kind, originalCode } }`) or Prisma around it (`P1001`,
 * `P2010`/`P2039` with `meta.driverAdapterError`). Not an overload (a pool timeout, a cancelled statement:
 * `DATABASE_BUSY`) and never a fault of the request.
 */

/** Socket errors of a connection that could not be made or was cut (DNS included). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ECONNABORTED',
]);

/** Of those, the ones raised while connecting: the statement was never sent. */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast stop, a failover, a terminated
 * backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300
 * too_many_connections, 25006 read_only_sql_transaction (a write reaching a standby mid-failover).
 */
const SERVER_GONE_STATES = /^(08...|57P0[123]|53300|25006)$/;

/** SQLSTATEs after which the server has rolled back what the statement did: it may run again. */
const ROLLED_BACK_STATES = /^(57P0[123]|53300|25006)$/;

/** The driver adapter's kinds for a lost server. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/** Prisma's codes for a server it cannot reach (https://www.prisma.io/docs/orm/reference/error-reference). */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017']);

/** node-postgres' and pg-pool's own messages for a connection that is gone or was never there. */
const GONE_MESSAGE =
  /^(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/;

/** Of those, the ones raised before the statement was written to the socket. */
const UNSENT_MESSAGE = /not queryable$|^Cannot use a pool/;

interface Layer {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** The error and what it wraps (Prisma → DriverAdapterError → its cause), a few layers deep. */
function layers(err: unknown): Layer[] {
  const found: Layer[] = [];
  const queue: unknown[] = [err];
  while (queue.length && found.length < 8) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null) continue;
    const layer = next as Layer;
    found.push(layer);
    queue.push(layer.cause, layer.meta?.driverAdapterError);
  }
  return found;
}

const sqlState = (layer: Layer): string | undefined =>
  [layer.originalCode, layer.code].find((c): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));

/** PostgreSQL is unreachable, refused the connection, or ended it: answer 503 `DATABASE_UNAVAILABLE`. */
export function isDatabaseUnreachable(err: unknown): boolean {
  return layers(err).some((layer) => {
    if (typeof layer.code === 'string' && (SOCKET_CODES.has(layer.code) || PRISMA_CODES.has(layer.code))) return true;
    if (typeof layer.kind === 'string' && ADAPTER_KINDS.has(layer.kind)) return true;
    const state = sqlState(layer);
    if (state && SERVER_GONE_STATES.test(state)) return true;
    return typeof layer.message === 'string' && GONE_MESSAGE.test(layer.message);
  });
}

/**
 * A lost connection after which nothing of the statement can have been committed, so running it again on
 * another connection cannot do it twice: the connection was never made, the statement was never sent, or the
 * server ended the session while running it (which rolls it back). A reset in the middle of a write is not
 * one of these: the write may have committed before the answer was lost.
 */
export function leftNothingCommitted(err: unknown): boolean {
  return layers(err).some((layer) => {
    if (typeof layer.code === 'string' && CONNECT_CODES.has(layer.code)) return true;
    if (layer.kind === 'DatabaseNotReachable') return true;
    const state = sqlState(layer);
    if (state && ROLLED_BACK_STATES.test(state)) return true;
    return typeof layer.message === 'string' && UNSENT_MESSAGE.test(layer.message);
  });
}
