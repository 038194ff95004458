import { describe, expect, it } from '@jest/globals';
// @ts-expect-error a plain ES module of the start script, without type declarations
import { consoleLogFormatter } from '../scripts/lib/pretty-logs.mjs';

/** What `npm start` shows of the api's and worker's JSON log lines (scripts/lib/pretty-logs.mjs). */
describe('npm start console logs', () => {
  const time = new Date(2026, 10, 26, 9, 5, 7).getTime();
  const json = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, time, pid: 1, hostname: 'vm', ...entry });
  const formatter = (): Promise<(line: string) => string | null> => consoleLogFormatter({ colorize: false });

  it('prints a request as one readable line with time, level, method, path, status and duration', async () => {
    const format = await formatter();
    const line = format(
      json({
        req: { id: 'r1', method: 'GET', url: '/api/site/data' },
        res: { statusCode: 200 },
        responseTime: 3,
        msg: 'request completed',
      }),
    );
    expect(line).toBe('[09:05:07] INFO: GET /api/site/data → 200 in 3 ms');
  });

  it('names where a message comes from and keeps warnings with their fields', async () => {
    const format = await formatter();
    expect(format(json({ context: 'JobRunner', msg: 'worker ready' }))).toBe('[09:05:07] INFO: JobRunner: worker ready');
    expect(format(json({ level: 40, context: 'Outbox', msg: 'relay failed', owed: 3 }))).toBe(
      '[09:05:07] WARN: Outbox: relay failed {"owed":3}',
    );
  });

  it("leaves out Nest's module and route listing at start-up, but not its warnings", async () => {
    const format = await formatter();
    expect(format(json({ context: 'RouterExplorer', msg: 'Mapped {/api/health, GET} route' }))).toBeNull();
    expect(format(json({ context: 'InstanceLoader', msg: 'AppModule dependencies initialized' }))).toBeNull();
    expect(format(json({ level: 40, context: 'RoutesResolver', msg: 'duplicate route' }))).toContain(
      'WARN: RoutesResolver: duplicate route',
    );
  });

  it('passes lines that are not JSON through as they are', async () => {
    const format = await formatter();
    expect(format('plain text from a dependency')).toBe('plain text from a dependency');
    expect(format('{not json')).toBe('{not json');
  });
});
