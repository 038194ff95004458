import { expect } from '@jest/globals';
import type { Stack } from './stack.js';

/** Signs a distributor up through the API (its store is `<subdomain>.localhost`); resolves with the tenant id. */
export async function signUpDistributor(stack: Stack, first: string, subdomain = first.toLowerCase()): Promise<string> {
  const res = await fetch(`${stack.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: first,
      last_name: 'Seller',
      email: `${subdomain}@example.com`,
      password: `${subdomain}-password-1`,
      subdomain,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tenant_id: string }).tenant_id;
}
