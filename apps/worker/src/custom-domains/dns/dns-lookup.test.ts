import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AppConfig } from '@ds/config';
import { DnsLookup, caaRecord } from './dns-lookup.js';

describe('caaRecord', () => {
  it('reads the property whether or not node:dns adds type: "CAA" (Node 24 does, Node 20 did not)', () => {
    expect(caaRecord({ critical: 0, issue: 'otherca.example' })).toEqual({ critical: false, tag: 'issue', value: 'otherca.example' });
    expect(caaRecord({ critical: 0, type: 'CAA', issue: 'otherca.example' })).toEqual({
      critical: false,
      tag: 'issue',
      value: 'otherca.example',
    });
    expect(caaRecord({ critical: 128, type: 'CAA', iodef: 'mailto:x@shop.test' })).toEqual({
      critical: true,
      tag: 'iodef',
      value: 'mailto:x@shop.test',
    });
    // A property really tagged `type`: its value replaced the marker and it is the only key left.
    expect(caaRecord({ critical: 128, type: 'whatever' })).toEqual({ critical: true, tag: 'type', value: 'whatever' });
  });
});

// dns2 is CommonJS without types.
const require = createRequire(import.meta.url);
const dns2 = require('dns2');

describe('DnsLookup.caa against a real DNS server', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let server: any;
  let port = 0;

  beforeAll(async () => {
    server = dns2.createServer({
      udp: true,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      handle: (request: any, send: (response: unknown) => void) => {
        const response = dns2.Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        if (question?.type === dns2.Packet.TYPE.CAA && question.name === 'caa-locked.test') {
          const base = { name: question.name, type: dns2.Packet.TYPE.CAA, class: dns2.Packet.CLASS.IN, ttl: 1 };
          response.answers.push({ ...base, flags: 0, tag: 'issue', value: 'otherca.example' });
          response.answers.push({ ...base, flags: 128, tag: 'iodef', value: 'mailto:x@caa-locked.test' });
        }
        send(response);
      },
    });
    const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    port = addresses.udp.port;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives the tag and value of each record as this Node version answers them', async () => {
    const lookup = new DnsLookup({ DNS_TIMEOUT_MS: 2000, DNS_RESOLVERS: [`127.0.0.1:${port}`] } as unknown as AppConfig);
    await expect(lookup.caa('caa-locked.test')).resolves.toEqual({
      kind: 'found',
      values: [
        { critical: false, tag: 'issue', value: 'otherca.example' },
        { critical: true, tag: 'iodef', value: 'mailto:x@caa-locked.test' },
      ],
    });
    await expect(lookup.caa('nothing.test')).resolves.toEqual({ kind: 'none' });
  });
});
