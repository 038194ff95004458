import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { endProcess } from './end-process.js';
import { freePort, waitFor } from './stack.js';

export interface Pebble {
  directoryUrl: string;
  /** PEM of pebble's own HTTPS (WFE) certificate: what the ACME client must trust (ACME_CA_FILE). */
  caFile: string;
  /** PEM of the root that pebble's issued certificates chain to (from the management interface). */
  root(): Promise<string>;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Debian's pebble (a test ACME CA) on free ports, with a WFE certificate made here with openssl (the
 * package ships none). HTTP-01 validation connects to `httpPort` of the address `dnsServer` gives for the
 * domain; `blocklist` names are refused with rejectedIdentifier.
 */
export async function startPebble(options: {
  dnsServer: string;
  httpPort: number;
  blocklist?: string[];
  validitySeconds?: number;
  env?: Record<string, string>;
}): Promise<Pebble> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-pebble-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const [listenPort, managementPort, tlsPort] = [await freePort(), await freePort(), await freePort()];
  const config = path.join(dir, 'pebble-config.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${listenPort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: cert,
        privateKey: key,
        httpPort: options.httpPort,
        tlsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
        domainBlocklist: options.blocklist ?? [],
        ...(options.validitySeconds ? { certificateValidityPeriod: options.validitySeconds } : {}),
      },
    }),
  );
  const logs: string[] = [];
  const child: ChildProcess = spawn('/usr/bin/pebble', ['-config', config, '-dnsserver', options.dnsServer, '-strict=false'], {
    // No authorization reuse: every order is validated, so a test that breaks validation sees it fail.
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const ca = fs.readFileSync(cert);
  const get = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      https
        .get(url, { ca }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  const directoryUrl = `https://127.0.0.1:${listenPort}/dir`;
  await waitFor(
    async () => (await get(directoryUrl)).status === 200,
    15_000,
    () => logs.join(''),
  );

  return {
    directoryUrl,
    caFile: cert,
    logs,
    root: async () => (await get(`https://127.0.0.1:${managementPort}/roots/0`)).body,
    async stop() {
      await endProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
