import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import {
  Command,
  IPv4Address,
  IPv4ProxyAddress,
  IPv6Address,
  IPv6ProxyAddress,
  TransportProtocol,
  V2ProxyProtocol,
} from 'proxy-protocol-js';
import { installProxyTrust, ProxyTrust, visitorOf } from '../../../infra/http/visitor.js';
import type { CertificateStore } from './certificate-store.js';
import { httpsUrl } from './domain-edge.middleware.js';
import { HttpsEdge, STRICT_TRANSPORT_SECURITY } from './https-edge.js';
import { parseProxyHeader, ProxyHeaderError, readProxyHeader } from './proxy-protocol.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../../test/support/fixtures/${name}`, import.meta.url), 'utf8');
const CERT = fixture('edge-test.crt');
const KEY = fixture('edge-test.key');

/** Holds one certificate, for shop.test (the real store reads PostgreSQL; the edge only needs `contextFor`). */
const oneCertificate = {
  contextFor: (name: string) => Promise.resolve(name === 'shop.test' ? tls.createSecureContext({ cert: CERT, key: KEY }) : undefined),
} as unknown as CertificateStore;

/**
 * The app behind the edge: answers with the visitor the app derives. It even trusts loopback proxies, so
 * only the edge's own stripping keeps a made-up X-Forwarded-* out.
 */
function whoAmIServer(): http.Server {
  const app = express();
  app.get('/', (req, res) => {
    const { ip, host, origin } = visitorOf(req);
    res.json({ ip, host, origin, forwardedHost: req.headers['x-forwarded-host'] ?? null });
  });
  const server = http.createServer(app);
  installProxyTrust(server, new ProxyTrust(['loopback']));
  return server;
}

interface Answer {
  status: number;
  headers: string;
  body: { ip: string; host: string; origin: string; forwardedHost: string | null };
}

/** Opens a TCP connection, optionally writes a PROXY header, then speaks HTTPS to shop.test through it. */
function request(port: number, proxyHeader: Buffer | string | null, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (proxyHeader !== null) socket.write(proxyHeader);
      const secure = tls.connect({ socket, servername: 'shop.test', ca: CERT }, () => {
        const extra = Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('');
        secure.write(`GET / HTTP/1.1\r\nHost: shop.test\r\n${extra}Connection: close\r\n\r\n`);
      });
      let text = '';
      secure.on('data', (chunk: Buffer) => (text += chunk.toString()));
      secure.on('end', () => {
        if (!text) return reject(new Error('connection closed without an answer'));
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const json = body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1);
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(json) as Answer['body'] });
      });
      secure.on('error', reject);
    });
    socket.on('error', reject);
  });
}

describe('HTTPS edge', () => {
  let edge: HttpsEdge | undefined;
  afterEach(async () => {
    await edge?.onApplicationShutdown();
    edge = undefined;
  });

  async function start(proxyProtocol: boolean): Promise<number> {
    edge = new HttpsEdge(oneCertificate);
    return edge.listen(whoAmIServer(), 0, { host: '127.0.0.1', proxyProtocol });
  }

  it('sends HSTS and ignores forwarding headers a client makes up (TLS ends here)', async () => {
    const port = await start(false);
    const answer = await request(port, null, { 'X-Forwarded-For': '6.6.6.6', 'X-Forwarded-Host': 'evil.test' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain(`strict-transport-security: ${STRICT_TRANSPORT_SECURITY}`);
    expect(answer.body).toEqual({ ip: '127.0.0.1', host: 'shop.test', origin: 'https://shop.test', forwardedHost: null });
  });

  it('behind a PROXY protocol balancer, the client is the one the header names (v1 and v2)', async () => {
    const port = await start(true);
    const v1 = await request(port, 'PROXY TCP4 203.0.113.7 10.0.0.2 51234 443\r\n', {
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Host': 'evil.test',
    });
    expect(v1.body).toEqual({ ip: '203.0.113.7', host: 'shop.test', origin: 'https://shop.test', forwardedHost: null });
    const v2 = new V2ProxyProtocol(
      Command.PROXY,
      TransportProtocol.STREAM,
      new IPv6ProxyAddress(
        IPv6Address.createFrom([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x42]),
        51234,
        IPv6Address.createFrom([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
        443,
      ),
    ).build();
    expect((await request(port, Buffer.from(v2))).body.ip).toBe('2001:db8::42');
  });

  it('drops a connection that does not start with a PROXY header when one is required', async () => {
    const port = await start(true);
    await expect(request(port, null)).rejects.toThrow();
    // The edge keeps serving.
    expect((await request(port, 'PROXY TCP4 198.51.100.9 10.0.0.2 4000 443\r\n')).body.ip).toBe('198.51.100.9');
  });
});

describe('HTTP → HTTPS redirect target', () => {
  it("names the port visitors use: a balancer's public port, else the edge port, never 443", () => {
    expect(httpsUrl('shop.test', '/products?x=1', { EDGE_HTTPS_PORT: 8443, EDGE_HTTPS_PUBLIC_PORT: undefined })).toBe(
      'https://shop.test:8443/products?x=1',
    );
    expect(httpsUrl('shop.test', '/', { EDGE_HTTPS_PORT: 8443, EDGE_HTTPS_PUBLIC_PORT: 443 })).toBe('https://shop.test/');
    expect(httpsUrl('shop.test', '/', { EDGE_HTTPS_PORT: 443, EDGE_HTTPS_PUBLIC_PORT: undefined })).toBe('https://shop.test/');
    expect(httpsUrl('shop.test', '/', { EDGE_HTTPS_PORT: 8443, EDGE_HTTPS_PUBLIC_PORT: 9443 })).toBe('https://shop.test:9443/');
  });
});

describe('PROXY protocol header', () => {
  it.each([
    ['PROXY TCP4 192.0.2.1 10.0.0.1 1234 443\r\n', '192.0.2.1'],
    ['PROXY TCP6 2001:db8::1 2001:db8::2 1234 443\r\n', '2001:db8::1'],
    ['PROXY UNKNOWN\r\n', null],
  ])('reads v1 %j', (header, client) => {
    expect(parseProxyHeader(Buffer.from(header))).toEqual({ clientAddress: client });
  });

  it('reads v2 IPv4 and a LOCAL health check', () => {
    const ipv4 = new V2ProxyProtocol(
      Command.PROXY,
      TransportProtocol.STREAM,
      new IPv4ProxyAddress(IPv4Address.createFrom([192, 0, 2, 55]), 1234, IPv4Address.createFrom([10, 0, 0, 1]), 443),
    ).build();
    expect(parseProxyHeader(Buffer.from(ipv4))).toEqual({ clientAddress: '192.0.2.55' });
    const local = new V2ProxyProtocol(
      Command.LOCAL,
      TransportProtocol.UNSPEC,
      new IPv4ProxyAddress(IPv4Address.createWithEmptyAddress(), 0, IPv4Address.createWithEmptyAddress(), 0),
    ).build();
    expect(parseProxyHeader(Buffer.from(local))).toEqual({ clientAddress: null });
  });

  it('refuses a forged address', () => {
    expect(() => parseProxyHeader(Buffer.from('PROXY TCP4 not-an-ip 10.0.0.1 1234 443\r\n'))).toThrow(ProxyHeaderError);
  });

  it('leaves every byte after the header unread, even when they arrive together', async () => {
    const server = net.createServer({ pauseOnConnect: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    client.write('PROXY TCP4 192.0.2.1 10.0.0.1 1234 443\r\nhello');
    const socket = await accepted;
    await expect(readProxyHeader(socket)).resolves.toEqual({ clientAddress: '192.0.2.1' });
    // Paused, as TLS expects it; whoever reads next gets the bytes after the header first.
    expect(socket.isPaused()).toBe(true);
    const rest = await new Promise<string>((resolve) => {
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      socket.resume();
    });
    expect(rest).toBe('hello');
    client.destroy();
    socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up on garbage and on silence', async () => {
    const server = net.createServer({ pauseOnConnect: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const next = () => new Promise<net.Socket>((resolve) => server.once('connection', resolve));

    let accepted = next();
    const garbage = net.connect(port, '127.0.0.1', () => garbage.write('GET / HTTP/1.1\r\n\r\n'));
    let socket = await accepted;
    await expect(readProxyHeader(socket)).rejects.toThrow(ProxyHeaderError);
    socket.destroy();
    garbage.destroy();

    accepted = next();
    const silent = net.connect(port, '127.0.0.1');
    socket = await accepted;
    await expect(readProxyHeader(socket, 100)).rejects.toThrow('no PROXY header in time');
    socket.destroy();
    silent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
