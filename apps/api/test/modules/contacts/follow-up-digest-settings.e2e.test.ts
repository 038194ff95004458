import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { digestOptOutUrl, linkSecrets } from '@ds/mail-identity';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';

jest.setTimeout(60_000);

/** The follow-up digest's settings (time zone, on/off) and its one-click opt-out link (docs/product.md "Contacts"). */
describe('follow-up digest settings and opt-out', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
  });
  afterAll(() => t.close());

  it("answers the country's zone until one is chosen, stores a chosen zone canonically, refuses an unknown one", async () => {
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { country: 'US' } });
    expect((await bo.get('/settings').expect(200)).body.settings).toMatchObject({
      time_zone: null,
      effective_time_zone: 'America/New_York',
      default_time_zone: 'America/New_York',
      follow_up_digest: true,
    });
    const saved = await bo.put('/settings').field('time_zone', 'europe/berlin').field('follow_up_digest', 'false').expect(200);
    expect(saved.body.settings).toMatchObject({
      time_zone: 'Europe/Berlin',
      effective_time_zone: 'Europe/Berlin',
      follow_up_digest: false,
    });
    expect(await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).toMatchObject({
      time_zone: 'Europe/Berlin',
      follow_up_digest: false,
    });

    const refused = await bo.put('/settings').field('time_zone', 'Mars/Olympus').expect(400);
    expect(refused.body).toMatchObject({ details: { time_zone: expect.stringContaining('IANA time zone') } });
    await bo.put('/settings').field('follow_up_digest', 'maybe').expect(400);

    // "" goes back to the country's zone.
    const cleared = await bo.put('/settings').field('time_zone', '').field('follow_up_digest', 'true').expect(200);
    expect(cleared.body.settings).toMatchObject({ time_zone: null, effective_time_zone: 'America/New_York', follow_up_digest: true });
  });

  it('opts out in one click: GET shows the button only, POST turns the digest off; a forged or altered link is refused', async () => {
    const url = new URL(digestOptOutUrl('http://localhost', linkSecrets(t.config), jane.tenantId));
    const path = `${url.pathname}${url.search}`;
    const page = await request(t.http)
      .get(path)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('Stop the daily digest');
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).follow_up_digest).toBe(true);

    const done = await request(t.http).post(path).expect(200);
    expect(done.text).toContain('The daily digest is off');
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: jane.tenantId } })).follow_up_digest).toBe(false);
    // Once more is harmless; Sam's digest is untouched.
    await request(t.http).post(path).expect(200);
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } })).follow_up_digest).toBe(true);

    const token = url.searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [altered, 'nonsense', ''])
      expect((await request(t.http).post('/api/follow-up-digest/opt-out').query({ token: bad }).expect(400)).text).toContain('not valid');
    expect((await t.prisma.tenant.findUniqueOrThrow({ where: { id: sam.tenantId } })).follow_up_digest).toBe(true);
  });
});
