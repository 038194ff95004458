import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { slowdownMs } from '../../../src/modules/auth/login-throttle.js';

/*
 * Throttling that cannot lock a user out (docs/security.md). Distinct clients are simulated the way a real
 * deployment sees them: a trusted proxy (loopback here) naming each client in X-Forwarded-For.
 */

const LIMIT = 5;
const CEILING = 8;
const MAX_DELAY_MS = 1000;

describe('login throttle', () => {
  let t: TestApp;
  let owner: SignedUp;
  const login = (path: string, client: string, email: string, password: string) =>
    request(t.http).post(path).set('X-Forwarded-For', client).send({ email, password });
  const timed = async (path: string, client: string, email: string, password: string) => {
    const started = performance.now();
    const res = await login(path, client, email, password);
    return { status: res.status, ms: performance.now() - started, res };
  };

  beforeAll(async () => {
    t = await startTestApp({
      TRUSTED_PROXIES: 'loopback',
      AUTH_RATE_LIMIT: String(LIMIT),
      AUTH_ACCOUNT_SLOWDOWN_AFTER: String(CEILING),
      AUTH_ACCOUNT_SLOWDOWN_MAX_MS: String(MAX_DELAY_MS),
    });
    owner = await signUp(t);
    await t.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
  });
  afterAll(() => t.close());

  it('counts failures, not successes: the owner may log in again and again', async () => {
    for (let i = 0; i < LIMIT + 3; i++)
      expect((await login('/api/users/login', '198.51.100.7', owner.email, owner.password)).status).toBe(200);
  });

  it('answers 429 to the client hammering wrong passwords, while the owner elsewhere logs in at once', async () => {
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < LIMIT + 7; i++) {
      const res = await login('/api/users/login', '203.0.113.66', owner.email, `wrong-${i}`);
      statuses.push(res.status);
      refused = res;
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(7).fill(429)]);
    expect(refused?.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused to that client for now (it may be the attacker's lucky guess)...
    expect((await login('/api/users/login', '203.0.113.66', owner.email, owner.password)).status).toBe(429);
    // ...but not to the owner, and without delay: refused attempts did not count against the account.
    const ownerLogin = await timed('/api/users/login', '198.51.100.7', owner.email.toUpperCase(), owner.password);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.res.body.tenant_id).toBe(owner.tenantId);
  });

  it('past the per-account ceiling slows every attempt (growing, capped) but never refuses, and the right password still logs in', async () => {
    // Failures so far on the account: LIMIT (from 203.0.113.66). Spread more over fresh addresses up to the ceiling.
    let failures = LIMIT;
    for (let client = 1; failures < CEILING; client++) {
      for (let i = 0; i < LIMIT - 1 && failures < CEILING; i++, failures++) {
        expect((await login('/api/users/login', `192.0.2.${client}`, owner.email, 'nope-nope')).status).toBe(401);
      }
    }
    const slowed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const attempt = await timed('/api/users/login', `198.18.0.${i + 1}`, owner.email, 'still-wrong');
      expect(attempt.status).toBe(401);
      slowed.push(Math.round(attempt.ms));
    }
    const expected = [1, 2, 3, 4].map((n) =>
      slowdownMs(CEILING + n, { AUTH_ACCOUNT_SLOWDOWN_AFTER: CEILING, AUTH_ACCOUNT_SLOWDOWN_MAX_MS: MAX_DELAY_MS }),
    );
    expect(expected).toEqual([250, 500, 1000, 1000]);
    slowed.forEach((ms, i) => expect(ms).toBeGreaterThanOrEqual(expected[i] - 5));

    const ownerLogin = await timed('/api/users/login', '198.51.100.7', owner.email, owner.password);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
    process.stdout.write(
      `login slowdown past the account ceiling: failures ${slowed.join(' / ')} ms; owner's right password ${Math.round(ownerLogin.ms)} ms → 200\n`,
    );
  }, 30_000);

  it('lets no burst of parallel guesses from one client past the limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login('/api/users/login', '203.0.113.99', 'burst@example.com', `guess-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - LIMIT);
  }, 30_000);

  it('throttles admin login the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await login('/api/admin/login', '203.0.113.77', 'root@example.com', `wrong-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
    expect((await login('/api/admin/login', '198.51.100.8', 'root@example.com', 'admin-pass-1')).status).toBe(200);
  });
});

describe('password reset limits', () => {
  let t: TestApp;
  let owner: SignedUp;
  const reset = (client: string, token: string, email: string) =>
    request(t.http)
      .post('/api/users/reset-password')
      .set('X-Forwarded-For', client)
      .send({ token, email, newPassword: 'brand-new-pass-1' });

  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: 'loopback', AUTH_RATE_LIMIT: String(LIMIT) });
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  it('answers 429 to a client after AUTH_RATE_LIMIT reset attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await reset('203.0.113.5', `guess-${i}`, owner.email)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429, 429]);
  });

  it('answers 429 to one token tried AUTH_RATE_LIMIT times, from however many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await reset(`198.51.100.${i + 1}`, 'one-leaked-token', `someone${i}@example.com`)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
  });

  it('mails at most AUTH_RATE_LIMIT reset links per address per window, answering every request the same', async () => {
    for (let i = 0; i < LIMIT + 3; i++) {
      await request(t.http)
        .post('/api/users/forgot-password')
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send({ email: owner.email })
        .expect(200, { message: 'If the email exists, a reset link has been sent.' });
    }
    expect(await t.prisma.passwordResetToken.count({ where: { user_id: owner.userId } })).toBe(LIMIT);
  });
});
