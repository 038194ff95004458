import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnreachable, leftNothingCommitted } from './connection-loss.js';

/** Errors as node-postgres, pg-pool and Prisma's adapter raise them (pool-healing.test.ts meets them for real). */
const socket = (code: string, syscall = 'connect') => Object.assign(new Error(`${syscall} ${code}`), { code, errno: -1, syscall });
const server = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code, severity: 'FATAL' });
const prisma = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error(code), { code, meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });

describe('a lost database connection', () => {
  it.each([
    ['refused', socket('ECONNREFUSED'), true],
    ['a name that does not resolve', socket('ENOTFOUND'), true],
    ['the server shutting down (57P01)', server('57P01'), true],
    ['the server starting up, through Prisma (57P03)', prisma('P2010', { kind: 'postgres', originalCode: '57P03' }), true],
    ['a statement written to a closed connection', new Error('Client has encountered a connection error and is not queryable'), true],
    ['not reachable, through Prisma', prisma('P1001', { kind: 'DatabaseNotReachable' }), true],
    ['reset after the statement was sent', socket('ECONNRESET', 'read'), false],
    ['cut mid-statement', new Error('Connection terminated unexpectedly'), false],
    ['closed, through Prisma', prisma('P2010', { kind: 'ConnectionClosed' }), false],
  ])('%s: unreachable, and left nothing committed: %s', (_name, err, nothingCommitted) => {
    expect(isDatabaseUnreachable(err)).toBe(true);
    expect(leftNothingCommitted(err)).toBe(nothingCommitted);
  });

  it.each([
    ['a unique violation', server('23505')],
    ['a cancelled statement (DATABASE_BUSY)', server('57014')],
    ['a pool timeout (DATABASE_BUSY)', new Error('timeout exceeded when trying to connect')],
    ['a slow connect (DATABASE_BUSY)', new Error('Connection terminated due to connection timeout')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is not a lost connection', (_name, err) => {
    expect(isDatabaseUnreachable(err)).toBe(false);
  });
});
