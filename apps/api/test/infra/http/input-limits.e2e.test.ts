import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { connect } from 'node:net';
import argon2 from 'argon2';
import type { Request, Response } from 'express';
import request from 'supertest';
import { Prisma } from '@ds/db';
import { seedCatalog, startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';
import { SeoService } from '../../../src/modules/content/seo.service.js';
import { toErrorResponse } from '../../../src/infra/http/error-response.js';
import { sendError } from '../../../src/infra/http/all-exceptions.filter.js';
import { assignRequestId } from '../../../src/infra/http/request-id.js';

jest.setTimeout(60_000);

/** ≈40 KB of JSON nested 20,000 levels deep. */
const DEEP = (key: string) => `{"${key}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;

describe('input limits at the edge', () => {
  let t: TestApp;
  let jane: SignedUp;
  let adminToken: string;
  const admin = (path: string) => request(t.http).get(`/api/admin${path}`).set('Authorization', `Bearer ${adminToken}`);

  beforeAll(async () => {
    t = await startTestApp();
    await seedCatalog(t.prisma);
    jane = await signUp(t, { first_name: 'Jane' });
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
  });
  afterAll(() => t.close());

  describe('deeply nested JSON', () => {
    it('is refused with 400 on a public endpoint, before any parsing', async () => {
      const body = DEEP('email');
      expect(body.length).toBeGreaterThan(40_000);
      const res = await request(t.http).post('/api/users/login').set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual({ message: 'JSON nested too deeply (at most 32 levels)', code: 'JSON_TOO_DEEP' });
    });

    it('is refused with 400 on an authenticated endpoint, and as JSON text inside a free-form page', async () => {
      const page = backOffice(t, jane, jane.tenantId);
      const res = await page.put('/opportunity-page').set('Content-Type', 'application/json').send(DEEP('data')).expect(400);
      expect(res.body.code).toBe('JSON_TOO_DEEP');
      const multipart = await page.put('/opportunity-page').field('data', DEEP('title')).expect(400);
      expect(multipart.body.details).toEqual({ data: 'data is nested too deeply (at most 32 levels)' });
    });

    it('answers a JSON body declared larger than 1 MB with 413 before reading it', async () => {
      const server = t.http.listen(0) as import('node:http').Server;
      try {
        const { port } = server.address() as import('node:net').AddressInfo;
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write(
              'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200000000\r\n\r\n{"email":',
            );
          });
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
          setTimeout(() => socket.destroy(), 5_000).unref();
        });
        expect(answer).toMatch(/^HTTP\/1\.1 413/);
        expect(answer).toMatch(/connection: close/i);
        expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
      } finally {
        server.close();
      }
    });

    it('keeps accepting ordinary nesting', async () => {
      const data = { title: 'Join', steps: [{ text: 'One' }, { text: 'Two' }] };
      await backOffice(t, jane, jane.tenantId).put('/opportunity-page').send({ data }).expect(200);
    });
  });

  describe('text that is not text', () => {
    it('refuses NUL and a lone surrogate in the login email, naming the field', async () => {
      for (const email of ['jane\u0000@example.com', 'jane\ud800@example.com']) {
        const res = await request(t.http).post('/api/users/login').send({ email, password: 'whatever-1' }).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.details)).toEqual(['email']);
      }
    });

    it('refuses them in a signup field and in a nested value', async () => {
      const res = await request(t.http)
        .post('/api/users/signup')
        .send({ first_name: 'Ja\u0000ne', last_name: 'Doe', email: 'nul@example.com', password: 'correct-horse-1', subdomain: 'nulsite' })
        .expect(400);
      expect(res.body.details).toEqual({ first_name: 'first_name must not contain NUL characters' });
      const nested = await backOffice(t, jane, jane.tenantId)
        .put('/opportunity-page')
        .send({ data: { steps: [{ text: 'x\udc00' }] } })
        .expect(400);
      expect(Object.keys(nested.body.details)).toEqual(['data.steps.0.text']);
      expect(await t.prisma.user.count({ where: { email: 'nul@example.com' } })).toBe(0);
    });

    it('refuses them in a query parameter and in multipart text fields', async () => {
      const res = await admin('/tenant-users?search=a%00b').expect(400);
      expect(res.body.details).toEqual({ search: 'search must not contain NUL characters' });
      const nul = await backOffice(t, jane, jane.tenantId).get('/subscribers?search=%00').expect(400);
      expect(Object.keys(nul.body.details)).toEqual(['search']);
      // A lone surrogate cannot arrive in a URL: its bytes are not UTF-8, so the query parser makes U+FFFD of
      // them and the router refuses such a path parameter outright.
      const param = await request(t.http).get('/api/site/products/%ED%A0%80').set('X-Tenant-Domain', `${jane.subdomain}.localhost`);
      expect(param.status).toBe(400);
      expect(typeof param.body.message).toBe('string');
      const multipart = await backOffice(t, jane, jane.tenantId).put('/home-page').field('welcome_description', 'a\u0000b').expect(400);
      expect(Object.keys(multipart.body.details)).toEqual(['welcome_description']);
    });
  });

  describe('paging', () => {
    it('refuses page and limit values outside their ranges with 400', async () => {
      for (const query of ['page=1e20', 'page=abc', 'page=0', 'page=1.5', 'limit=-1', 'limit=100000', 'page=1000001']) {
        const res = await admin(`/tenant-users?limit=10&${query}`).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        await backOffice(t, jane, jane.tenantId).get(`/subscribers?${query}`).expect(400);
      }
      await admin('/domains?page=1e20&limit=10').expect(400);
      await admin('/tenant-users?page=1000000&limit=500').expect(200);
    });
  });

  describe('database errors caused by input', () => {
    const mapped = async (query: Promise<unknown>) => {
      const err = await query.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).not.toBeNull();
      return toErrorResponse(err);
    };

    it('answers a unique violation with 409 and the field, a missing record with 404', async () => {
      const taken = await mapped(
        t.prisma.user.create({
          data: { email: jane.email, password_hash: 'x', first_name: 'A', last_name: 'B', tenant_id: jane.tenantId },
        }),
      );
      expect(taken).toEqual({ status: 409, unexpected: false, body: { message: 'This value is already in use', code: 'ALREADY_EXISTS' } });
      const gone = await mapped(t.prisma.blog.update({ where: { id: '00000000-0000-4000-8000-000000000000' }, data: { title: 'x' } }));
      expect(gone).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    });

    it('answers invalid text, NUL bytes and out-of-range numbers from PostgreSQL with 400, never quoting SQL', async () => {
      const cases = [
        t.prisma.$queryRaw`SELECT ${'not-a-uuid'}::uuid`,
        t.prisma.$queryRaw`SELECT ${'a\u0000b'}::text`,
        t.prisma.$queryRaw`SELECT ${'99999999999'}::int`,
        t.prisma.$queryRaw`SELECT ${'1e400'}::float8`,
        t.prisma.$queryRaw`SELECT ${'294277-01-01'}::timestamp`,
      ];
      for (const query of cases) {
        const answer = await mapped(query);
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).not.toMatch(/SELECT|prisma|P20\d\d|::/i);
      }
      const fk = await mapped(
        t.prisma.product.create({
          data: { tenant_id: '00000000-0000-4000-8000-000000000000', name: 'x', your_price: new Prisma.Decimal(1) },
        }),
      );
      expect(fk.status).toBe(409);
    });

    it('keeps an unexpected failure a 500 that carries the logged request id', async () => {
      const req = { headers: {}, originalUrl: '/api/x', method: 'GET' } as unknown as Request;
      const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
      const res = {
        setHeader: (name: string, value: string) => (sent.headers[name] = value),
        status(code: number) {
          sent.status = code;
          return this;
        },
        json(body: unknown) {
          sent.body = body;
          return this;
        },
      } as unknown as Response;
      const id = assignRequestId(req, res);
      sendError(req, res, new TypeError("Cannot read properties of undefined (reading 'x')"));
      expect(sent.status).toBe(500);
      expect(sent.body).toEqual({ message: 'Internal server error', code: 'INTERNAL', request_id: id });
      expect(sent.headers['X-Request-Id']).toBe(id);
    });
  });

  describe('request ids', () => {
    it('puts X-Request-Id on every answer, keeping a sane incoming one only', async () => {
      const plain = await request(t.http).get('/api/health').expect(200);
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await request(t.http).get('/api/no-such-route').set('X-Request-Id', 'edge-1234abcd').expect(404);
      expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
      const replaced = await request(t.http)
        .post('/api/users/login')
        .set('X-Request-Id', 'x y<script>')
        .set('Content-Type', 'application/json')
        .send('{')
        .expect(400);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('text is text', () => {
    it("shows a site name with $&, $' and $` literally in the storefront's tags", async () => {
      const name = "Jane $& Co $' $`";
      await backOffice(t, jane, jane.tenantId).put('/settings').send({ site_name: name }).expect(200);
      const html = '<html><head><title>Site</title><meta name="description" content="x"></head><body>BODY</body></html>';
      const out = await t.app.get(SeoService).renderIndex(`${jane.subdomain}.localhost`, 'http://x.localhost', html);
      expect(out).toContain('<title>Jane $&amp; Co $&#39; $`</title>');
      expect(out).toContain(`<meta property="og:site_name" content="Jane $&amp; Co $&#39; $\`" />`);
      expect(out.match(/BODY/g)).toHaveLength(1);
    });

    it('matches % and _ in an admin search literally', async () => {
      const percent = await signUp(t, { first_name: '100%', last_name: 'Pure' });
      await signUp(t, { first_name: 'A_B', last_name: 'Under' });
      const res = await admin('/tenant-users?search=%25').expect(200);
      expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([percent.userId]);
      const under = await admin('/tenant-users?search=_').expect(200);
      expect(under.body.users.map((u: { name: string }) => u.name)).toEqual(['A_B Under']);
      const sub = await backOffice(t, jane, jane.tenantId).get('/subscribers?search=%25').expect(200);
      expect(sub.body.total).toBe(0);
    });

    it('refuses email addresses with CR/LF or other control characters', async () => {
      const host = `${jane.subdomain}.localhost`;
      for (const email of ['"a\r\nBcc: x@evil.example"@example.com', 'visitor@example.com\r\nBcc: x@evil.example', 'a\u0007@example.com']) {
        const res = await request(t.http).post('/api/newsletters/subscribe').set('X-Tenant-Domain', host).send({ email }).expect(400);
        expect(res.body.details).toEqual({ email: 'Email addresses may not contain line breaks or control characters' });
      }
      await request(t.http)
        .post('/api/users/signup')
        .send({ first_name: 'C', last_name: 'R', email: '"c\r\nr"@example.com', password: 'correct-horse-1', subdomain: 'crlfsite' })
        .expect(400);
      await request(t.http).post('/api/users/forgot-password').send({ email: 'a@example.com\n' }).expect(400);
      await backOffice(t, jane, jane.tenantId).put('/settings').send({ email_id: 'a@example.com\r\nX: y' }).expect(400);
      expect(await t.prisma.subscriber.count()).toBe(0);
    });

    it('refuses javascript: and other script links in free-form page data', async () => {
      const page = backOffice(t, jane, jane.tenantId);
      for (const data of [
        { joining_link: 'javascript:alert(1)' },
        { cta: ' JaVa\tScript:alert(1)' },
        { steps: [{ link: 'data:text/html,x' }] },
        { video_url: 'ftp://example.com/x' },
      ]) {
        const res = await page.put('/join-us-page').send({ data }).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      await page.put('/join-us-page').field('joining_link', 'vbscript:msgbox').expect(400);
      const ok = {
        joining_link: 'https://example.com/join',
        contact_link: 'mailto:jane@example.com',
        next_url: '/products',
        note: 'Note: call us',
      };
      const saved = await page.put('/join-us-page').send({ data: ok }).expect(200);
      expect(saved.body.data).toMatchObject(ok);
    });
  });
});
