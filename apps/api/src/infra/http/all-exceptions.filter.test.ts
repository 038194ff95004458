import { beforeEach, describe, expect, it } from '@jest/globals';
import { Logger, type LoggerService } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { sendError } from './all-exceptions.filter.js';

interface Line {
  level: 'error' | 'warn' | 'log';
  entry: unknown;
  message: unknown;
}

/** Nest's Logger, as the filter writes to it, captured line by line. */
function captureLogs(): Line[] {
  const lines: Line[] = [];
  const sink = (level: Line['level']) => (entry: unknown, message?: unknown) => void lines.push({ level, entry, message });
  const logger: LoggerService = { log: sink('log'), warn: sink('warn'), error: sink('error') };
  Logger.overrideLogger(logger);
  return lines;
}

/** A route that fails with `err` and answers through the filter's sendError, as the app does. */
function failingWith(err: unknown): express.Express {
  const app = express();
  app.use((req, _res, next) => {
    (req as { id?: string }).id = 'req-0001';
    next();
  });
  app.post('/api/newsletters/unsubscribe/:token', (req, res) => sendError(req, res, err));
  return app;
}

// What the driver says when PostgreSQL is away, with a value of the request quoted in it (as some do).
const unreachable = Object.assign(new Error("Can't reach database server while saving jane.doe@example.com"), { code: 'P1001' });
const noFreeConnection = new Error('timeout exceeded when trying to connect');
const personal = /jane|example\.com|secret-token|Can't reach/;

describe('sendError logging', () => {
  let lines: Line[];
  beforeEach(() => {
    lines = captureLogs();
  });

  it.each([
    ['DATABASE_UNAVAILABLE', unreachable, '5'],
    ['DATABASE_BUSY', noFreeConnection, '1'],
  ])('logs a %s 503 as one warning line: no stack, no driver message, no path, no personal data', async (code, err, retryAfter) => {
    const res = await request(failingWith(err)).post('/api/newsletters/unsubscribe/secret-token?email=jane.doe%40example.com').expect(503);
    expect(res.headers['retry-after']).toBe(retryAfter);
    expect(res.body).toMatchObject({ code, request_id: 'req-0001' });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 'warn',
      entry: { code, method: 'POST', route: '/api/newsletters/unsubscribe/:token', requestId: 'req-0001' },
      message: `answered 503 ${code}: PostgreSQL away or overloaded`,
    });
    expect(JSON.stringify(lines)).not.toMatch(personal);
  });

  it('still logs our own bug as an error, with the exception for its stack', async () => {
    const bug = new TypeError('cannot read properties of undefined');
    await request(failingWith(bug)).post('/api/newsletters/unsubscribe/abc').expect(500);
    expect(lines).toEqual([
      {
        level: 'error',
        entry: { err: bug, path: '/api/newsletters/unsubscribe/abc', requestId: 'req-0001' },
        message: 'request failed',
      },
    ]);
  });
});
