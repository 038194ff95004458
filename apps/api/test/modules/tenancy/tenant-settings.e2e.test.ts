import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EventBus } from '@nestjs/cqrs';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, fileExists, PHP, PNG, pngOfSize, storedFiles, sweepUploads, tempUploadDir } from '../../support/backoffice.js';
import { CustomDomainRequested, DomainRecheckRequested } from '../../../src/modules/custom-domains/events/domain.events.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

describe('back-office settings', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let uploadDir: string;
  let bo: ReturnType<typeof backOffice>;
  const published: object[] = [];

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    t = await startTestApp({
      UPLOAD_DIR: uploadDir,
      BASE_DOMAIN: 'sites.test',
      EDGE_CNAME_TARGET: 'edge.sites.test',
      EDGE_IPV4: '203.0.113.7',
    });
    t.app.get(EventBus).subscribe((event) => published.push(event));
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('answers { settings, verification } with no custom domain', async () => {
    const res = await bo.get('/settings').expect(200);
    expect(res.body.settings).toMatchObject({ id: jane.tenantId, domain_type: 'sub_domain', custom_domain: null, publish_on_site: true });
    expect(res.body.verification).toEqual({
      status: 'none',
      domain: null,
      records: [],
      checked_at: null,
      next_check_at: null,
      message: null,
    });
  });

  it('saves personal info, links and the site name from multipart', async () => {
    const res = await bo
      .put('/settings')
      .field('first_name', 'Jane')
      .field('last_name', 'Doe')
      .field('email_id', 'jane@example.com')
      .field('mobile', '+1 555 0100')
      .field('address', '1 Main St')
      .field('skype', 'jane.d')
      .field('site_name', "Jane's Wellness")
      .field('nht_joining_link', 'https://company.example/join?ref=jane')
      .field('publish_on_site', 'true')
      .expect(200);
    expect(res.body.settings).toMatchObject({
      first_name: 'Jane',
      email_id: 'jane@example.com',
      site_name: "Jane's Wellness",
      nht_joining_link: 'https://company.example/join?ref=jane',
    });
    const data = await request(t.http).get('/api/site/data').set('X-Tenant-Domain', `${jane.subdomain}.sites.test`).expect(200);
    expect(data.body.settings).toMatchObject({ site_name: "Jane's Wellness", site_email: 'jane@example.com', site_phone: '+1 555 0100' });
  });

  it('refuses bad fields with details and an errors list, changing nothing', async () => {
    const before = await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } });
    const res = await bo
      .put('/settings')
      .send({ email_id: 'not-an-email', nht_store_link: 'javascript:alert(1)', site_name: 'New name' })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { email_id: 'Please enter a valid email address', nht_store_link: expect.any(String) },
    });
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'email_id', message: 'Please enter a valid email address' }]));
    expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).toEqual(before);
  });

  it('uploads a logo (named after the file), replaces it; the old file goes with the upload sweep', async () => {
    const first = (await bo.put('/settings').attach('site_logo', PNG, 'my logo.png').expect(200)).body.settings;
    expect(first.site_logo).toMatch(/^\/uploads\/.*\.png$/);
    expect(first.site_logo_url).toBe(first.site_logo);
    expect(first.site_logo_name).toBe('my logo.png');
    const data = await request(t.http).get('/api/site/data').set('X-Tenant-Domain', `${jane.subdomain}.sites.test`).expect(200);
    expect(data.body.settings.site_logo_url).toBe(first.site_logo);
    const second = (await bo.put('/settings').field('site_logo_name', 'Logo').attach('site_logo', PNG, 'other.png').expect(200)).body
      .settings;
    expect(second.site_logo_name).toBe('Logo');
    expect(fileExists(uploadDir, first.site_logo)).toBe(true);
    await sweepUploads(t);
    expect(fileExists(uploadDir, first.site_logo)).toBe(false);
    expect(fileExists(uploadDir, second.site_logo)).toBe(true);
  });

  it('refuses a 6 MB logo and a PHP logo with the upload messages, storing nothing', async () => {
    const [files, before] = [storedFiles(uploadDir), await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })];
    const big = await bo
      .put('/settings')
      .field('site_name', 'Changed?')
      .attach('site_logo', pngOfSize(6 * 1024 * 1024), 'big.png')
      .expect(413);
    expect(big.body).toMatchObject({
      message: 'File too large: images may be at most 5 MB',
      details: { site_logo: 'File too large: images may be at most 5 MB' },
    });
    expect(big.body.errors).toEqual([{ field: 'site_logo', message: 'File too large: images may be at most 5 MB' }]);
    const php = await bo.put('/settings').attach('site_logo', PHP, 'logo.png').expect(400);
    expect(php.body.message).toBe('Unsupported file type: expected an image (JPEG, PNG, WebP or GIF)');
    expect(storedFiles(uploadDir)).toEqual(files);
    expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).toEqual(before);
  });

  describe('custom domain', () => {
    it.each([
      ['192.168.10.20', /IP address/],
      ['sites.test', /belong to the platform/],
      ['jane.sites.test', /belong to the platform/],
      ['shop!.example.com', /only letters/],
      ['https://example.com/', /only letters/],
    ])('refuses %s (400, reason in details.custom_domain)', async (domain, reason) => {
      const res = await bo.put('/settings').send({ domain_type: 'custom_domain', custom_domain: domain }).expect(400);
      expect(res.body.details.custom_domain).toMatch(reason);
      expect(res.body.errors[0]).toEqual({ field: 'custom_domain', message: res.body.details.custom_domain });
      expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).custom_domain).toBeNull();
    });

    it('needs a domain to switch to custom_domain', async () => {
      const res = await bo.put('/settings').send({ domain_type: 'custom_domain' }).expect(400);
      expect(res.body.details).toHaveProperty('custom_domain');
    });

    it('saves www.example.com with TXT + CNAME records and announces it', async () => {
      published.length = 0;
      const res = await bo.put('/settings').field('domain_type', 'custom_domain').field('custom_domain', ' WWW.Example.COM. ').expect(200);
      expect(res.body.settings).toMatchObject({
        domain_type: 'custom_domain',
        custom_domain: 'www.example.com',
        dns_status: 'pending',
        custom_domain_status: 'pending',
      });
      const v = res.body.verification;
      expect(v).toMatchObject({ status: 'pending', domain: 'www.example.com', checked_at: null, message: null });
      expect(v.next_check_at).toEqual(expect.any(String));
      expect(v.records).toEqual([
        { type: 'TXT', name: '_ds-verify.www.example.com', value: expect.stringMatching(/^ds-verify-[a-f0-9]{32}$/) },
        { type: 'CNAME', name: 'www.example.com', value: 'edge.sites.test' },
      ]);
      const row = await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
      expect(row.token).toBe(v.records[0].value);
      expect(published).toEqual([new CustomDomainRequested(jane.tenantId, 'www.example.com')]);
      expect((await bo.get('/settings').expect(200)).body.verification).toEqual(v);
    });

    it('saving other fields keeps the verification; a changed domain resets it with a new token', async () => {
      const before = await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
      await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { dns_status: 'verified' } });
      await t.prisma.domainVerification.update({ where: { tenant_id: jane.tenantId }, data: { status: 'verified' } });
      published.length = 0;
      await bo.put('/settings').send({ skype: 'jane.doe', custom_domain: 'www.example.com' }).expect(200);
      expect((await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } })).token).toBe(before.token);
      expect(published).toEqual([]);

      const res = await bo.put('/settings').send({ custom_domain: 'example.com' }).expect(200);
      expect(res.body.settings).toMatchObject({ custom_domain: 'example.com', dns_status: 'pending', custom_domain_status: 'pending' });
      expect(res.body.verification.status).toBe('pending');
      expect(res.body.verification.records).toEqual([
        { type: 'TXT', name: '_ds-verify.example.com', value: expect.any(String) },
        { type: 'A', name: 'example.com', value: '203.0.113.7' },
      ]);
      expect(res.body.verification.records[0].value).not.toBe(before.token);
      expect(published).toEqual([new CustomDomainRequested(jane.tenantId, 'example.com')]);
    });

    it('accepts a claim on a domain another tenant has only claimed (pending): each claim has its own token', async () => {
      const res = await backOffice(t, sam, sam.tenantId)
        .put('/settings')
        .send({ domain_type: 'custom_domain', custom_domain: 'Example.com' })
        .expect(200);
      expect(res.body.settings).toMatchObject({ custom_domain: 'example.com', dns_status: 'pending' });
      expect(res.body.verification).toMatchObject({ status: 'pending', domain: 'example.com' });
      const janes = await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: jane.tenantId } });
      expect(res.body.verification.records[0].value).not.toBe(janes.token);
    });

    it('once another tenant verified the domain: the stopped claim says why; Verify now and a new claim get 409', async () => {
      // As the worker leaves it when Jane's DNS verifies first: Jane owns example.com, Sam's claim stopped.
      const why = 'This domain was verified by another site: example.com now belongs to that site, so we stopped checking it for yours.';
      await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { dns_status: 'verified' } });
      await t.prisma.domainVerification.update({ where: { tenant_id: jane.tenantId }, data: { status: 'verified' } });
      await t.prisma.domainVerification.update({
        where: { tenant_id: sam.tenantId },
        data: { status: 'taken', message: why, next_check_at: null },
      });
      const samBo = backOffice(t, sam, sam.tenantId);
      expect((await samBo.get('/settings').expect(200)).body.verification).toMatchObject({
        status: 'taken',
        domain: 'example.com',
        message: why,
        next_check_at: null,
      });

      published.length = 0;
      const recheck = await samBo.post('/settings/verify-domain').expect(409);
      expect(recheck.body).toMatchObject({ code: 'DOMAIN_TAKEN', message: 'This domain is already used by another site' });
      expect(published).toEqual([]);
      expect(await t.prisma.domainVerification.findUniqueOrThrow({ where: { tenant_id: sam.tenantId } })).toMatchObject({
        status: 'taken',
        next_check_at: null,
      });

      // Sam lets go of it, then claims it again: refused while Jane owns it, nothing saved.
      await samBo.put('/settings').send({ domain_type: 'sub_domain', custom_domain: '' }).expect(200);
      const before = await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } });
      const res = await samBo.put('/settings').send({ domain_type: 'custom_domain', custom_domain: 'Example.com' }).expect(409);
      expect(res.body).toMatchObject({ code: 'DOMAIN_TAKEN', details: { custom_domain: 'This domain is already used by another site' } });
      expect(res.body.errors).toEqual([{ field: 'custom_domain', message: 'This domain is already used by another site' }]);
      expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } })).toEqual(before);
      expect(await t.prisma.domainVerification.count({ where: { tenant_id: sam.tenantId } })).toBe(0);
    });

    it('Refresh DNS asks for a re-check and answers the settings', async () => {
      published.length = 0;
      const res = await bo.post('/settings/verify-domain').expect(200);
      expect(res.body.settings.custom_domain).toBe('example.com');
      expect(res.body.verification.domain).toBe('example.com');
      expect(published).toEqual([new DomainRecheckRequested(jane.tenantId)]);
      // Without a custom domain it just answers the settings.
      published.length = 0;
      await backOffice(t, sam, sam.tenantId).post('/settings/verify-domain').expect(200);
      expect(published).toEqual([]);
    });

    it('a verified custom domain serves the storefront; unpublishing hides it at once', async () => {
      await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { dns_status: 'verified' } });
      const host = () => request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', 'example.com');
      await bo.put('/settings').send({ site_name: 'Renamed' }).expect(200); // drops cached host answers
      expect((await host().expect(200)).body.tenant).toMatchObject({ id: jane.tenantId, site_name: 'Renamed' });
      await bo.put('/settings').field('publish_on_site', 'false').expect(200);
      expect((await host().expect(404)).body.code).toBe('STORE_NOT_FOUND');
      await bo.put('/settings').send({ publish_on_site: true }).expect(200);
      await host().expect(200);
    });

    it('removing the custom domain drops its verification', async () => {
      const res = await bo.put('/settings').send({ domain_type: 'sub_domain', custom_domain: '' }).expect(200);
      expect(res.body.settings).toMatchObject({ domain_type: 'sub_domain', custom_domain: null });
      expect(res.body.verification).toMatchObject({ status: 'none', records: [] });
      expect(await t.prisma.domainVerification.count({ where: { tenant_id: jane.tenantId } })).toBe(0);
    });
  });
});
