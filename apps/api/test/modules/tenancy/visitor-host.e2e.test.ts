import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';

jest.setTimeout(60_000);

/**
 * The visitor's host decides which store answers (apps/api/src/infra/http/visitor.ts). A header that names
 * several hosts must not be read as its first one: it is refused, on the Nest routes and on the hot
 * cache's fast path alike, before any store is looked up.
 */
describe('a host header naming more than one host', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  const host = (who: SignedUp) => `${who.subdomain}.localhost`;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  const refusal = (header: string) => ({
    message: `${header} must name one host`,
    code: 'INVALID_HOST',
    details: { [header]: expect.stringMatching(/one host/) },
  });

  it.each([
    ['a comma-separated list', (value: string[]) => value.join(', ')],
    ['a list without spaces', (value: string[]) => value.join(',')],
    ['a host after an empty entry', (value: string[]) => `, ${value[0]}`],
    ['two hosts separated by a space', (value: string[]) => value.join(' ')],
  ])('X-Tenant-Domain holding %s: 400 on every site route, never the first store', async (_label, shape) => {
    const value = shape([host(jane), host(sam)]);
    for (const path of ['/api/site/by-domain', '/api/site/data', '/api/site/products']) {
      const res = await request(t.http).get(path).set('X-Tenant-Domain', value).expect(400);
      expect(res.body).toEqual(refusal('X-Tenant-Domain'));
    }
  });

  it('X-Tenant-Domain sent twice (Node joins the lines with a comma): 400', async () => {
    const res = await request(t.http)
      .get('/api/site/by-domain')
      .set('X-Tenant-Domain', [host(jane), host(sam)] as unknown as string)
      .expect(400); // superagent sends an array as two header lines; its types allow that for Cookie only
    expect(res.body).toEqual(refusal('X-Tenant-Domain'));
  });

  it('is refused even when the first host has a hot-cached answer (the fast path answers before Express)', async () => {
    await request(t.http).get('/api/site/data').set('X-Tenant-Domain', host(jane)).expect(200);
    await request(t.http).get('/api/site/data').set('X-Tenant-Domain', host(jane)).expect(200);
    const res = await request(t.http)
      .get('/api/site/data')
      .set('X-Tenant-Domain', `${host(jane)}, ${host(sam)}`)
      .expect(400);
    expect(res.body).toEqual(refusal('X-Tenant-Domain'));
  });

  it.each([`JANE, SAM`, 'JANE SAM'])('Host holding %s (no X-Tenant-Domain): 400 naming Host', async (shape) => {
    const value = shape.replace('JANE', host(jane)).replace('SAM', host(sam));
    for (const path of ['/api/site/by-domain', '/api/site/data']) {
      const res = await request(t.http).get(path).set('Host', value).expect(400);
      expect(res.body).toEqual(refusal('Host'));
    }
  });

  it('one host, with or without a port or surrounding spaces, still resolves', async () => {
    for (const value of [host(jane), ` ${host(jane).toUpperCase()}:3000 `, `${host(jane)}.`]) {
      const res = await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', value).expect(200);
      expect(res.body.tenant.id).toBe(jane.tenantId);
    }
    const byHost = await request(t.http)
      .get('/api/site/by-domain')
      .set('Host', `${host(sam)}:3000`)
      .expect(200);
    expect(byHost.body.tenant.id).toBe(sam.tenantId);
  });
});
