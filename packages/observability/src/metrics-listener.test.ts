import http from 'node:http';
import { describe, expect, it, jest } from '@jest/globals';
import { Registry } from 'prom-client';
import { startMetricsListener } from './metrics-listener.js';

describe('the operations port', () => {
  it('listens on the address it is given (METRICS_HOST), every interface by default', async () => {
    const listen = jest.spyOn(http.Server.prototype, 'listen');
    const local = await startMetricsListener({ port: 0, host: '127.0.0.1', registry: new Registry() });
    const any = await startMetricsListener({ port: 0, registry: new Registry() });
    try {
      const hosts = listen.mock.calls.map((call) => call[1]);
      expect(hosts).toEqual(['127.0.0.1', '0.0.0.0']);
      expect((await fetch(`http://127.0.0.1:${local.port}/health/live`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${any.port}/health/live`)).status).toBe(200);
    } finally {
      listen.mockRestore();
      await local.close();
      await any.close();
    }
  });
});
