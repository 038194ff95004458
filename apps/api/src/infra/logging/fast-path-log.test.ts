import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { noteDatabaseAnswer } from '../http/database-busy.js';
import { giveRequestId } from '../http/request-id.js';
import { installFastPathLog } from './fast-path-log.js';

/** A server whose `/api/site/data` is answered like the fast path does (no app, no `req.log`). */
async function serve(rate: number, random?: () => number) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const server = http.createServer((req, res) => {
    giveRequestId(req);
    if (req.url?.startsWith('/api/site/data?fail')) res.writeHead(503).end();
    else if (req.url?.startsWith('/api/site/data?database')) {
      noteDatabaseAnswer(res, 'DATABASE_UNAVAILABLE');
      res.writeHead(503, { 'Retry-After': '5' }).end();
    } else if (req.url?.startsWith('/api/site/data')) res.writeHead(200, { 'X-Request-Id': giveRequestId(req) }).end('{}');
    else res.writeHead(404).end();
  });
  // What the app's pino-http does to the requests it sees: they carry `log` and are logged there.
  server.prependListener('request', (req: http.IncomingMessage) => {
    if (req.headers['x-seen-by-app']) Object.assign(req, { log: logger });
  });
  installFastPathLog(server, () => logger, rate, random);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${url}${path}`, { headers })).status;
  /**
   * The lines logged for the requests sent so far. A request is logged when its answer is done, which can
   * come after the client has read it: a marker request that is always logged (a server error) is sent
   * last, and once its line is there every earlier request has been logged or left out. No pause decides.
   * It is known by its request id: the log keeps a request's path, not its query.
   */
  const logged = async () => {
    const marker = `marker-request-${++markers}`;
    expect(await get('/api/site/data?fail', { 'x-request-id': marker })).toBe(503);
    const idOf = (line: Record<string, unknown>) => (line.req as { id?: string } | undefined)?.id ?? '';
    const isMarker = (line: Record<string, unknown>) => idOf(line) === marker;
    const deadline = Date.now() + 10_000;
    while (!lines.some(isMarker)) {
      if (Date.now() > deadline) throw new Error('the marker request was never logged');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return lines.filter((line) => !idOf(line).startsWith('marker-request-'));
  };
  servers.push(server);
  return { lines, get, logged };
}

let markers = 0;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('fast-path request log', () => {
  it('logs every fast-path request at rate 1, in the request log shape', async () => {
    const { get, logged } = await serve(1);
    for (let i = 0; i < 5; i++) await get('/api/site/data', { 'x-tenant-domain': 'jane.localhost', 'x-request-id': `request-000${i + 1}` });
    const lines = await logged();
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'request-0001', method: 'GET', url: '/api/site/data' },
      res: { statusCode: 200 },
      tenantHost: 'jane.localhost',
      sampleRate: 1,
    });
  });

  it('logs the configured share of them', async () => {
    let n = 0;
    const { get, logged } = await serve(0.25, () => (n++ % 4) / 4);
    for (let i = 0; i < 40; i++) await get('/api/site/data');
    expect(await logged()).toHaveLength(10);
  });

  it('logs every server error even at rate 0, and nothing else', async () => {
    const { get, logged } = await serve(0);
    expect(await get('/api/site/data')).toBe(200);
    expect(await get('/api/site/data?fail')).toBe(503);
    const lines = await logged();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 503 } });
  });

  it('logs a database 503 (PostgreSQL away or overloaded) at warn: an outage is no flood of errors', async () => {
    const { get, logged } = await serve(0);
    expect(await get('/api/site/data?database')).toBe(503);
    const lines = await logged();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request errored', res: { statusCode: 503 } });
  });

  it('leaves requests the app answered (and logged) and other paths alone', async () => {
    const { get, logged } = await serve(1);
    await get('/api/site/data', { 'x-seen-by-app': '1' });
    await get('/api/products');
    expect(await logged()).toHaveLength(0);
  });
});
