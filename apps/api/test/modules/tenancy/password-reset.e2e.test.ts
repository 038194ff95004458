import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import request from 'supertest';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { QUEUES, type JobPayloads } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { hashToken } from '../../../src/modules/tenancy/password-reset.service.js';

const ANSWER = { message: 'If the email exists, a reset link has been sent.' };

describe('password reset', () => {
  let t: TestApp;
  let queue: Queue;
  let jane: SignedUp;

  beforeAll(async () => {
    t = await startTestApp();
    queue = new Queue(QUEUES.mail, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
    jane = await signUp(t);
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  /** The reset token travels only inside the email job, sealed; open it there as the worker would. */
  async function requestToken(email: string): Promise<string> {
    const before = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).length;
    await request(t.http).post('/api/users/forgot-password').send({ email }).expect(200, ANSWER);
    let jobs = await queue.getJobs(['waiting']);
    for (let i = 0; i < 50 && jobs.length <= before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      jobs = await queue.getJobs(['waiting']);
    }
    const job = jobs.find((j) => j.name === 'mail.transactional');
    if (!job) throw new Error('no mail.transactional job was enqueued');
    await job.remove();
    return openSecret(
      dataEncryptionKey(t.config),
      SECRET_PURPOSE.mailLinkToken,
      (job.data as JobPayloads['mail.transactional']).sealedToken,
    );
  }

  const login = (password: string) => request(t.http).post('/api/users/login').send({ email: jane.email, password });

  it('answers the same for an unknown email and enqueues nothing', async () => {
    await request(t.http).post('/api/users/forgot-password').send({ email: 'nobody@example.com' }).expect(200, ANSWER);
    expect(await queue.getJobs(['waiting'])).toHaveLength(0);
  });

  it('owes the email in the outbox (token sealed) → mail.transactional, with only a hash stored', async () => {
    const token = await requestToken(jane.email);
    const owed = await t.prisma.outboxMessage.findFirstOrThrow({ where: { name: 'mail.transactional' }, orderBy: { created_at: 'desc' } });
    expect(owed).toMatchObject({
      status: 'pending',
      tenant_id: jane.tenantId,
      payload: { kind: 'password-reset', userId: jane.userId, sealedToken: expect.any(String) },
    });
    expect(JSON.stringify(owed.payload)).not.toContain(token);
    const stored = await t.prisma.passwordResetToken.findFirstOrThrow({
      where: { user: { email: jane.email } },
      orderBy: { created_at: 'desc' },
    });
    expect(stored.token_hash).toBe(hashToken(token));
    expect(stored.token_hash).not.toContain(token);
    expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('resets once with a genuine token, then refuses the same token', async () => {
    const token = await requestToken(jane.email);
    await request(t.http)
      .post('/api/users/reset-password')
      .send({ token, email: jane.email, newPassword: 'brand-new-pass-1' })
      .expect(200, { message: 'Password reset successfully.' });
    await login('brand-new-pass-1').expect(200);
    await login(jane.password).expect(401);

    const again = await request(t.http)
      .post('/api/users/reset-password')
      .send({ token, email: jane.email, newPassword: 'another-pass-2' })
      .expect(400);
    expect(again.body.code).toBe('INVALID_RESET_TOKEN');
    await login('brand-new-pass-1').expect(200);
    jane.password = 'brand-new-pass-1';
  });

  it('refuses an expired token and leaves the password unchanged', async () => {
    const token = await requestToken(jane.email);
    await t.prisma.passwordResetToken.update({
      where: { token_hash: hashToken(token) },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const res = await request(t.http)
      .post('/api/users/reset-password')
      .send({ token, email: jane.email, newPassword: 'expired-pass-1' })
      .expect(400);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
    await login(jane.password).expect(200);
  });

  it("refuses a forged token and a genuine token used with someone else's email", async () => {
    const other = await signUp(t);
    await request(t.http)
      .post('/api/users/reset-password')
      .send({ token: 'forged-token', email: jane.email, newPassword: 'forged-pass-1' })
      .expect(400);
    const token = await requestToken(jane.email);
    await request(t.http).post('/api/users/reset-password').send({ token, email: other.email, newPassword: 'forged-pass-1' }).expect(400);
    await login(jane.password).expect(200);
    await request(t.http).post('/api/users/login').send({ email: other.email, password: other.password }).expect(200);
  });

  it('validates the new password', async () => {
    const res = await request(t.http)
      .post('/api/users/reset-password')
      .send({ token: 'x', email: jane.email, newPassword: 'short' })
      .expect(400);
    expect(res.body.details.newPassword).toMatch(/at least 8/);
    const long = await request(t.http)
      .post('/api/users/reset-password')
      .send({ token: 'x', email: jane.email, newPassword: 'p'.repeat(129) })
      .expect(400);
    expect(long.body.details.newPassword).toMatch(/at most 128/);
  });
});
