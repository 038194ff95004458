import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { certificateIssueJobId, QUEUES } from '@ds/jobs';
import { BLOCKED, EDGE_HOST, httpGet, httpsGet, startDomainsStack, tlsHandshake, type DomainsStack } from './support/domains-stack.js';
import { waitFor } from './support/stack.js';

// Generous: ACME validation against pebble is slow on a loaded 2-core machine; a passing run takes seconds.
jest.setTimeout(180_000);

/**
 * Custom domains end to end, on the built platform: api (+ HTTPS edge) and worker processes, a DNS
 * server the test edits, Debian's pebble as the CA. Settings → DNS records → dns.verify → ACME HTTP-01
 * (answered by the api from Redis) → certificate served by SNI → storefront over HTTPS.
 */
/**
 * The check that ran after `since`: saving a domain starts a check at once, which can run before the test has
 * published its DNS records; "Verify now" then checks again, and that answer is the one to read.
 */
const checkedSince = (a: { verification: { checked_at: string | null } }, since: number): boolean =>
  a.verification.checked_at !== null && new Date(a.verification.checked_at).getTime() >= since;

describe('custom domains (api + worker + pebble + test DNS)', () => {
  let s: DomainsStack;
  let root: string;

  beforeAll(async () => {
    s = await startDomainsStack();
    root = await s.pebble.root();
  }, 90_000);

  afterAll(async () => {
    await s?.stop();
  });

  describe('the happy path', () => {
    const domain = 'www.jane-shop.test';
    let jane: Awaited<ReturnType<DomainsStack['signUp']>>;

    it('stays pending, saying exactly why, while the TXT record is missing', async () => {
      jane = await s.signUp('jane');
      await s.call('PUT', `/tenants/${jane.tenantId}/settings`, { site_name: "Jane's Wellness Shop" }, jane.token);
      // Only the routing record exists so far — set before the domain is saved, as the save queues a check at once.
      s.dns.set(domain, 'CNAME', [EDGE_HOST]);
      const saved = await s.setDomain(jane, domain);
      expect(saved.status).toBe(200);
      expect(saved.body.verification.records).toEqual([
        { type: 'TXT', name: `_ds-verify.${domain}`, value: expect.stringMatching(/^ds-verify-/) },
        { type: 'CNAME', name: domain, value: EDGE_HOST },
      ]);
      const pending = await s.settingsWhen(jane, (a) => a.verification.checked_at !== null);
      expect(pending.verification).toMatchObject({
        status: 'pending',
        message: 'TXT record not found yet — DNS changes can take up to an hour',
      });
      expect(pending.verification.records[0]).toMatchObject({ type: 'TXT', found: [], ok: false });
      expect(pending.verification.records[1]).toMatchObject({ type: 'CNAME', found: [EDGE_HOST], ok: true });
      // Next check in about a minute (the first ten minutes are checked every minute).
      const inMs = new Date(pending.verification.next_check_at!).getTime() - Date.now();
      expect(inMs).toBeGreaterThan(30_000);
      expect(inMs).toBeLessThanOrEqual(60_000);
      expect(pending.settings).toMatchObject({ dns_status: 'pending', custom_domain_status: 'pending' });
      expect(pending.certificate).toEqual({ status: 'none', not_after: null, last_error: null, next_attempt_at: null });
    });

    it('verifies at once on "Verify now" after the TXT record is published, then pebble issues the certificate', async () => {
      s.publish(await s.settings(jane));
      expect((await s.verifyNow(jane)).status).toBe(200);
      const live = await s.settingsWhen(jane, (a) => a.certificate.status === 'active', 30_000);
      expect(live.settings).toMatchObject({ dns_status: 'verified', custom_domain_status: 'verified' });
      expect(live.verification).toMatchObject({ status: 'verified', message: 'DNS records verified', next_check_at: null });
      expect(live.verification.records.every((r) => r.ok)).toBe(true);
      expect(new Date(live.certificate.not_after!).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
      expect(live.certificate).toMatchObject({ last_error: null, next_attempt_at: null });
      // The account key and the certificate's private key are stored encrypted.
      const cert = await s.stack.prisma.certificate.findFirstOrThrow({ where: { tenant_id: jane.tenantId, status: 'active' } });
      expect(cert.key_encrypted).toMatch(/^v1\./);
      expect(cert.key_encrypted).not.toContain('PRIVATE KEY');
      const account = await s.stack.prisma.acmeAccount.findFirstOrThrow();
      expect(account.key_encrypted).not.toContain('PRIVATE KEY');
    });

    it("serves the domain's certificate by SNI, chaining to pebble's root", async () => {
      const handshake = await tlsHandshake(s.httpsPort, domain, root);
      expect(handshake.error).toBeUndefined();
      expect(handshake.authorized).toBe(true);
      expect(handshake.cert.subjectaltname).toBe(`DNS:${domain}`);
      // A name we hold no certificate for gets no handshake.
      await expect(tlsHandshake(s.httpsPort, 'unknown.test', root)).rejects.toThrow();
    });

    it('serves the storefront over HTTPS on the custom domain', async () => {
      const page = await httpsGet(s.httpsPort, domain, '/', root);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<html/i);
      expect(page.body).toContain('Jane&#39;s Wellness Shop');
      // Browsers remember to come back over HTTPS (no includeSubDomains: the distributor's other hosts are not ours).
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      // What the storefront app then asks, naming the domain in X-Tenant-Domain.
      const site = await httpsGet(s.httpsPort, domain, '/api/site/by-domain', root, { 'x-tenant-domain': domain });
      expect(site.status).toBe(200);
      expect((JSON.parse(site.body) as { tenant: { id: string } }).tenant.id).toBe(jane.tenantId);
      // The hot-cache fast path answers over HTTPS as over HTTP.
      const data = await httpsGet(s.httpsPort, domain, '/api/site/data', root, { 'x-tenant-domain': domain });
      expect(data.status).toBe(200);
    });

    it('redirects plain HTTP on the domain to HTTPS, except ACME challenges', async () => {
      const res = await httpGet(s.port, domain, '/products?x=1');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`https://${domain}:${s.httpsPort}/products?x=1`);
      const challenge = await httpGet(s.port, domain, '/.well-known/acme-challenge/unknown-token');
      expect(challenge.status).toBe(404);
      // So are the API calls answered before Express (hot cache, beacons): the domain names the store.
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${s.port}/api${path}`, {
          ...init,
          redirect: 'manual',
          headers: { 'x-tenant-domain': domain, ...init.headers },
        });
      const data = await api('/site/data');
      expect(data.status).toBe(301);
      expect(data.headers.get('location')).toBe(`https://${domain}:${s.httpsPort}/api/site/data`);
      const beacon = await api('/site/events', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"path":"/"}' });
      expect(beacon.status).toBe(308);
      // Subdomains are not redirected.
      expect((await fetch(`${s.stack.url}/api/health`, { redirect: 'manual' })).status).toBe(200);
    });

    it('tells the distributor by email and in the inbox', async () => {
      const mail = await s.mailbox.next(jane.email);
      expect(mail.subject).toBe(`Your website is live at ${domain}`);
      expect(mail.body).toContain(`https://${domain}/`);
      const inbox = await s.call('GET', `/tenants/${jane.tenantId}/notifications`, undefined, jane.token);
      const notices = inbox.body.notifications as { title: string; message: string; read_at: string | null }[];
      expect(notices).toEqual([expect.objectContaining({ title: 'Your website is live on your own domain', read_at: null })]);
      // It is the distributor's own notice, not an admin broadcast.
      const sent = await s.call('GET', '/admin/notifications', undefined, s.adminToken);
      expect(sent.body.notifications).toEqual([]);
    });

    it("lists the domain in the admins' fleet view", async () => {
      const fleet = await s.call('GET', '/admin/domains', undefined, s.adminToken);
      expect(fleet.status).toBe(200);
      const mine = (fleet.body.domains as Record<string, unknown>[]).find((d) => d.tenant_id === jane.tenantId);
      expect(mine).toMatchObject({
        domain,
        verification_status: 'verified',
        dns_status: 'verified',
        custom_domain_status: 'verified',
        certificate: { status: 'active' },
      });
    });
  });

  describe('a squatted domain verified by its real owner', () => {
    const domain = 'shop.example';
    let squatter: Awaited<ReturnType<DomainsStack['signUp']>>;
    let owner: Awaited<ReturnType<DomainsStack['signUp']>>;
    const bySite = async () => {
      const res = await fetch(`${s.stack.url}/api/site/by-domain`, { headers: { 'x-tenant-domain': domain } });
      return { status: res.status, body: (await res.json()) as { tenant?: { id: string }; code?: string } };
    };

    it("accepts the real owner's claim although a squatter claimed the domain first (pending, never verifying)", async () => {
      squatter = await s.signUp('squatter');
      const first = await s.setDomain(squatter, domain);
      expect(first.status).toBe(200);
      expect(first.body.verification.status).toBe('pending');
      // The squatter cannot publish its TXT record: its first check stays pending.
      const checked = await s.settingsWhen(squatter, (a) => a.verification.checked_at !== null);
      expect(checked.verification.status).toBe('pending');

      owner = await s.signUp('owner');
      const claim = await s.setDomain(owner, domain);
      expect(claim.status).toBe(200);
      expect(claim.body.verification).toMatchObject({ status: 'pending', domain });
      expect(claim.body.verification.records[0].value).not.toBe(first.body.verification.records[0].value);
      expect((await bySite()).status).toBe(404);
      // The owner controls the domain's DNS: its own token and the routing (an apex: A record).
      s.publish(claim.body);
    });

    it("the owner verifies and wins; the squatter's claim stops with the reason, an inbox notice and one email", async () => {
      expect((await s.verifyNow(owner)).status).toBe(200);
      const won = await s.settingsWhen(owner, (a) => a.verification.status === 'verified');
      expect(won.settings.dns_status).toBe('verified');

      const stopped = await s.settingsWhen(squatter, (a) => a.verification.status === 'taken');
      expect(stopped.verification).toMatchObject({
        status: 'taken',
        domain,
        next_check_at: null,
        message:
          `This domain was verified by another site: ${domain} now belongs to that site, so we stopped checking ` +
          'it for yours. If the domain is yours, contact support; once it is free again, press Verify now.',
      });
      expect(stopped.settings).toMatchObject({ custom_domain: domain, dns_status: 'pending' });
      expect(stopped.certificate.status).toBe('none');

      const mail = await s.mailbox.next(squatter.email);
      expect(mail.subject).toBe(`${domain} was verified by another site`);
      expect(mail.body).toContain(`verified ${domain} before yours did`);
      const inbox = await s.call('GET', `/tenants/${squatter.tenantId}/notifications`, undefined, squatter.token);
      expect(inbox.body.notifications).toEqual([
        expect.objectContaining({ title: 'Your custom domain was verified by another site', read_at: null }),
      ]);
    });

    it('the host resolves to the owner, who alone gets a certificate', async () => {
      const site = await bySite();
      expect(site.status).toBe(200);
      expect(site.body.tenant?.id).toBe(owner.tenantId);
      await s.settingsWhen(owner, (a) => a.certificate.status === 'active', 60_000);
      const certificates = await s.stack.prisma.certificate.findMany({ where: { domain }, select: { tenant_id: true, status: true } });
      expect(certificates).toEqual([{ tenant_id: owner.tenantId, status: 'active' }]);
      // The squatter heard about it exactly once, however often the jobs ran meanwhile.
      expect(s.mailbox.messages.filter((m) => m.to.includes(squatter.email))).toHaveLength(1);
    });

    it("a verified domain refuses new claims (409) and the stopped claim's Verify now", async () => {
      const third = await s.signUp('latecomer');
      const refused = await s.setDomain(third, domain);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'DOMAIN_TAKEN', message: 'This domain is already used by another site' });
      expect((await s.settings(third)).settings.custom_domain).toBeNull();
      const again = await s.verifyNow(squatter);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'DOMAIN_TAKEN' });
      expect((await s.settings(squatter)).verification.status).toBe('taken');
    });
  });

  describe('renewal (certificate.renew)', () => {
    const domain = 'www.renew-me.test';
    let d: Awaited<ReturnType<DomainsStack['signUp']>>;
    let first: { id: string; serial: string };

    /** Makes the active certificate look issued 60 days ago, expiring in 20: less than a third of its life left. */
    const ageActiveCertificate = async () => {
      const active = await s.stack.prisma.certificate.findFirstOrThrow({ where: { tenant_id: d.tenantId, status: 'active' } });
      await s.stack.prisma.certificate.update({
        where: { id: active.id },
        data: { not_before: new Date(Date.now() - 60 * 86_400_000), not_after: new Date(Date.now() + 20 * 86_400_000) },
      });
      return active;
    };

    beforeAll(async () => {
      d = await s.signUp('renewer');
      s.publish((await s.setDomain(d, domain)).body);
      await s.verifyNow(d);
      await s.settingsWhen(d, (a) => a.certificate.status === 'active', 30_000);
      const active = await s.stack.prisma.certificate.findFirstOrThrow({ where: { tenant_id: d.tenantId, status: 'active' } });
      first = { id: active.id, serial: (await tlsHandshake(s.httpsPort, domain, root)).cert.serialNumber };
    });

    it('leaves certificates with most of their life ahead alone', async () => {
      const result = await s.runRenewal();
      expect(result.renewing).toBe(0);
      expect(await s.stack.prisma.certificate.count({ where: { tenant_id: d.tenantId } })).toBe(1);
    });

    it('keeps serving the old certificate while a renewal fails and retries', async () => {
      await ageActiveCertificate();
      // pebble cannot resolve the domain any more; our own DNS check (CNAME, TXT, CAA) still passes.
      s.dns.fail(domain, 'SERVFAIL', 'A');
      expect((await s.runRenewal()).renewing).toBe(1);
      const retrying = await s.settingsWhen(d, (a) => a.certificate.last_error !== null, 120_000);
      expect(retrying.certificate).toMatchObject({ status: 'active', last_error: expect.stringMatching(/could not validate/) });
      const retryIn = new Date(retrying.certificate.next_attempt_at!).getTime() - Date.now();
      expect(retryIn).toBeGreaterThan(30_000); // first retry after a minute
      expect(retryIn).toBeLessThanOrEqual(60_000);
      expect((await tlsHandshake(s.httpsPort, domain, root)).cert.serialNumber).toBe(first.serial);
      expect((await s.stack.prisma.certificate.findUniqueOrThrow({ where: { id: first.id } })).status).toBe('active');
    });

    it('activates the renewed certificate, supersedes the old one and serves the new one at once', async () => {
      s.dns.heal(domain, 'A');
      // The minute of backoff passes (the schedule lives in PostgreSQL; the sweeper notices it is due).
      await s.stack.prisma.certificate.updateMany({
        where: { tenant_id: d.tenantId, status: 'failed' },
        data: { next_attempt_at: new Date() },
      });
      await waitForCertificate(d.tenantId, (rows) => rows.some((r) => r.status === 'active' && r.id !== first.id));
      const rows = await s.stack.prisma.certificate.findMany({ where: { tenant_id: d.tenantId }, orderBy: { created_at: 'asc' } });
      expect(rows.map((r) => r.status)).toEqual(['superseded', 'active']);
      const handshake = await tlsHandshake(s.httpsPort, domain, root);
      expect(handshake.authorized).toBe(true);
      expect(handshake.cert.serialNumber).not.toBe(first.serial);
      const after = await s.settings(d);
      expect(after.certificate).toMatchObject({ status: 'active', last_error: null, next_attempt_at: null });
      // A renewal is no news: only the first certificate was announced.
      expect(s.mailbox.messages.filter((m) => m.to.includes(d.email) && /is live/.test(m.subject))).toHaveLength(1);
    });

    it('flags a domain that moved away instead of renewing it, and emails the distributor', async () => {
      await ageActiveCertificate();
      s.dns.set(domain, 'CNAME', ['sites.newhost.example']);
      const result = await s.runRenewal();
      expect(result).toMatchObject({ renewing: 0, misconfigured: [domain] });
      const flagged = await s.settings(d);
      expect(flagged.verification).toMatchObject({
        status: 'misconfigured',
        message: `${domain} points to sites.newhost.example (CNAME), not to ${EDGE_HOST}`,
      });
      expect(flagged.verification.next_check_at).not.toBeNull();
      expect(flagged.certificate.status).toBe('active'); // still served while the distributor fixes it
      await s.mailbox.next(d.email); // the "is live" email of the first certificate
      const mail = await s.mailbox.next(d.email);
      expect(mail.subject).toBe(`Action needed: ${domain} no longer points to your website`);
      expect(mail.body).toContain('sites.newhost.example');
      expect(await s.stack.prisma.certificate.count({ where: { tenant_id: d.tenantId, status: { in: ['issuing', 'failed'] } } })).toBe(0);

      // Fixed again: the next check puts it back to verified.
      s.dns.set(domain, 'CNAME', [EDGE_HOST]);
      await s.verifyNow(d);
      await s.settingsWhen(d, (a) => a.verification.status === 'verified');
    });

    async function waitForCertificate(tenantId: string, check: (rows: { id: string; status: string }[]) => boolean) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const rows = await s.stack.prisma.certificate.findMany({ where: { tenant_id: tenantId } });
        if (check(rows)) return;
        if (Date.now() > deadline)
          throw new Error(
            `certificates: ${JSON.stringify(rows.map((r) => [r.status, r.last_error]))}\n${s.stack.logs.slice(-30).join('')}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  describe('bad input and failures', () => {
    it('keeps a domain whose CAA records forbid our CA pending, saying so', async () => {
      const d = await s.signUp('caa');
      const domain = 'www.caa-locked.test';
      s.publish((await s.setDomain(d, domain)).body);
      s.dns.set('caa-locked.test', 'CAA', [{ tag: 'issue', value: 'otherca.example' }]);
      const asked = Date.now();
      await s.verifyNow(d);
      const pending = await s.settingsWhen(d, (a) => checkedSince(a, asked));
      expect(pending.verification.status).toBe('pending');
      expect(pending.verification.message).toBe(
        'CAA records on caa-locked.test allow only otherca.example to issue certificates — add 0 issue "pebble.test"',
      );
      expect(pending.verification.records[2]).toMatchObject({
        type: 'CAA',
        name: 'caa-locked.test',
        found: ['0 issue "otherca.example"'],
        ok: false,
      });
    });

    it('keeps a wrong TXT value pending, naming what was found and what is expected', async () => {
      const d = await s.signUp('wrongtxt');
      const domain = 'www.wrong-txt.test';
      const answer = (await s.setDomain(d, domain)).body;
      s.publish(answer);
      s.dns.set(`_ds-verify.${domain}`, 'TXT', ['ds-verify-not-the-token']);
      const asked = Date.now();
      await s.verifyNow(d);
      const pending = await s.settingsWhen(d, (a) => checkedSince(a, asked));
      expect(pending.verification.status).toBe('pending');
      expect(pending.verification.message).toBe(
        `TXT record _ds-verify.${domain} has "ds-verify-not-the-token", expected "${answer.verification.records[0].value}"`,
      );
    });

    it('names where a domain points instead of the edge', async () => {
      const d = await s.signUp('elsewhere');
      const domain = 'shop.elsewhere.test';
      s.publish((await s.setDomain(d, domain)).body);
      s.dns.set(domain, 'CNAME', ['shops.otherhost.example']);
      const asked = Date.now();
      await s.verifyNow(d);
      const pending = await s.settingsWhen(d, (a) => checkedSince(a, asked));
      expect(pending.verification.status).toBe('pending');
      expect(pending.verification.message).toBe(`${domain} points to shops.otherhost.example (CNAME), not to ${EDGE_HOST}`);
      expect(pending.verification.records[1]).toMatchObject({ found: ['shops.otherhost.example'], ok: false });
    });

    it('retries on SERVFAIL and timeouts instead of failing, and verifies once DNS answers', async () => {
      const d = await s.signUp('flaky');
      const domain = 'www.flaky.test';
      s.publish((await s.setDomain(d, domain)).body);
      s.dns.fail(`_ds-verify.${domain}`, 'SERVFAIL');
      const asked = Date.now();
      await s.verifyNow(d);
      const servfail = await s.settingsWhen(d, (a) => checkedSince(a, asked));
      expect(servfail.verification.status).toBe('pending');
      expect(servfail.verification.message).toBe(
        `DNS lookup of _ds-verify.${domain} failed temporarily (SERVFAIL) — we will retry automatically`,
      );
      expect(servfail.verification.next_check_at).not.toBeNull();

      s.dns.heal(`_ds-verify.${domain}`).fail(domain, 'timeout');
      await s.verifyNow(d);
      const timeout = await s.settingsWhen(d, (a) => /\(timeout\)/.test(a.verification.message ?? ''));
      expect(timeout.verification.status).toBe('pending');
      expect(timeout.verification.message).toBe(`DNS lookup of ${domain} failed temporarily (timeout) — we will retry automatically`);
      expect(timeout.verification.next_check_at).not.toBeNull();

      s.dns.heal(domain);
      await s.verifyNow(d);
      await s.settingsWhen(d, (a) => a.verification.status === 'verified');
    });

    it('stops at once, without retries, when the CA refuses the name (pebble blocklist)', async () => {
      const d = await s.signUp('blocked');
      const domain = `www.${BLOCKED}`;
      s.publish((await s.setDomain(d, domain)).body);
      await s.verifyNow(d);
      const failed = await s.settingsWhen(d, (a) => a.certificate.status === 'failed', 30_000);
      expect(failed.verification.status).toBe('verified');
      expect(failed.certificate.last_error).toMatch(
        new RegExp(`^The certificate authority refuses to issue a certificate for ${domain.replace(/\./g, '\\.')}`),
      );
      expect(failed.certificate.next_attempt_at).toBeNull();
      expect(failed.settings.custom_domain_status).toBe('pending');
      // Nothing picks it up again: its job ended (no BullMQ retry is coming), and sweeps that would have
      // queued it again have run since, leaving the row and the job as they were.
      const job = await s.jobs.queue(QUEUES.domains).getJob(certificateIssueJobId(d.tenantId));
      let state = '';
      await waitFor(async () => !['waiting', 'active', 'prioritized'].includes((state = await job!.getState())), 30_000);
      expect(state).toBe('completed');
      await s.afterSweeps(2);
      const rows = await s.stack.prisma.certificate.findMany({ where: { tenant_id: d.tenantId } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null, order_url: null });
      expect((await s.jobs.queue(QUEUES.domains).getJob(certificateIssueJobId(d.tenantId)))!.timestamp).toBe(job!.timestamp);
    });

    it("cannot verify a domain another tenant claimed, not even with that tenant's records still in DNS", async () => {
      const b = await s.signUp('owner');
      const a = await s.signUp('squatter');
      const domain = 'www.claimed.test';
      s.publish((await s.setDomain(b, domain)).body);
      await s.verifyNow(b);
      await s.settingsWhen(b, (x) => x.verification.status === 'verified');

      const taken = await s.setDomain(a, domain);
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'DOMAIN_TAKEN' });

      // B lets go of the domain; its records stay in DNS. A claims it: B's token does not verify A.
      await s.call('PUT', `/tenants/${b.tenantId}/settings`, { domain_type: 'sub_domain', custom_domain: '' }, b.token);
      const claimed = await s.setDomain(a, domain);
      expect(claimed.status).toBe(200);
      await s.verifyNow(a);
      const pending = await s.settingsWhen(a, (x) => x.verification.checked_at !== null);
      expect(pending.verification.status).toBe('pending');
      expect(pending.verification.message).toMatch(
        new RegExp(
          `^TXT record _ds-verify\\.${domain.replace(/\./g, '\\.')} has ".*", expected "${claimed.body.verification.records[0].value}"$`,
        ),
      );
      expect(pending.settings.dns_status).toBe('pending');
    });
  });
});
