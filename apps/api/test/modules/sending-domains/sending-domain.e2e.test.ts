import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import request from 'supertest';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { QUEUES } from '@ds/jobs';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

/** A distributor's own sending domain over HTTP: opting in, the records, Verify now, opting out. docs/deliverability.md. */
describe('sending domain (back office)', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let domains: Queue;
  const path = (s: SignedUp) => `/api/tenants/${s.tenantId}/sending-domain`;
  const as = (token: string) => ({
    get: (p: string) => request(t.http).get(p).set('Authorization', `Bearer ${token}`),
    put: (p: string) => request(t.http).put(p).set('Authorization', `Bearer ${token}`),
    post: (p: string) => request(t.http).post(p).set('Authorization', `Bearer ${token}`),
    delete: (p: string) => request(t.http).delete(p).set('Authorization', `Bearer ${token}`),
  });

  beforeAll(async () => {
    t = await startTestApp({ MAIL_FROM: 'Distributor Sites <no-reply@platform.test>', SPF_MECHANISMS: 'include:_spf.relay.test' });
    [jane, sam] = [await signUp(t), await signUp(t)];
    domains = new Queue(QUEUES.domains, { connection: { url: t.config.REDIS_URL }, prefix: t.prefix });
  });
  afterAll(async () => {
    await domains?.close();
    await t?.close();
  });

  const verifyCustomDomain = (s: SignedUp, domain: string) =>
    t.prisma.tenant.update({
      where: { id: s.tenantId },
      data: { domain_type: 'custom_domain', custom_domain: domain, dns_status: 'verified' },
    });

  it('is not available before the custom domain is verified: 409 CUSTOM_DOMAIN_REQUIRED, nothing saved', async () => {
    expect((await as(jane.token).get(path(jane)).expect(200)).body).toEqual({
      status: 'none',
      available: false,
      domain: null,
      local_part: null,
      from_address: null,
      sending_from: 'no-reply@platform.test',
      records: [],
      message: null,
      checked_at: null,
      next_check_at: null,
      verified_at: null,
    });
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { custom_domain: 'www.jane-greens.test', dns_status: 'pending' } });
    const refused = await as(jane.token).put(path(jane)).send({ local_part: 'news' }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'CUSTOM_DOMAIN_REQUIRED',
      message: expect.stringContaining('Verify your custom domain first'),
      details: { custom_domain: expect.any(String) },
    });
    expect(await t.prisma.sendingDomain.count()).toBe(0);
  });

  it('refuses bad input with 400 { message, details } and never a 5xx', async () => {
    await verifyCustomDomain(jane, 'www.jane-greens.test');
    const refused = [
      {},
      { local_part: 5 },
      ...['', 'a b', 'news@jane-greens.test', '.news', 'a..b', 'x'.repeat(65)].map((local_part) => ({ local_part })),
    ];
    for (const body of refused) {
      const res = await as(jane.token).put(path(jane)).send(body).expect(400);
      expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String), details: expect.anything() }));
    }
    const res = await as(jane.token).put(path(jane)).send({ local_part: 'news letter' }).expect(400);
    expect(res.body.details).toEqual({ local_part: expect.stringContaining('Use only letters, digits') });
    await as(jane.token)
      .post(`${path(jane)}/verify`)
      .expect(404);
    expect(await t.prisma.sendingDomain.count()).toBe(0);
  });

  it('opts in: a key of its own (private half sealed, never answered), the records to publish, a check queued', async () => {
    const res = await as(jane.token).put(path(jane)).send({ local_part: ' News ' }).expect(200);
    const unchecked = { found: null, ok: null, problem: null };
    const selector = /^(ds\d{6}-[0-9a-f]{4})\._domainkey\./.exec(res.body.records[0].name)?.[1];
    expect(selector).toBeDefined();
    expect(res.body).toMatchObject({
      status: 'pending',
      available: true,
      domain: 'jane-greens.test',
      local_part: 'news',
      from_address: 'news@jane-greens.test',
      // Not verified yet: campaigns still go out from the platform's address.
      sending_from: 'no-reply@platform.test',
      records: [
        {
          kind: 'dkim',
          type: 'TXT',
          name: `${selector}._domainkey.jane-greens.test`,
          value: expect.stringMatching(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/),
          required: true,
          ...unchecked,
        },
        { kind: 'spf', type: 'TXT', name: 'jane-greens.test', value: 'v=spf1 include:_spf.relay.test -all', required: true, ...unchecked },
        { kind: 'dmarc', type: 'TXT', name: '_dmarc.jane-greens.test', value: 'v=DMARC1; p=none; adkim=r; aspf=r', required: false },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/PRIVATE KEY|private_key/);

    const row = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    expect(row.private_key_encrypted).toMatch(/^v1\./);
    // The sealed key opens (for its purpose only) to the private half of the published key.
    const pem = openSecret(dataEncryptionKey(t.config), SECRET_PURPOSE.sendingDomainKey, row.private_key_encrypted);
    expect(createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(row.public_key);
    expect(() => openSecret(dataEncryptionKey(t.config), SECRET_PURPOSE.certificateKey, row.private_key_encrypted)).toThrow();
    expect(res.body.records[0].value).toBe(`v=DKIM1; k=rsa; p=${row.public_key}`);
    expect(await domains.getJob(`sending-domain-verify-${jane.tenantId}`)).toBeDefined();
  });

  it('changes the address without a new key; Verify now makes a failed check start again', async () => {
    const before = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    const changed = await as(jane.token).put(path(jane)).send({ local_part: 'hello' }).expect(200);
    expect(changed.body).toMatchObject({ status: 'pending', from_address: 'hello@jane-greens.test' });
    const after = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    expect([after.selector, after.public_key, after.private_key_encrypted]).toEqual([
      before.selector,
      before.public_key,
      before.private_key_encrypted,
    ]);

    const gaveUp = {
      status: 'failed' as const,
      next_check_at: null,
      attempts: 55,
      message: 'We could not verify jane-greens.test within 7 days: …',
    };
    await t.prisma.sendingDomain.update({ where: { id: after.id }, data: gaveUp });
    const restarted = await as(jane.token)
      .post(`${path(jane)}/verify`)
      .expect(200);
    expect(restarted.body.status).toBe('pending');
    const row = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.next_check_at!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.requested_at.getTime()).toBeGreaterThan(after.requested_at.getTime());
  });

  it("refuses another tenant's token (403) and anonymous callers (401) on every route, changing nothing", async () => {
    await verifyCustomDomain(sam, 'sam-shop.test');
    const before = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    await as(sam.token).get(path(jane)).expect(403);
    await as(sam.token).put(path(jane)).send({ local_part: 'hijack' }).expect(403);
    await as(sam.token)
      .post(`${path(jane)}/verify`)
      .expect(403);
    await as(sam.token).delete(path(jane)).expect(403);
    await request(t.http).get(path(jane)).expect(401);
    await request(t.http).put(path(jane)).send({ local_part: 'x' }).expect(401);
    await request(t.http).delete(path(jane)).expect(401);
    expect(await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } })).toEqual(before);
    // Sam's own view knows nothing of Jane's.
    expect((await as(sam.token).get(path(sam)).expect(200)).body).toMatchObject({
      status: 'none',
      available: true,
      domain: 'sam-shop.test',
      records: [],
    });
  });

  it('a new custom domain gets a new key and selector; opting out deletes the key', async () => {
    const before = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    await verifyCustomDomain(jane, 'shop.jane-wellness.co.uk');
    const moved = await as(jane.token).put(path(jane)).send({ local_part: 'news' }).expect(200);
    expect(moved.body).toMatchObject({ status: 'pending', domain: 'jane-wellness.co.uk', from_address: 'news@jane-wellness.co.uk' });
    const after = await t.prisma.sendingDomain.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
    expect(after.public_key).not.toBe(before.public_key);
    expect(after.selector).not.toBe(before.selector);

    const off = await as(jane.token).delete(path(jane)).expect(200);
    expect(off.body).toMatchObject({
      status: 'none',
      available: true,
      domain: 'jane-wellness.co.uk',
      sending_from: 'no-reply@platform.test',
      records: [],
    });
    expect(await t.prisma.sendingDomain.count({ where: { tenant_id: jane.tenantId } })).toBe(0);
  });
});
