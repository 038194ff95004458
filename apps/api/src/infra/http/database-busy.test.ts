import { describe, expect, it } from '@jest/globals';
import { toErrorResponse } from './error-response.js';

/** Error shapes as node-postgres, pg-pool and Prisma's pg adapter raise them (packages/db/src/pool.test.ts makes them for real). */
const cancelledByPostgres = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
const cancelledThroughPrisma = Object.assign(new Error('Raw query failed. Code: `57014`.'), {
  code: 'P2010',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '57014', kind: 'postgres' } } },
});
const noFreeConnection = new Error('timeout exceeded when trying to connect');
const slowConnect = new Error('Connection terminated due to connection timeout');

describe('an overloaded database', () => {
  it.each([
    ['a statement cancelled by the server', cancelledByPostgres],
    ['the same, raised through Prisma', cancelledThroughPrisma],
    ['no free connection in time', noFreeConnection],
    ['a connection that did not open in time', slowConnect],
  ])('answers 503 DATABASE_BUSY with Retry-After for %s', (_name, err) => {
    expect(toErrorResponse(err)).toEqual({
      status: 503,
      headers: { 'Retry-After': '1' },
      unexpected: true,
      body: { message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' },
    });
  });

  it('leaves other failures alone', () => {
    expect(toErrorResponse(Object.assign(new Error('relation "x" does not exist'), { code: '42P01', severity: 'ERROR' })).status).toBe(500);
    expect(toErrorResponse(new Error('timeout exceeded when trying to connect to the moon')).status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('duplicate'), { code: '23505', severity: 'ERROR' })).status).toBe(409);
  });
});

/** What PostgreSQL going away looks like through each layer (tests/database-outage.e2e.test.ts meets them for real). */
const adapterCause = (cause: Record<string, unknown>) => ({ name: 'DriverAdapterError', cause });
const throughPrisma = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error(`Database error (${code})`), { code, meta: { driverAdapterError: adapterCause(cause) } });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

describe('a database that cannot be reached', () => {
  it.each([
    ['connection refused (Prisma)', throughPrisma('P2010', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['connection refused at a transaction start', throughPrisma('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['a reset connection', throughPrisma('P2010', { kind: 'ConnectionClosed' })],
    [
      'a server shutting down (57P01)',
      throughPrisma('P2039', { kind: 'postgres', originalCode: '57P01', code: '57P01', severity: 'FATAL' }),
    ],
    ['a server starting up (57P03)', throughPrisma('P2010', { kind: 'postgres', originalCode: '57P03', code: '57P03', severity: 'FATAL' })],
    ['a standby refusing a write mid-failover (25006)', throughPrisma('P2010', { kind: 'postgres', originalCode: '25006', code: '25006' })],
    ['a name that does not resolve', socketError('ENOTFOUND')],
    ['a temporary DNS failure', socketError('EAI_AGAIN')],
    ['a reset socket', socketError('ECONNRESET')],
    ['a connection cut mid-statement', new Error('Connection terminated unexpectedly')],
    ['a connection found dead', new Error('Client has encountered a connection error and is not queryable')],
    ['Prisma not reaching the server', Object.assign(new Error("Can't reach database server"), { code: 'P1001' })],
  ])('answers 503 DATABASE_UNAVAILABLE with Retry-After for %s', (_name, err) => {
    expect(toErrorResponse(err)).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      unexpected: true,
      body: { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' },
    });
  });
});
