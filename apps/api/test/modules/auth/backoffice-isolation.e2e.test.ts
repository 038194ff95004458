import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { PNG, storedFiles, tempUploadDir } from '../../support/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Route {
  method: Method;
  /** Path below /api/tenants/:tenantId, with the victim's ids filled in. */
  path: string;
  /** Pattern of the route as registered, for the coverage check. */
  pattern: string;
  body?: object;
}

describe("another tenant's token on every back-office route", () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let uploadDir: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    [jane, sam] = [await signUp(t), await signUp(t)];
    // Sam (the victim) has one of everything.
    const tenant_id = sam.tenantId;
    const category = await t.prisma.category.create({ data: { tenant_id, name: 'Cat', slug: 'cat' } });
    const product = await t.prisma.product.create({ data: { tenant_id, name: 'Prod', category_id: category.id } });
    const slider = await t.prisma.slider.create({ data: { tenant_id, description: 'Hero' } });
    const blog = await t.prisma.blog.create({ data: { tenant_id, title: 'Blog', content: '<p>x</p>' } });
    const banner = await t.prisma.blogBanner.create({ data: { tenant_id, blog_id: blog.id, image: '/uploads/x.png' } });
    const contact = await t.prisma.contactUsEntry.create({ data: { tenant_id, contactus_text: 'Call' } });
    const disclaimer = await t.prisma.footerDisclaimer.create({ data: { tenant_id, site_disclaimer: 'S' } });
    const notification = await t.prisma.notification.create({ data: { title: 'N', message: 'M' } });
    await t.prisma.notificationRecipient.create({ data: { tenant_id, notification_id: notification.id } });
    await t.prisma.homePage.create({ data: { tenant_id, welcome_description: 'Hi' } });
    await t.prisma.opportunityPage.create({ data: { tenant_id, data: { a: 1 } } });
    await t.prisma.productPage.create({ data: { tenant_id, data: { a: 1 } } });
    await t.prisma.joinUsPage.create({ data: { tenant_id, data: { a: 1 } } });
    await t.prisma.socialLinks.create({ data: { tenant_id, data: { facebook: 'https://facebook.com/sam' } } });
    await t.prisma.subscriberMessage.create({ data: { tenant_id, subject: 'S', body: 'B' } });
    await t.prisma.leadMessage.create({ data: { tenant_id, subject: 'S', body: 'B' } });
    const subscriber = await t.prisma.subscriber.create({ data: { tenant_id, email: 'fan@example.com' } });
    await t.prisma.lead.create({ data: { tenant_id, name: 'L', email: 'l@example.com', message: 'm' } });
    const campaign = await t.prisma.campaign.create({ data: { tenant_id, subject: 'Spring', content: '<p>x</p>' } });
    ids.campaign = campaign.id;
    const person = await t.prisma.contact.create({ data: { tenant_id, email: 'pal@example.com', name: 'Pal' } });
    ids.contact_person = person.id;
    const sequence = await t.prisma.sequence.create({ data: { tenant_id, name: 'Welcome', trigger_type: 'lead_captured' } });
    ids.sequence = sequence.id;
    Object.assign(ids, {
      category: category.id,
      product: product.id,
      slider: slider.id,
      blog: blog.id,
      banner: banner.id,
      contact: contact.id,
      disclaimer: disclaimer.id,
      notification: notification.id,
      subscriber: subscriber.id,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Every route of the back office, each with a request that would succeed for the owner. */
  const routes = (): Route[] => {
    const crud = (path: string, param: string, id: string, body: object): Route[] => [
      { method: 'get', path, pattern: path },
      { method: 'get', path: `${path}/${id}`, pattern: `${path}/:${param}` },
      { method: 'post', path, pattern: path, body },
      { method: 'put', path: `${path}/${id}`, pattern: `${path}/:${param}`, body },
      { method: 'delete', path: `${path}/${id}`, pattern: `${path}/:${param}` },
    ];
    const singleton = (path: string, methods: Method[], body: object): Route[] =>
      methods.map((method) => ({ method, path, pattern: path, ...(method === 'get' || method === 'delete' ? {} : { body }) }));
    return [
      ...crud('/products', 'productId', ids.product, { name: 'Hijacked' }),
      ...crud('/categories', 'categoryId', ids.category, { name: 'Hijacked' }),
      ...crud('/sliders', 'sliderId', ids.slider, { description: 'Hijacked' }),
      ...crud('/blogs', 'blogId', ids.blog, { title: 'Hijacked', content: '<p>x</p>' }),
      ...crud(`/blogs/${ids.blog}/banners`, 'bannerId', ids.banner, { image: 'https://cdn.example.com/x.png' }).map((r) => ({
        ...r,
        pattern: r.pattern.replace(ids.blog, ':blogId'),
      })),
      ...crud('/contactus', 'pageId', ids.contact, { contactus_text: 'Hijacked' }),
      ...crud('/footer/disclaimers', 'disclaimerId', ids.disclaimer, { site_disclaimer: 'Hijacked' }),
      { method: 'put', path: '/footer/disclaimers', pattern: '/footer/disclaimers', body: { site_disclaimer: 'Hijacked' } },
      { method: 'delete', path: '/footer/disclaimers', pattern: '/footer/disclaimers' },
      ...singleton('/home-page', ['get', 'put'], { welcome_description: 'Hijacked' }),
      ...singleton('/opportunity-page', ['get', 'put', 'post', 'delete'], { title: 'Hijacked' }),
      ...singleton('/product-page', ['get', 'put', 'post'], { title: 'Hijacked' }),
      ...singleton('/join-us-page', ['get', 'put', 'post', 'delete'], { title: 'Hijacked' }),
      ...singleton('/footer/social-links', ['get', 'post', 'put', 'delete'], { facebook: 'https://facebook.com/hijacked' }),
      ...singleton('/subscriber-message', ['get', 'put'], { subject: 'Hijacked', body: 'x' }),
      { method: 'get', path: '/subscribers', pattern: '/subscribers' },
      ...singleton('/lead-message', ['get', 'put'], { subject: 'Hijacked', body: 'x' }),
      { method: 'get', path: '/subscribers/export', pattern: '/subscribers/export' },
      { method: 'get', path: `/subscribers/${ids.subscriber}`, pattern: '/subscribers/:subscriberId' },
      { method: 'get', path: '/leads', pattern: '/leads' },
      { method: 'get', path: '/leads/export', pattern: '/leads/export' },
      { method: 'get', path: '/notifications', pattern: '/notifications' },
      { method: 'put', path: `/notifications/${ids.notification}/read`, pattern: '/notifications/:notificationId/read' },
      { method: 'put', path: '/notifications/read-all', pattern: '/notifications/read-all' },
      { method: 'get', path: '/training', pattern: '/training' },
      { method: 'get', path: '/settings', pattern: '/settings' },
      {
        method: 'put',
        path: '/settings',
        pattern: '/settings',
        body: { site_name: 'Hijacked', custom_domain: 'hijack.example.com', domain_type: 'custom_domain', publish_on_site: false },
      },
      { method: 'post', path: '/settings/verify-domain', pattern: '/settings/verify-domain' },
      ...singleton('/sending-domain', ['get', 'put', 'delete'], { local_part: 'hijack' }),
      { method: 'post', path: '/sending-domain/verify', pattern: '/sending-domain/verify' },
      ...crud('/campaigns', 'campaignId', ids.campaign, { subject: 'Hijacked', content: '<p>x</p>' }),
      { method: 'post', path: '/campaigns/preview', pattern: '/campaigns/preview', body: { subject: 'Hijacked', content: '<p>x</p>' } },
      { method: 'post', path: '/campaigns/images', pattern: '/campaigns/images' },
      { method: 'get', path: `/campaigns/${ids.campaign}/preview`, pattern: '/campaigns/:campaignId/preview' },
      { method: 'post', path: `/campaigns/${ids.campaign}/test`, pattern: '/campaigns/:campaignId/test' },
      { method: 'post', path: `/campaigns/${ids.campaign}/send`, pattern: '/campaigns/:campaignId/send', body: {} },
      { method: 'post', path: `/campaigns/${ids.campaign}/cancel`, pattern: '/campaigns/:campaignId/cancel' },
      { method: 'get', path: '/analytics?from=2026-11-01&to=2026-11-07', pattern: '/analytics' },
      { method: 'get', path: '/analytics/live', pattern: '/analytics/live' },
      { method: 'get', path: '/contacts', pattern: '/contacts' },
      { method: 'get', path: `/contacts/${ids.contact_person}`, pattern: '/contacts/:contactId' },
      { method: 'patch', path: `/contacts/${ids.contact_person}`, pattern: '/contacts/:contactId', body: { status: 'customer' } },
      { method: 'post', path: `/contacts/${ids.contact_person}/notes`, pattern: '/contacts/:contactId/notes', body: { text: 'Hijacked' } },
      { method: 'get', path: `/contacts/${ids.contact_person}/export`, pattern: '/contacts/:contactId/export' },
      { method: 'get', path: '/contacts/erasures', pattern: '/contacts/erasures' },
      { method: 'delete', path: `/contacts/${ids.contact_person}`, pattern: '/contacts/:contactId' },
      { method: 'post', path: '/contacts/import/preview', pattern: '/contacts/import/preview' },
      { method: 'post', path: '/contacts/import?email_column=email', pattern: '/contacts/import' },
      { method: 'get', path: '/contacts/invitations', pattern: '/contacts/invitations' },
      { method: 'post', path: '/contacts/invitations/preview', pattern: '/contacts/invitations/preview', body: { all_imported: true } },
      { method: 'post', path: '/contacts/invitations', pattern: '/contacts/invitations', body: { contact_ids: [ids.contact_person] } },
      { method: 'get', path: '/sequences', pattern: '/sequences' },
      { method: 'get', path: '/sequences/templates', pattern: '/sequences/templates' },
      {
        method: 'post',
        path: '/sequences',
        pattern: '/sequences',
        body: { name: 'Hijacked', trigger: { type: 'lead_captured' }, steps: [] },
      },
      { method: 'get', path: `/sequences/${ids.sequence}`, pattern: '/sequences/:sequenceId' },
      {
        method: 'put',
        path: `/sequences/${ids.sequence}`,
        pattern: '/sequences/:sequenceId',
        body: { name: 'Hijacked', trigger: { type: 'lead_captured' }, steps: [] },
      },
      { method: 'delete', path: `/sequences/${ids.sequence}`, pattern: '/sequences/:sequenceId' },
      { method: 'post', path: `/sequences/${ids.sequence}/activate`, pattern: '/sequences/:sequenceId/activate', body: {} },
      { method: 'post', path: `/sequences/${ids.sequence}/pause`, pattern: '/sequences/:sequenceId/pause' },
      { method: 'post', path: `/sequences/${ids.sequence}/test`, pattern: '/sequences/:sequenceId/test', body: { step: 0 } },
    ];
  };

  /** Everything of Sam's that a back-office route could read or change. */
  const snapshot = async () => {
    const where = { tenant_id: sam.tenantId };
    const p = t.prisma;
    return {
      tenant: await p.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } }),
      rows: await Promise.all([
        p.product.findMany({ where }),
        p.category.findMany({ where }),
        p.slider.findMany({ where }),
        p.blog.findMany({ where }),
        p.blogBanner.findMany({ where }),
        p.contactUsEntry.findMany({ where }),
        p.footerDisclaimer.findMany({ where }),
        p.homePage.findMany({ where }),
        p.opportunityPage.findMany({ where }),
        p.productPage.findMany({ where }),
        p.joinUsPage.findMany({ where }),
        p.socialLinks.findMany({ where }),
        p.subscriberMessage.findMany({ where }),
        p.leadMessage.findMany({ where }),
        p.subscriber.findMany({ where }),
        p.lead.findMany({ where }),
        p.notificationRecipient.findMany({ where }),
        p.domainVerification.findMany({ where }),
        p.sendingDomain.findMany({ where }),
        p.campaign.findMany({ where }),
        p.contact.findMany({ where }),
        p.contactActivity.findMany({ where }),
        p.erasure.findMany({ where }),
        p.suppression.findMany({ where }),
        p.contactInvitation.findMany({ where }),
        p.sequence.findMany({ where }),
        p.sequenceStep.findMany({ where }),
      ]),
    };
  };

  it('covers every route registered under /api/tenants/:tenantId', () => {
    const registered = registeredRoutes(t.app.getHttpAdapter().getInstance())
      .filter((r) => r.path.startsWith('/api/tenants/:tenantId/'))
      .map((r) => `${r.method} ${r.path.slice('/api/tenants/:tenantId'.length)}`);
    const tested = routes().map((r) => `${r.method} ${r.pattern}`);
    expect(registered.length).toBeGreaterThan(50);
    expect([...new Set(tested)].sort()).toEqual([...new Set(registered)].sort());
  });

  it('answers 403 TENANT_FORBIDDEN on every route and reads or changes nothing', async () => {
    const before = await snapshot();
    const files = storedFiles(uploadDir);
    for (const route of routes()) {
      let req = request(t.http)[route.method](`/api/tenants/${sam.tenantId}${route.path}`).set('Authorization', `Bearer ${jane.token}`);
      if (route.body) req = req.send(route.body);
      const res = await req;
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        body: { message: 'You do not have access to this tenant', code: 'TENANT_FORBIDDEN' },
      });
    }
    // A multipart write with a real file is refused before the upload is even read.
    const upload = await request(t.http)
      .post(`/api/tenants/${sam.tenantId}/sliders`)
      .set('Authorization', `Bearer ${jane.token}`)
      .field('description', 'Hijacked')
      .attach('image', PNG, 'x.png');
    expect(upload.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(storedFiles(uploadDir)).toEqual(files);
  });

  it('still serves the owner on the same routes (the refusal is about the token, not the route)', async () => {
    const own = (path: string) => request(t.http).get(`/api/tenants/${sam.tenantId}${path}`).set('Authorization', `Bearer ${sam.token}`);
    for (const path of [
      '/products',
      '/categories',
      '/blogs',
      '/contactus',
      '/footer/disclaimers',
      '/footer/social-links',
      '/home-page',
      '/settings',
      '/subscribers',
      '/notifications',
      '/training',
      '/campaigns',
      '/analytics/live',
      '/sending-domain',
    ]) {
      expect({ path, status: (await own(path)).status }).toEqual({ path, status: 200 });
    }
  });
});

/** Method + path of every route the Express app knows (Express 5 router). */
function registeredRoutes(app: unknown): { method: string; path: string }[] {
  const router =
    (app as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } }).router ?? (app as { _router?: { stack: Layer[] } })._router;
  const out: { method: string; path: string }[] = [];
  for (const layer of router?.stack ?? []) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') out.push({ method, path: layer.route.path });
  }
  return out;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}
