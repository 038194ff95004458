import { generateKeyPairSync } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { loadConfig } from '@ds/config';
import { sendingDomainRecords } from '@ds/mail-identity';
import { authenticate, type AuthenticateResult } from 'mailauth';
import { TestDnsServer } from './support/dns-server.js';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/**
 * Every kind of email the platform sends arrives DKIM-signed for the sending domain, and a receiving
 * MTA's checks (mailauth: DKIM, SPF, DMARC) pass against the records `sendingDomainRecords` renders,
 * published on a real DNS server. Built api + worker, real PostgreSQL, Redis and SMTP server.
 * docs/deliverability.md.
 */
const DOMAIN = 'sender.test';
const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const OLD_KEY = pem();
const NEW_KEY = pem();

interface Verdict {
  dkim: string;
  /** d= of the signature. */
  domain?: string;
  /** Why DKIM did not pass, as mailauth puts it in Authentication-Results. */
  dkimComment?: string;
  selector?: string;
  spf: string;
  dmarc: string;
  alignedBy: string;
}

function verdict(result: AuthenticateResult): Verdict {
  const signature = result.dkim.results[0];
  const dmarc = result.dmarc || undefined;
  return {
    dkim: signature?.status.result ?? 'none',
    domain: signature?.signingDomain,
    ...(signature?.status.comment ? { dkimComment: signature.status.comment } : {}),
    selector: signature?.selector,
    spf: result.spf ? result.spf.status.result : 'none',
    dmarc: dmarc?.status.result ?? 'none',
    alignedBy: [dmarc?.alignment.dkim.result && 'dkim', dmarc?.alignment.spf.result && 'spf'].filter(Boolean).join('+') || 'nothing',
  };
}

describe('deliverability: DKIM, SPF and DMARC of every email kind against a real DNS server', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let dns: TestDnsServer;
  let resolver: Resolver;
  let token: string;
  let tenantId: string;
  const signed: Record<string, ReceivedMail> = {};
  const verdicts: string[] = [];

  /** What a receiving MTA on the internet concludes, the message handed over from 127.0.0.1. */
  async function receive(mail: ReceivedMail): Promise<Verdict> {
    const result = await authenticate(mail.bytes, {
      ip: '127.0.0.1',
      helo: mail.helo,
      sender: mail.from,
      mta: 'mx.receiver.test',
      resolver: (name: string, type: string) => resolver.resolve(name, type) as Promise<string[][] | string[]>,
    });
    return verdict(result);
  }

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    resolver = new Resolver({ timeout: 2000, tries: 2 });
    resolver.setServers([dns.address]);
    mailbox = await startMailbox();
    stack = await startStack({
      SMTP_URL: mailbox.url,
      MAIL_FROM: `Distributor Sites <no-reply@${DOMAIN}>`,
      DKIM_SELECTOR: 's2025',
      DKIM_PRIVATE_KEY: OLD_KEY,
      SPF_MECHANISMS: 'ip4:127.0.0.1',
      // Where MTAs deliver late bounces: the return path's MX is listed and checked too.
      BOUNCE_MX_HOST: `inbound.${DOMAIN}`,
      // The worker's check for the admin's deliverability screen asks the same DNS server receivers do here.
      DNS_RESOLVERS: dns.address,
    });
    // The records exactly as the platform tells an admin to publish them.
    for (const record of sendingDomainRecords(loadConfig(stack.env))) {
      if (record.value) dns.set(record.name, record.type, [record.value]);
    }
    const signup = await fetch(
      `${stack.url}/api/users/signup`,
      json({ first_name: 'Dora', last_name: 'Deliver', email: 'dora@example.com', password: 'dora-password-1', subdomain: 'dora' }),
    );
    expect(signup.status).toBe(201);
    ({ token, tenant_id: tenantId } = (await signup.json()) as { token: string; tenant_id: string });
    await stack.prisma.tenant.update({
      where: { id: tenantId },
      data: { site_name: 'Dora’s Greens', address: '1 Main Street, Springfield' },
    });
  }, 90_000);

  afterAll(async () => {
    if (verdicts.length) console.log(`[deliverability] mailauth verdicts per message kind:\n${verdicts.join('\n')}`);
    await stack?.stop();
    await mailbox?.close();
    await dns?.close();
  }, 30_000);

  it('publishes the records as the configuration renders them (a 2048-bit key, split in 255-byte strings)', async () => {
    const records = sendingDomainRecords(loadConfig(stack.env));
    expect(records.map((r) => [r.kind, r.name])).toEqual([
      ['dkim', `s2025._domainkey.${DOMAIN}`],
      ['spf', DOMAIN],
      ['dmarc', `_dmarc.${DOMAIN}`],
      ['return-path', DOMAIN],
    ]);
    expect(records[1].value).toBe('v=spf1 ip4:127.0.0.1 -all');
    expect(records[3]).toMatchObject({ type: 'MX', value: `10 inbound.${DOMAIN}` });
    expect(await resolver.resolveMx(DOMAIN)).toMatchObject([{ priority: 10, exchange: `inbound.${DOMAIN}` }]);
    const published = await resolver.resolveTxt(`s2025._domainkey.${DOMAIN}`);
    expect(published[0].length).toBeGreaterThan(1);
    expect(published[0].join('')).toBe(records[0].value);
  });

  it("shows admins the worker's check of the records: Missing → published → Check again → Published; admins only", async () => {
    await stack.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    const login = await fetch(`${stack.url}/api/admin/login`, json({ email: 'root@example.com', password: 'admin-pass-1' }));
    const adminToken = ((await login.json()) as { token: string }).token;
    const admin = { authorization: `Bearer ${adminToken}` };
    interface Overview {
      from_domain: string;
      dkim_domain: string;
      dkim_selector: string;
      records: { kind: string; type: string; name: string; value: string | null; state: string; found: string[] }[];
      check: { status: 'running' | 'done'; checked_at: string | null; requested_at: string | null };
    }
    const overview = async () => (await (await fetch(`${stack.url}/api/admin/deliverability`, { headers: admin })).json()) as Overview;
    const states = (answer: Overview) => answer.records.map((r) => [r.kind, r.state]);
    /** "Check again": answered at once (202, the check running); then the screen's polling until the worker's answer lands. */
    const checkAgain = async () => {
      const res = await fetch(`${stack.url}/api/admin/deliverability/check`, { method: 'POST', headers: admin });
      expect(res.status).toBe(202);
      expect(((await res.json()) as Overview).check.status).toBe('running');
      let last: Overview | undefined;
      await waitFor(
        async () => (last = await overview()).check.status === 'done',
        30_000,
        () => `check still running: ${JSON.stringify(last?.check)}`,
      );
      return last!;
    };
    const [dkim, spf, dmarc, mx] = sendingDomainRecords(loadConfig(stack.env));

    // Nothing in DNS: the worker's check finds every record missing.
    for (const record of [dkim, spf, dmarc, mx]) dns.remove(record.name);
    const missing = await checkAgain();
    expect(missing).toEqual({
      from_domain: DOMAIN,
      dkim_domain: DOMAIN,
      dkim_selector: 's2025',
      records: [
        { ...dkim, state: 'missing', found: [] },
        { ...spf, state: 'missing', found: [] },
        { ...dmarc, state: 'missing', found: [] },
        { ...mx, state: 'missing', found: [] },
      ],
      check: { status: 'done', checked_at: expect.any(String), requested_at: expect.any(String) },
    });
    // The API serves what the worker's job stored (it asks DNS nothing itself): the same states in the table.
    const stored = await stack.prisma.deliverabilityCheck.findUniqueOrThrow({ where: { id: 'platform' } });
    expect((stored.records as { kind: string; state: string }[]).map((r) => [r.kind, r.state])).toEqual(states(missing));
    expect(stored.checked_at?.toISOString()).toBe(missing.check.checked_at);
    expect(stored.answered).toBe(stored.requested);

    // Published: the stored answer stands until a check, then every record is found.
    for (const record of [dkim, spf, dmarc, mx]) dns.set(record.name, record.type, [record.value!]);
    expect(states(await overview())).toEqual(states(missing));
    const published = await checkAgain();
    expect(published.records).toEqual([
      { ...dkim, state: 'published', found: [dkim.value] },
      { ...spf, state: 'published', found: [spf.value] },
      { ...dmarc, state: 'published', found: [dmarc.value] },
      { ...mx, state: 'published', found: [mx.value] },
    ]);
    expect(Date.parse(published.check.checked_at!)).toBeGreaterThan(Date.parse(missing.check.checked_at!));

    // A record taken down or replaced shows at the next check; a name DNS does not answer for is unknown.
    dns.remove(dmarc.name);
    dns.set(spf.name, 'TXT', ['v=spf1 include:elsewhere.test -all']);
    dns.set(mx.name, 'MX', [`10 mx.elsewhere.test`]);
    dns.fail(dkim.name, 'SERVFAIL');
    try {
      expect(states(await checkAgain())).toEqual([
        ['dkim', 'unknown'],
        ['spf', 'different'],
        ['dmarc', 'missing'],
        ['return-path', 'different'],
      ]);
    } finally {
      dns.heal(dkim.name);
      dns.set(dmarc.name, 'TXT', [dmarc.value!]);
      dns.set(spf.name, 'TXT', [spf.value!]);
      dns.set(mx.name, 'MX', [mx.value!]);
    }
    expect(states(await checkAgain())).toEqual([
      ['dkim', 'published'],
      ['spf', 'published'],
      ['dmarc', 'published'],
      ['return-path', 'published'],
    ]);

    // "Check again" takes no input: a body, whatever it holds, is ignored like on the API's other actions.
    const requested = (await stack.prisma.deliverabilityCheck.findUniqueOrThrow({ where: { id: 'platform' } })).requested;
    const withBody = await fetch(`${stack.url}/api/admin/deliverability/check`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ force: true }),
    });
    expect(withBody.status).toBe(202);
    expect((await stack.prisma.deliverabilityCheck.findUniqueOrThrow({ where: { id: 'platform' } })).requested).toBe(requested + 1);

    // Admins only: a distributor's token is 403 on both endpoints, no token 401.
    const distributor = { authorization: `Bearer ${token}` };
    expect((await fetch(`${stack.url}/api/admin/deliverability`, { headers: distributor })).status).toBe(403);
    const refused = await fetch(`${stack.url}/api/admin/deliverability/check`, { method: 'POST', headers: distributor });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Admin privileges required', code: 'ADMIN_REQUIRED' });
    expect((await fetch(`${stack.url}/api/admin/deliverability`)).status).toBe(401);
    expect((await fetch(`${stack.url}/api/admin/deliverability/check`, { method: 'POST' })).status).toBe(401);
  }, 120_000);

  it(
    'signs a password reset, a lead notification, the lead autoresponder, a subscription confirmation and a campaign email ' +
      'so that DKIM, SPF and DMARC pass, aligned',
    async () => {
      // Transactional: a password reset.
      expect((await fetch(`${stack.url}/api/users/forgot-password`, json({ email: 'dora@example.com' }))).status).toBe(200);
      signed['password reset (transactional)'] = await mailbox.next('dora@example.com');

      // A lead: the notice to the distributor (Reply-To the visitor) and the autoresponder to the visitor
      // (From the site's name, Reply-To the distributor) — From stays our address, so both align.
      const lead = await fetch(
        `${stack.url}/api/site/leads`,
        json({ name: 'Vera Visitor', email: 'vera@example.com', message: 'Call me.' }, { 'x-tenant-domain': 'dora.localhost' }),
      );
      expect(lead.status).toBe(201);
      signed['lead notification (transactional)'] = await mailbox.next('dora@example.com');
      signed['lead autoresponder'] = await mailbox.next('vera@example.com');

      // Double opt-in: the confirmation a storefront's newsletter form sends.
      const subscribe = await fetch(
        `${stack.url}/api/newsletters/subscribe`,
        json({ email: 'newbie@example.com' }, { 'x-tenant-domain': 'dora.localhost' }),
      );
      expect(subscribe.status).toBe(201);
      signed['subscription confirmation'] = await mailbox.next('newbie@example.com');

      // A campaign to a confirmed subscriber, through the campaign transport.
      await stack.prisma.subscriber.create({
        data: { tenant_id: tenantId, email: 'fan@example.org', status: 'confirmed', confirmed_at: new Date() },
      });
      const auth = { authorization: `Bearer ${token}` };
      const created = await fetch(
        `${stack.url}/api/tenants/${tenantId}/campaigns`,
        json({ subject: 'Spring news', content: '<p>Hello.</p>' }, auth),
      );
      const { id } = (await created.json()) as { id: string };
      const send = await fetch(`${stack.url}/api/tenants/${tenantId}/campaigns/${id}/send`, json({}, auth));
      expect(send.status).toBe(200);
      signed['campaign email'] = await mailbox.next('fan@example.org', 30_000);

      for (const [kind, mail] of Object.entries(signed)) {
        expect(mail.raw).toMatch(new RegExp(`^DKIM-Signature: .*d=${DOMAIN.replace('.', '\\.')};`, 'm'));
        const v = await receive(mail);
        verdicts.push(`  ${kind.padEnd(36)} dkim=${v.dkim} (s=${v.selector}) spf=${v.spf} dmarc=${v.dmarc} aligned by ${v.alignedBy}`);
        expect({ kind, ...v }).toEqual({
          kind,
          dkim: 'pass',
          domain: DOMAIN,
          selector: 's2025',
          spf: 'pass',
          dmarc: 'pass',
          alignedBy: 'dkim+spf',
        });
      }
      // One-click unsubscribe only counts when both List-Unsubscribe headers are signed (RFC 8058 §4).
      const campaignSignature =
        /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/m.exec(signed['campaign email'].raw)?.[0].replace(/\r?\n\s+/g, '') ?? '';
      expect(campaignSignature).toMatch(/h=[^;]*list-unsubscribe:list-unsubscribe-post/i);
    },
    90_000,
  );

  it('rotates the key: both selectors verify while both are published, mail signed with a retired selector fails DKIM', async () => {
    const before = signed['password reset (transactional)'];
    expect(before).toBeDefined();
    // Step 1: publish the new selector beside the old one; step 2: the worker signs with the new key.
    Object.assign(stack.env, { DKIM_SELECTOR: 's2026', DKIM_PRIVATE_KEY: NEW_KEY, DKIM_PREVIOUS_SELECTOR: 's2025' });
    const records = sendingDomainRecords(loadConfig(stack.env));
    expect(records.map((r) => [r.kind, r.name])).toEqual([
      ['dkim', `s2026._domainkey.${DOMAIN}`],
      ['dkim-previous', `s2025._domainkey.${DOMAIN}`],
      ['spf', DOMAIN],
      ['dmarc', `_dmarc.${DOMAIN}`],
      ['return-path', DOMAIN],
    ]);
    dns.set(records[0].name, 'TXT', [records[0].value!]);
    await stack.kill('worker', 'SIGTERM');
    await stack.restart('worker');

    expect((await fetch(`${stack.url}/api/users/forgot-password`, json({ email: 'dora@example.com' }))).status).toBe(200);
    const after = await mailbox.next('dora@example.com');
    expect(await receive(after)).toMatchObject({ dkim: 'pass', selector: 's2026', dmarc: 'pass' });
    // Mail signed before the switch, still in someone's queue, verifies while the old record is there.
    expect(await receive(before)).toMatchObject({ dkim: 'pass', selector: 's2025' });

    // Step 3, after the retention period: the old record is removed. What was signed with it no longer
    // verifies; DMARC then rests on SPF alone (which a forward breaks), hence the waiting period.
    dns.remove(`s2025._domainkey.${DOMAIN}`);
    const retired = await receive(before);
    verdicts.push(
      `  ${'signed with a retired selector'.padEnd(36)} dkim=${retired.dkim} (s=${retired.selector}, ${retired.dkimComment}) ` +
        `spf=${retired.spf} dmarc=${retired.dmarc} aligned by ${retired.alignedBy}`,
    );
    // A signature whose key record is gone is a PERMFAIL (RFC 6376 §6.1.2), reported as "neutral" with the
    // reason (RFC 8601 §2.7.1): it counts for nothing, in DMARC as anywhere.
    expect(retired).toEqual({
      dkim: 'neutral',
      dkimComment: 'no key',
      domain: DOMAIN,
      selector: 's2025',
      spf: 'pass',
      dmarc: 'pass',
      alignedBy: 'spf',
    });
    const current = await receive(after);
    verdicts.push(
      `  ${'signed with the new selector'.padEnd(36)} dkim=${current.dkim} (s=${current.selector}) ` +
        `spf=${current.spf} dmarc=${current.dmarc} aligned by ${current.alignedBy}`,
    );
    expect(current).toMatchObject({ dkim: 'pass', selector: 's2026', dmarc: 'pass', alignedBy: 'dkim+spf' });
  }, 90_000);

  it("sends a distributor's campaigns From their verified domain, signed with its key; a removed record → drift email once", async () => {
    const OWN = 'dora-greens.test';
    const auth = { authorization: `Bearer ${token}` };
    const sending = `${stack.url}/api/tenants/${tenantId}/sending-domain`;
    interface SendingAnswer {
      status: string;
      from_address: string;
      sending_from: string;
      checked_at: string | null;
      records: { kind: string; type: 'TXT'; name: string; value: string; required: boolean }[];
    }
    const read = async () => (await (await fetch(sending, { headers: auth })).json()) as SendingAnswer;
    const verifyNow = async () => expect((await fetch(`${sending}/verify`, { method: 'POST', headers: auth })).status).toBe(200);
    const until = async (status: string) => {
      let last: SendingAnswer | undefined;
      await waitFor(
        async () => (last = await read()).status === status,
        30_000,
        () => `sending domain still ${last?.status}: ${JSON.stringify(last)}`,
      );
      return last!;
    };
    // Another tenant's token is refused here too (the API suite covers every route).
    const oscar = { first_name: 'Oscar', last_name: 'Other', email: 'oscar@example.com', password: 'oscar-password-1', subdomain: 'oscar' };
    const other = await fetch(`${stack.url}/api/users/signup`, json(oscar));
    const otherToken = ((await other.json()) as { token: string }).token;
    expect((await fetch(sending, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(403);

    // The custom domain www.dora-greens.test verified (docs/domains.md); the distributor opts in.
    await stack.prisma.tenant.update({
      where: { id: tenantId },
      data: { domain_type: 'custom_domain', custom_domain: `www.${OWN}`, dns_status: 'verified' },
    });
    const enabled = await fetch(sending, { ...json({ local_part: 'news' }, auth), method: 'PUT' });
    expect(enabled.status).toBe(200);
    const { records } = (await enabled.json()) as SendingAnswer;
    expect(records.map((r) => [r.kind, r.name])).toEqual([
      ['dkim', expect.stringMatching(new RegExp(`^ds\\d{6}-[0-9a-f]{4}\\._domainkey\\.${OWN.replace('.', '\\.')}$`))],
      ['spf', OWN],
      ['dmarc', `_dmarc.${OWN}`],
    ]);
    // Nothing published yet: the worker's first check leaves it pending, campaigns still go out from our address.
    await waitFor(
      async () => (await read()).checked_at !== null,
      30_000,
      () => 'the sending domain was never checked',
    );
    expect(await read()).toMatchObject({ status: 'pending', sending_from: `no-reply@${DOMAIN}` });

    // The records exactly as the screen shows them, published on the DNS server receivers ask.
    for (const record of records) dns.set(record.name, record.type, [record.value]);
    await verifyNow();
    expect(await until('verified')).toMatchObject({ from_address: `news@${OWN}`, sending_from: `news@${OWN}` });

    await stack.prisma.subscriber.create({
      data: { tenant_id: tenantId, email: 'reader@example.org', status: 'confirmed', confirmed_at: new Date() },
    });
    const draft = { subject: 'From our own domain', content: '<p>Hello from Dora.</p>' };
    const created = await fetch(`${stack.url}/api/tenants/${tenantId}/campaigns`, json(draft, auth));
    const { id } = (await created.json()) as { id: string };
    // "Send a test to me" shows what subscribers will get: From the same address, signed with the same key.
    expect((await fetch(`${stack.url}/api/tenants/${tenantId}/campaigns/${id}/test`, json({}, auth))).status).toBe(200);
    const test = await mailbox.next('dora@example.com', 30_000);
    expect(test.raw).toMatch(new RegExp(`^From: .*<news@${OWN.replace('.', '\\.')}>`, 'm'));
    const t = await receive(test);
    verdicts.push(
      `  ${"test send, distributor's domain".padEnd(36)} dkim=${t.dkim} (d=${t.domain}) spf=${t.spf} dmarc=${t.dmarc} aligned by ${t.alignedBy}`,
    );
    expect(t).toMatchObject({ dkim: 'pass', domain: OWN, dmarc: 'pass' });
    expect((await fetch(`${stack.url}/api/tenants/${tenantId}/campaigns/${id}/send`, json({}, auth))).status).toBe(200);
    const own = await mailbox.next('reader@example.org', 30_000);
    expect(own.raw).toMatch(new RegExp(`^From: .*<news@${OWN.replace('.', '\\.')}>`, 'm'));
    expect(own.raw).toMatch(/^Reply-To: .*dora@example\.com/m);
    // The envelope sender stays the platform's per-email return path: bounces still come back to us.
    expect(own.from).toMatch(new RegExp(`^bounces\\+c[0-9a-f]{32}-[0-9a-f]{20}@${DOMAIN.replace('.', '\\.')}$`));
    const v = await receive(own);
    const kind = "campaign From the distributor's domain".padEnd(36);
    verdicts.push(`  ${kind} dkim=${v.dkim} (d=${v.domain}, s=${v.selector}) spf=${v.spf} dmarc=${v.dmarc} aligned by ${v.alignedBy}`);
    expect(v).toEqual({
      dkim: 'pass',
      domain: OWN,
      selector: records[0].name.split('.')[0],
      spf: 'pass',
      dmarc: 'pass',
      alignedBy: 'dkim',
    });

    // The DKIM record taken down: the next check finds it, the distributor is emailed once.
    dns.remove(records[0].name);
    await verifyNow();
    await until('misconfigured');
    const drift = await mailbox.next('dora@example.com');
    // The whole Subject field, unfolded (a long one is folded over lines).
    const subjectOf = (mail: ReceivedMail) => /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1].replace(/\r?\n[ \t]+/g, ' ');
    const driftSubject = `Action needed: campaigns can no longer be sent from ${OWN}`;
    expect(subjectOf(drift)).toBe(driftSubject);
    expect(drift.body).toContain(`DKIM record ${records[0].name} not found yet`);
    // Checked again (still wrong): no second email.
    const before = (await read()).checked_at;
    await verifyNow();
    await waitFor(
      async () => (await read()).checked_at !== before,
      30_000,
      () => 'no second check',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox.messages.filter((m) => subjectOf(m) === driftSubject)).toHaveLength(1);
    expect(await read()).toMatchObject({ status: 'misconfigured', sending_from: `no-reply@${DOMAIN}` });
  }, 120_000);
});
