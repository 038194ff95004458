import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await request(t.http).post('/api/users/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body', code: 'INVALID_JSON' });
  });

  it('answers an unknown route with 404', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: 'No route matches GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await request(t.http).put('/api/users/signup').expect(405);
    expect(res.headers.allow).toContain('POST');
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('never leaks a stack trace', async () => {
    const res = await request(t.http)
      .post('/api/users/signup')
      .send({ first_name: { $ne: 1 } })
      .expect(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'details', 'message']);
  });

  it('reports database and Redis health', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body.info).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/users/signup', '/api/users/login', '/api/site/by-domain', '/api/admin/login']),
    );
  });

  it('tells the web app its deployment at /runtime-config.js', async () => {
    const res = await request(t.http).get('/runtime-config.js').expect(200);
    expect(res.text).toContain('"baseDomain":"localhost"');
  });

  describe('GET /api/site/by-domain', () => {
    it('answers 404 STORE_NOT_FOUND for an unknown subdomain and for the main domain', async () => {
      for (const host of ['nobody.localhost', 'localhost', 'unknown-custom.example.org']) {
        const res = await request(t.http).get('/api/site/by-domain').set('X-Tenant-Domain', host).expect(404);
        expect(res.body).toEqual({ message: 'Store not found', code: 'STORE_NOT_FOUND' });
      }
    });
  });
});
