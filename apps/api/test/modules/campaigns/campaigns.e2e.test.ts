import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { campaignBlockMarker } from '@ds/campaign-mail';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice, PHP, PNG, storedFiles, sweepUploads, tempUploadDir } from '../../support/backoffice.js';

jest.setTimeout(60_000);

const BODY = '<p>Spring is here: three ideas for a <strong>healthier</strong> season.</p>';
const FLAGGED = '<p>Our tea cures cancer. Members earn $5,000 a month!</p>';

describe('campaigns API', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;
  const uploadDir = tempUploadDir();

  const create = async (body: Record<string, unknown> = {}) =>
    (
      await bo
        .post('/campaigns')
        .send({ subject: 'Spring news', preheader: 'Ideas', content: BODY, ...body })
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
    await t.prisma.tenant.update({
      where: { id: jane.tenantId },
      data: { site_name: "Jane's Wellness", address: '1 Main St, Springfield' },
    });
  });
  afterAll(() => t.close());

  it('creates a draft, sanitised, with the answer docs/campaigns.md describes', async () => {
    const res = await bo
      .post('/campaigns')
      .send({ subject: '  Spring   news ', preheader: '', content: `${BODY}<script>alert(1)</script><img src="x" onerror="alert(1)">` })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      audience: 'all',
      audience_tag: null,
      audience_status: null,
      subject: 'Spring news',
      preheader: null,
      content: BODY,
      status: 'draft',
      status_reason: null,
      scheduled_at: null,
      sent_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      stats: {
        recipients: 0,
        queued: 0,
        sent: 0,
        failed: 0,
        bounced: 0,
        opened: 0,
        clicked: 0,
        unsubscribed: 0,
        complained: 0,
        buy_clicks: 0,
      },
      warnings: [],
      warnings_acknowledged: false,
      // Jane's settings have a postal address: nothing stops a send.
      blockers: [],
      links: [],
    });
    const list = await bo.get('/campaigns').expect(200);
    expect(list.body.map((c: { id: string }) => c.id)).toContain(res.body.id);
  });

  it('refuses an empty subject or body, naming the field, and writes nothing', async () => {
    const before = await t.prisma.campaign.count();
    expect((await bo.post('/campaigns').send({ subject: '  ', content: BODY }).expect(400)).body).toMatchObject({
      message: 'Subject is required',
      details: { subject: 'Subject is required' },
    });
    expect((await bo.post('/campaigns').send({ subject: 'x' }).expect(400)).body.details).toEqual({ content: 'Content is required' });
    expect((await bo.post('/campaigns').send({ subject: 'x', content: '<p> </p><p></p>' }).expect(400)).body.details).toEqual({
      content: 'Content is required',
    });
    expect((await bo.post('/campaigns').send({ subject: 'x', content: '<script>only()</script>' }).expect(400)).body.details).toEqual({
      content: 'Content is required',
    });
    expect(
      (
        await bo
          .post('/campaigns')
          .send({ subject: 'x'.repeat(201), content: BODY })
          .expect(400)
      ).body.details,
    ).toHaveProperty('subject');
    const { id } = await create();
    expect((await bo.put(`/campaigns/${id}`).send({ subject: '', content: BODY }).expect(400)).body.details).toHaveProperty('subject');
    expect(await t.prisma.campaign.count()).toBe(before + 1);
  });

  it('flags compliance problems on the campaign and in the preview', async () => {
    const { id } = await create({ content: FLAGGED });
    const campaign = (await bo.get(`/campaigns/${id}`).expect(200)).body;
    expect(campaign.warnings).toEqual([
      { kind: 'disease_claim', sentence: 'Our tea cures cancer.', phrase: 'cures cancer', explanation: expect.any(String) },
      { kind: 'income_claim', sentence: 'Members earn $5,000 a month!', phrase: 'earn $5,000 a month', explanation: expect.any(String) },
    ]);
    const preview = (await bo.post('/campaigns/preview').send({ subject: 'Get rich', content: BODY }).expect(200)).body;
    expect(preview.warnings).toEqual([expect.objectContaining({ kind: 'income_claim', sentence: 'Get rich' })]);
  });

  it('previews the real email: site name, disclaimers, contact line, unsubscribe, expanded product block, no tracking', async () => {
    const product = await t.prisma.product.create({
      data: { tenant_id: jane.tenantId, name: 'Green Tea', your_price: '29.95', currency: 'USD', image: '/uploads/tea.png' },
    });
    const samsProduct = await t.prisma.product.create({ data: { tenant_id: sam.tenantId, name: 'Sams Secret Product' } });
    const content = `${BODY}${campaignBlockMarker('product', product.id)}${campaignBlockMarker('product', samsProduct.id)}`;
    const { id } = await create({ content });
    const preview = (await bo.get(`/campaigns/${id}/preview`).expect(200)).body;
    expect(preview.subject).toBe('Spring news');
    expect(preview.html).toMatch(/^<!doctype html>/i);
    expect(preview.html).toContain('Jane&#39;s Wellness');
    expect(preview.html).toContain('1 Main St, Springfield');
    expect(preview.html).toContain('not intended to diagnose');
    expect(preview.html).toContain('Unsubscribe');
    expect(preview.html).toContain('Green Tea');
    expect(preview.html).toContain('$29.95');
    expect(preview.html).toMatch(/src="http:\/\/[^"]+\/uploads\/tea\.png"/);
    expect(preview.html).not.toContain('Sams Secret Product');
    expect(preview.text).toContain('Spring is here');
    expect(preview.text).toContain('Unsubscribe');
  });

  it('sends once: now → scheduled at once; a second send is 409 and changes nothing', async () => {
    const { id } = await create();
    const from = Date.now();
    const first = await bo.post(`/campaigns/${id}/send`).send({}).expect(200);
    expect(first.body.status).toBe('scheduled');
    // "Now": set while the request ran, however long it took.
    expect(Date.parse(first.body.scheduled_at)).toBeGreaterThanOrEqual(from - 1);
    expect(Date.parse(first.body.scheduled_at)).toBeLessThanOrEqual(Date.now());
    const second = await bo.post(`/campaigns/${id}/send`).send({}).expect(409);
    expect(second.body).toMatchObject({ code: 'CAMPAIGN_STATUS_CONFLICT', details: { status: 'scheduled' } });
    // Two clicks at once: exactly one wins.
    const { id: raced } = await create();
    const answers = await Promise.all([1, 2, 3].map(() => bo.post(`/campaigns/${raced}/send`).send({})));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses to send or schedule without a postal address in the settings, and says so in the compliance check', async () => {
    const samBo = backOffice(t, sam, sam.tenantId);
    const draft = (await samBo.post('/campaigns').send({ subject: 'Hello', content: BODY }).expect(201)).body as {
      id: string;
      blockers: unknown[];
    };
    const blocker = {
      code: 'postal_address_missing',
      message: expect.stringContaining('postal address'),
      fix_path: '/backoffice/settings',
      fix_label: 'Add your postal address in Settings',
    };
    expect(draft.blockers).toEqual([blocker]);
    expect((await samBo.get('/campaigns').expect(200)).body[0].blockers).toEqual([blocker]);
    expect((await samBo.post('/campaigns/preview').send({ subject: 'x', content: BODY }).expect(200)).body.blockers).toEqual([blocker]);
    for (const body of [{}, { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() }]) {
      const refused = await samBo.post(`/campaigns/${draft.id}/send`).send(body).expect(409);
      expect(refused.body).toEqual({
        message: blocker.message,
        code: 'POSTAL_ADDRESS_REQUIRED',
        details: { address: 'missing', fix_path: '/backoffice/settings' },
      });
      expect(refused.body.message).toMatch(/^Add your postal address before sending/);
    }
    // Blank is no address.
    await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { address: '  \n ' } });
    await samBo.post(`/campaigns/${draft.id}/send`).send({}).expect(409);
    expect(await t.prisma.campaign.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ status: 'draft', scheduled_at: null });
    expect(await t.prisma.outboxMessage.count({ where: { name: 'campaigns.start', tenant_id: sam.tenantId } })).toBe(0);

    await t.prisma.tenant.update({ where: { id: sam.tenantId }, data: { address: '4 Side Street, Shelbyville' } });
    expect((await samBo.get(`/campaigns/${draft.id}`).expect(200)).body.blockers).toEqual([]);
    expect((await samBo.post(`/campaigns/${draft.id}/send`).send({}).expect(200)).body).toMatchObject({
      status: 'scheduled',
      blockers: [],
    });
  });

  it('schedules in the future, refuses the past, cancels a scheduled send once, and then edits it back to a draft', async () => {
    const { id } = await create();
    expect(
      (
        await bo
          .post(`/campaigns/${id}/send`)
          .send({ scheduled_at: new Date(Date.now() - 60_000).toISOString() })
          .expect(400)
      ).body.details,
    ).toEqual({
      scheduled_at: 'The scheduled time is in the past',
    });
    expect((await bo.post(`/campaigns/${id}/send`).send({ scheduled_at: 'tomorrow' }).expect(400)).body.details).toHaveProperty(
      'scheduled_at',
    );
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCMilliseconds(0);
    const scheduled = await bo
      .post(`/campaigns/${id}/send`)
      .send({ scheduled_at: at.toISOString().replace('Z', '+00:00') })
      .expect(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    expect((await bo.put(`/campaigns/${id}`).send({ subject: 'x', content: BODY }).expect(409)).body.code).toBe('CAMPAIGN_STATUS_CONFLICT');
    expect((await bo.delete(`/campaigns/${id}`).expect(409)).body.code).toBe('CAMPAIGN_STATUS_CONFLICT');
    expect((await bo.post(`/campaigns/${id}/cancel`).expect(200)).body.status).toBe('cancelled');
    expect((await bo.post(`/campaigns/${id}/cancel`).expect(409)).body.details).toEqual({ status: 'cancelled' });
    expect((await bo.put(`/campaigns/${id}`).send({ subject: 'Again', content: BODY }).expect(200)).body).toMatchObject({
      status: 'draft',
      subject: 'Again',
    });
  });

  it('sends to the audience chosen (all by default, or the recently engaged), and refuses any other audience naming the field', async () => {
    const { id } = await create();
    expect((await bo.get(`/campaigns/${id}`).expect(200)).body.audience).toBe('all');
    for (const audience of ['everyone', 7, ['engaged']]) {
      const res = await bo.post(`/campaigns/${id}/send`).send({ audience }).expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: { audience: "audience must be 'all' or 'engaged'" } });
    }
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await bo.post(`/campaigns/${id}/send`).send({ scheduled_at: at, audience: 'engaged' }).expect(200)).body).toMatchObject({
      status: 'scheduled',
      audience: 'engaged',
    });
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).audience).toBe('engaged');
    // Cancelled, edited and sent again without a choice: back to everyone.
    await bo.post(`/campaigns/${id}/cancel`).expect(200);
    await bo.put(`/campaigns/${id}`).send({ subject: 'Again', content: BODY }).expect(200);
    expect((await bo.post(`/campaigns/${id}/send`).send({ scheduled_at: at }).expect(200)).body.audience).toBe('all');
  });

  it('keeps an audience narrowed to a contact tag (lower-cased) or status, and refuses an unknown status naming the field', async () => {
    const { id } = await create();
    expect((await bo.get(`/campaigns/${id}`).expect(200)).body).toMatchObject({ audience_tag: null, audience_status: null });
    for (const audience_status of ['vip', 3]) {
      const res = await bo.post(`/campaigns/${id}/send`).send({ audience_status }).expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), details: { audience_status: expect.any(String) } });
    }
    const long = await bo
      .post(`/campaigns/${id}/send`)
      .send({ audience_tag: 'x'.repeat(51) })
      .expect(400);
    expect(long.body.details).toHaveProperty('audience_tag');
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const sent = await bo
      .post(`/campaigns/${id}/send`)
      .send({ scheduled_at: at, audience_tag: ' VIP ', audience_status: 'customer' })
      .expect(200);
    expect(sent.body).toMatchObject({ status: 'scheduled', audience_tag: 'vip', audience_status: 'customer' });
    // Sent again without a filter after a cancel: back to everyone.
    await bo.post(`/campaigns/${id}/cancel`).expect(200);
    await bo.put(`/campaigns/${id}`).send({ subject: 'Again', content: BODY }).expect(200);
    expect((await bo.post(`/campaigns/${id}/send`).send({ scheduled_at: at }).expect(200)).body).toMatchObject({
      audience_tag: null,
      audience_status: null,
    });
  });

  it('needs the warnings acknowledged to send flagged content, and remembers what was acknowledged', async () => {
    const { id } = await create({ content: FLAGGED });
    const refused = await bo.post(`/campaigns/${id}/send`).send({}).expect(400);
    expect(refused.body).toMatchObject({
      code: 'COMPLIANCE_ACK_REQUIRED',
      details: { acknowledge_warnings: expect.any(String), warnings: expect.any(Array) },
    });
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
    const sent = await bo.post(`/campaigns/${id}/send`).send({ acknowledge_warnings: true }).expect(200);
    expect(sent.body).toMatchObject({ status: 'scheduled', warnings_acknowledged: true });
  });

  it('refuses to edit, cancel or delete a campaign that is sending (paused shows as sending with its reason)', async () => {
    const { id } = await create();
    await t.prisma.campaign.update({ where: { id }, data: { status: 'sending', scheduled_at: new Date(), send_started_at: new Date() } });
    expect((await bo.put(`/campaigns/${id}`).send({ subject: 'x', content: BODY }).expect(409)).body.details).toEqual({
      status: 'sending',
    });
    expect((await bo.post(`/campaigns/${id}/cancel`).expect(409)).body.details).toEqual({ status: 'sending' });
    expect((await bo.post(`/campaigns/${id}/send`).send({}).expect(409)).body.details).toEqual({ status: 'sending' });
    expect((await bo.delete(`/campaigns/${id}`).expect(409)).body.details).toEqual({ status: 'sending' });
    await t.prisma.campaign.update({
      where: { id },
      data: { status: 'paused', status_reason: 'Daily sending limit reached: resumes tomorrow' },
    });
    expect((await bo.get(`/campaigns/${id}`).expect(200)).body).toMatchObject({
      status: 'sending',
      status_reason: 'Daily sending limit reached: resumes tomorrow',
    });
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).subject).toBe('Spring news');
  });

  it('counts stats from the recipient rows, with clicks per link', async () => {
    const { id } = await create();
    await t.prisma.campaign.update({ where: { id }, data: { status: 'sent', sent_at: new Date() } });
    const subscribers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((n) =>
        t.prisma.subscriber.create({ data: { tenant_id: jane.tenantId, email: `${n}-${id}@example.com`, status: 'confirmed' } }),
      ),
    );
    const now = new Date();
    const statuses = ['sent', 'sent', 'sent', 'bounced', 'queued'] as const;
    const recipients = await Promise.all(
      subscribers.map((s, i) =>
        t.prisma.campaignRecipient.create({
          data: {
            tenant_id: jane.tenantId,
            campaign_id: id,
            subscriber_id: s.id,
            email: s.email,
            status: statuses[i],
            opened_at: i < 2 ? now : null,
            clicked_at: i === 0 ? now : null,
            unsubscribed_at: i === 2 ? now : null,
          },
        }),
      ),
    );
    await t.prisma.campaignClick.createMany({
      data: [
        { tenant_id: jane.tenantId, campaign_id: id, recipient_id: recipients[0].id, url: 'https://shop.example/a' },
        { tenant_id: jane.tenantId, campaign_id: id, recipient_id: recipients[0].id, url: 'https://shop.example/a' },
        { tenant_id: jane.tenantId, campaign_id: id, recipient_id: recipients[0].id, url: 'https://shop.example/b' },
      ],
    });
    const campaign = (await bo.get(`/campaigns/${id}`).expect(200)).body;
    expect(campaign.stats).toEqual({
      recipients: 5,
      queued: 1,
      sent: 3,
      failed: 0,
      bounced: 1,
      opened: 2,
      clicked: 1,
      unsubscribed: 1,
      complained: 0,
      buy_clicks: 0,
    });
    expect(campaign.links).toEqual([
      { url: 'https://shop.example/a', clicks: 2 },
      { url: 'https://shop.example/b', clicks: 1 },
    ]);
    expect((await bo.get('/campaigns').expect(200)).body.find((c: { id: string }) => c.id === id).stats.sent).toBe(3);
  });

  it('stores an uploaded image for the body and refuses what is not an image', async () => {
    const res = await bo.post('/campaigns/images').attach('image', PNG, 'pixel.png').expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/.+\.png$/);
    expect(storedFiles(uploadDir)).toContain(res.body.url);
    expect((await bo.post('/campaigns/images').attach('image', PHP, 'x.png').expect(400)).body).toHaveProperty('message');
    expect((await bo.post('/campaigns/images').field('image', '').expect(400)).body.details).toEqual({ image: 'An image is required' });
    expect(storedFiles(uploadDir)).toHaveLength(1);
  });

  it("the upload sweep deletes a deleted draft's images that nothing else shows; a deleted sent campaign's images stay", async () => {
    const upload = async () => (await bo.post('/campaigns/images').attach('image', PNG, 'pixel.png').expect(201)).body.url as string;
    const [own, shared, inBlog, sentImage] = [await upload(), await upload(), await upload(), await upload()];
    const img = (url: string) => `<p><img src="${url}" alt=""></p>`;
    const draft = await create({ content: `${BODY}${img(own)}${img(shared)}${img(inBlog)}` });
    // Another tenant's campaign shows the shared image; a blog post shows another one.
    await t.prisma.campaign.create({ data: { tenant_id: sam.tenantId, subject: 'Copy', content: img(shared) } });
    await t.prisma.blog.create({ data: { tenant_id: jane.tenantId, title: 'Post', content: img(inBlog) } });
    const sent = await create({ content: `${BODY}${img(sentImage)}` });
    await t.prisma.campaign.update({ where: { id: sent.id }, data: { status: 'sent', send_started_at: new Date(), sent_at: new Date() } });

    await bo.delete(`/campaigns/${draft.id}`).expect(204);
    await bo.delete(`/campaigns/${sent.id}`).expect(204);
    // Deleting deleted no file; the sweep does, once nothing shows it.
    expect(storedFiles(uploadDir)).toEqual(expect.arrayContaining([own, shared, inBlog, sentImage]));
    await sweepUploads(t);
    const files = storedFiles(uploadDir);
    expect(files).not.toContain(own);
    expect(files).toEqual(expect.arrayContaining([shared, inBlog, sentImage]));
  });

  it('records a test email for the worker, addressed by the worker to the distributor', async () => {
    const { id } = await create();
    const res = await bo.post(`/campaigns/${id}/test`).expect(200);
    expect(res.body).toEqual({ message: `A test email is on its way to ${jane.email}`, to: jane.email });
    const rows = await t.prisma.outboxMessage.findMany({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } });
    expect(rows.map((r) => r.payload)).toEqual([{ tenantId: jane.tenantId, campaignId: id }]);
  });

  it('limits test emails to 20 an hour per distributor (each is an email through the relay)', async () => {
    const { id } = await create();
    const before = await t.prisma.outboxMessage.count({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } });
    const answers = [];
    for (let i = before; i < 21; i++) answers.push((await bo.post(`/campaigns/${id}/test`)).status);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect(await t.prisma.outboxMessage.count({ where: { name: 'mail.campaign-test', tenant_id: jane.tenantId } })).toBe(20);
    // Another distributor has a budget of their own.
    const samsCampaign = (await backOffice(t, sam, sam.tenantId).post('/campaigns').send({ subject: 'S', content: BODY }).expect(201)).body;
    await backOffice(t, sam, sam.tenantId).post(`/campaigns/${samsCampaign.id}/test`).expect(200);
  });

  it('publishes sent campaigns in the storefront archive, without tracking', async () => {
    const { id } = await create({ subject: 'Archived issue' });
    const { id: draft } = await create({ subject: 'Not yet' });
    await t.prisma.campaign.update({ where: { id }, data: { status: 'sent', sent_at: new Date('2026-03-01T10:00:00Z') } });
    const host = (r: request.Test) => r.set('X-Tenant-Domain', `${jane.subdomain}.localhost`);
    const list = (await host(request(t.http).get('/api/site/newsletters')).expect(200)).body;
    expect(list).toEqual(
      expect.arrayContaining([{ id, subject: 'Archived issue', preheader: 'Ideas', sent_at: '2026-03-01T10:00:00.000Z' }]),
    );
    expect(list.map((c: { id: string }) => c.id)).not.toContain(draft);
    const one = (await host(request(t.http).get(`/api/site/newsletters/${id}`)).expect(200)).body;
    expect(one.html).toContain('Spring is here');
    await host(request(t.http).get(`/api/site/newsletters/${draft}`)).expect(404);
    // Another store's archive does not have it.
    await request(t.http).get(`/api/site/newsletters/${id}`).set('X-Tenant-Domain', `${sam.subdomain}.localhost`).expect(404);
  });

  it('checks blog posts on publishing: flagged visible writing needs the acknowledgement, hidden drafts never', async () => {
    const refused = await bo.post('/blogs').send({ title: 'My story', content: FLAGGED }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'COMPLIANCE_ACK_REQUIRED',
      details: { acknowledge_warnings: 'Acknowledge the compliance warnings to publish' },
    });
    expect(refused.body.details.warnings.map((w: { kind: string }) => w.kind)).toEqual(['disease_claim', 'income_claim']);
    expect(refused.body.message).toContain('“Our tea cures cancer.”');
    const hidden = (await bo.post('/blogs').send({ title: 'My story', content: FLAGGED, is_visible: false }).expect(201)).body;
    expect((await bo.put(`/blogs/${hidden.id}`).send({ is_visible: true }).expect(400)).body.code).toBe('COMPLIANCE_ACK_REQUIRED');
    expect((await bo.put(`/blogs/${hidden.id}`).send({ is_visible: true, acknowledge_warnings: 'true' }).expect(200)).body.is_visible).toBe(
      true,
    );
    await bo.post('/blogs').send({ title: 'My story', content: FLAGGED, acknowledge_warnings: true }).expect(201);
    await bo.post('/blogs').send({ title: 'Clean', content: BODY }).expect(201);
  });

  it("refuses another distributor's token on every route (403), and a missing token (401)", async () => {
    const { id } = await create();
    const other = backOffice(t, sam, jane.tenantId);
    const body = { subject: 'x', content: BODY };
    const calls = [
      other.get('/campaigns'),
      other.post('/campaigns').send(body),
      other.post('/campaigns/preview').send(body),
      other.get(`/campaigns/${id}`),
      other.put(`/campaigns/${id}`).send(body),
      other.delete(`/campaigns/${id}`),
      other.get(`/campaigns/${id}/preview`),
      other.post(`/campaigns/${id}/test`),
      other.post(`/campaigns/${id}/send`).send({}),
      other.post(`/campaigns/${id}/cancel`),
      other.post('/campaigns/images').attach('image', PNG, 'pixel.png'),
    ];
    for (const call of calls) expect((await call).status).toBe(403);
    // Sam's own tenant does not find Jane's campaign either.
    await backOffice(t, sam, sam.tenantId).get(`/campaigns/${id}`).expect(404);
    await request(t.http).get(`/api/tenants/${jane.tenantId}/campaigns`).expect(401);
    expect((await t.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
  });
});
