import { describe, expect, it } from '@jest/globals';
import { toErrorResponse } from './error-response.js';

/** Error shapes as node-postgres, pg-pool and Prisma's pg adapter raise them (packages/db/src/pool.spec.ts makes them for real). */
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
    expect(toErrorResponse(new Error('timeout exceeded when trying to connect to the moon')).status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('duplicate'), { code: '23505', severity: 'ERROR' })).status).toBe(409);
  });
});
