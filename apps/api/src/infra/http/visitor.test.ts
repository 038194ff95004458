import http from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { installProxyTrust, ProxyTrust, varyByHost, visitorOf } from './visitor.js';

/** A bare server answering with the visitor it derives, the way the app installs proxy trust. */
function whoAmI(proxies: string[]): http.Server {
  const server = http.createServer((req, res) => {
    const first = visitorOf(req);
    res.setHeader('Vary', 'Accept-Encoding');
    varyByHost(req, res);
    varyByHost(req, res);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ ...first, memoised: visitorOf(req) === first }));
  });
  installProxyTrust(server, new ProxyTrust(proxies));
  return server;
}

describe('visitorOf', () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.close();
  });

  it('trusts no forwarding header by default: the peer is the client, Host is the host', async () => {
    server = whoAmI([]);
    const res = await request(server)
      .get('/')
      .set('Host', 'Alpha.LocalHost.:3000')
      .set('X-Forwarded-Host', 'x-host.localhost')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Forwarded-Proto', 'https')
      .set('Forwarded', 'for=203.0.113.9;host=x-host.localhost;proto=https')
      .expect(200);
    expect(res.body).toEqual({
      host: 'alpha.localhost',
      ip: expect.stringMatching(/127\.0\.0\.1$/),
      origin: 'http://alpha.localhost.:3000',
      memoised: true,
    });
    expect(res.headers.vary).toBe('Accept-Encoding, X-Tenant-Domain, Host');
  });

  it('takes X-Tenant-Domain first (docs/product.md#api), normalised', async () => {
    server = whoAmI([]);
    const res = await request(server).get('/').set('Host', 'localhost:3000').set('X-Tenant-Domain', ' Jane.Localhost. ').expect(200);
    expect(res.body.host).toBe('jane.localhost');
    // The port typed belongs to another host: links use the tenant's host alone.
    expect(res.body.origin).toBe('http://jane.localhost');
  });

  it.each([
    ['X-Tenant-Domain', { 'X-Tenant-Domain': 'a.localhost, b.localhost' }],
    ['X-Tenant-Domain', { 'X-Tenant-Domain': ', b.localhost' }],
    ['Host', { Host: 'a.localhost b.localhost' }],
  ])('flags a %s that names more than one host, and does not read it as its first', async (header, headers) => {
    server = whoAmI([]);
    const res = await request(server).get('/').set(headers).expect(200);
    expect(res.body.hostProblem).toEqual({ header, problem: expect.stringMatching(new RegExp(`^${header} must name one host`)) });
    expect(res.body.host).not.toMatch(/^[ab]\.localhost$/);
  });

  it('behind a trusted proxy, believes its X-Forwarded-Host and -Proto and walks X-Forwarded-For to the first untrusted hop', async () => {
    server = whoAmI(['loopback', '10.0.0.0/8']);
    const res = await request(server)
      .get('/')
      .set('Host', 'api:3000')
      .set('X-Forwarded-Host', 'Shop.Example:8080, evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.5, 10.1.2.3')
      .expect(200);
    expect(res.body).toEqual({ host: 'shop.example', ip: '203.0.113.5', origin: 'https://shop.example:8080', memoised: true });
    expect(res.headers.vary).toBe('Accept-Encoding, X-Tenant-Domain, Host, X-Forwarded-Host');
  });

  it('stops at the first untrusted hop even when the peer is trusted', async () => {
    server = whoAmI(['loopback']);
    const res = await request(server).get('/').set('X-Forwarded-For', '203.0.113.5, 10.1.2.3').expect(200);
    expect(res.body.ip).toBe('10.1.2.3');
  });

  it('ignores forwarding headers from a peer that is not one of the listed proxies', async () => {
    server = whoAmI(['192.0.2.1']);
    const res = await request(server)
      .get('/')
      .set('Host', 'alpha.localhost')
      .set('X-Forwarded-Host', 'x-host.localhost')
      .set('X-Forwarded-For', '203.0.113.5')
      .expect(200);
    expect(res.body.host).toBe('alpha.localhost');
    expect(res.body.ip).toMatch(/127\.0\.0\.1$/);
  });
});
