import argon2 from 'argon2';
import request from 'supertest';
import type { TestApp } from './test-app.js';

let counter = 0;

export interface SignedUp {
  token: string;
  tenantId: string;
  userId: string;
  email: string;
  subdomain: string;
  password: string;
}

/** Signs a distributor up through the real endpoint. */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}): Promise<SignedUp> {
  counter += 1;
  const body = {
    first_name: 'Test',
    last_name: `User${counter}`,
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'correct-horse-1',
    subdomain: `site${counter}x${Date.now().toString(36)}`,
    ...overrides,
  };
  const res = await request(t.http).post('/api/users/signup').send(body);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    token: res.body.token,
    tenantId: res.body.tenant_id,
    userId: res.body.user.id,
    email: body.email,
    subdomain: body.subdomain,
    password: body.password,
  };
}

/** Creates the platform admin `root@example.com` and signs in as them through the real endpoint; returns the token. */
export async function signInRootAdmin(t: TestApp): Promise<string> {
  const [email, password] = ['root@example.com', 'admin-pass-1'];
  await t.prisma.admin.create({ data: { name: 'Root', email, password_hash: await argon2.hash(password, { type: argon2.argon2id }) } });
  const res = await request(t.http).post('/api/admin/login').send({ email, password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
