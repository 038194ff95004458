import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { QUEUES } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { signUp, type SignedUp } from '../../../support/accounts.js';
import { eventually } from '../../../support/eventually.js';

// Shared machines run many suites at once; argon2 and fresh databases can be slow then.
jest.setTimeout(30_000);

describe('queue dashboard (bull-board at /api/admin/queues)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    jane = await signUp(t);
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    adminToken = (await request(t.http).post('/api/admin/login').send({ email: 'root@example.com', password: 'admin-pass-1' }).expect(200))
      .body.token;
  });
  afterAll(() => t.close());

  /** The `name=value` of the session cookie an admin gets, and the raw Set-Cookie header. */
  async function startSession(): Promise<{ cookie: string; header: string }> {
    const res = await request(t.http).post('/api/admin/queues/session').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(res.body).toEqual({ message: 'Queue dashboard session started', url: '/api/admin/queues', expires_at: expect.any(String) });
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ds_queues='));
    if (!header) throw new Error('no session cookie');
    return { cookie: header.split(';')[0], header };
  }

  it('gives an admin a 15-minute HttpOnly, SameSite=Strict cookie scoped to the dashboard', async () => {
    const { header } = await startSession();
    expect(header).toMatch(/; Max-Age=900(;|$)/);
    expect(header).toMatch(/; Path=\/api\/admin\/queues(;|$)/);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Strict(;|$)/);
  });

  it('refuses the session endpoint to distributors and anonymous callers', async () => {
    await request(t.http).post('/api/admin/queues/session').expect(401);
    const res = await request(t.http).post('/api/admin/queues/session').set('Authorization', `Bearer ${jane.token}`).expect(403);
    expect(res.body.message).toBe('Admin privileges required');
  });

  it('answers 401 in the one error shape without a valid session cookie', async () => {
    for (const path of ['/api/admin/queues', '/api/admin/queues/api/queues']) {
      const none = await request(t.http).get(path).expect(401);
      expect(none.body).toEqual({ message: 'Queue dashboard session required', code: 'AUTH_REQUIRED' });
      // A Bearer token is not a dashboard session, in the header or smuggled into the cookie.
      await request(t.http).get(path).set('Authorization', `Bearer ${adminToken}`).expect(401);
      await request(t.http).get(path).set('Cookie', `ds_queues=${adminToken}`).expect(401);
      await request(t.http).get(path).set('Cookie', 'ds_queues=garbage').expect(401);
    }
  });

  it('answers a malformed Cookie header like a missing session (401), never a 5xx', async () => {
    for (const cookie of [
      'ds_queues=%E0%A4%A',
      'ds_queues=%',
      'ds_queues="%zz"',
      'ds_token=%E0%A4%A; ds_queues=%E0%A4%A',
      'ds_queues',
      '=; ;=x',
    ]) {
      const res = await request(t.http).get('/api/admin/queues').set('Cookie', cookie).expect(401);
      expect(res.body).toEqual({ message: 'Queue dashboard session required', code: 'AUTH_REQUIRED' });
    }
  });

  it('finds the session cookie among other cookies, malformed ones included', async () => {
    const { cookie } = await startSession();
    await request(t.http).get('/api/admin/queues/api/queues').set('Cookie', `ds_token=%E0%A4%A; theme=dark; ${cookie}`).expect(200);
  });

  it('does not accept the dashboard token as an API token', async () => {
    const { cookie } = await startSession();
    const token = cookie.slice('ds_queues='.length);
    const res = await request(t.http).get('/api/admin/tenant-users').set('Authorization', `Bearer ${token}`).expect(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('serves the dashboard and lists every queue of @ds/jobs with the session cookie', async () => {
    const { cookie } = await startSession();
    const page = await request(t.http).get('/api/admin/queues').set('Cookie', cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await request(t.http).get('/api/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    expect((api.body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('retries a failed job', async () => {
    const { cookie } = await startSession();
    const connection = { url: t.config.REDIS_URL };
    const queue = new Queue(QUEUES.mail, { connection, prefix: t.prefix });
    const worker = new Worker(QUEUES.mail, () => Promise.reject(new Error('smtp down')), { connection, prefix: t.prefix });
    try {
      const job = await queue.add('mail.transactional', { kind: 'password-reset', userId: jane.userId, token: 'x' }, { attempts: 1 });
      await eventually(async () => expect(await job.getState()).toBe('failed'), 10_000);
      await worker.close();
      await request(t.http).put(`/api/admin/queues/api/queues/${QUEUES.mail}/${job.id}/retry`).set('Cookie', cookie).expect(204);
      expect(['waiting', 'prioritized']).toContain(await queue.getJobState(job.id!));
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
