import { expect } from '@jest/globals';
import type { Stack } from './stack.js';

/** What the signup form sends. */
export interface SignupForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  subdomain: string;
  /** ISO 3166 country (a catalog market); the site's language and currency follow it. Default US. */
  country?: string;
}

/** The signup's answer: the distributor's session and their tenant. */
export interface SignedUp {
  token: string;
  tenant_id: string;
}

/** A distributor named `first` with store `<subdomain>.localhost`, email `<subdomain>@example.com`, password `<subdomain>-password-1`. */
export function distributorForm(first: string, subdomain = first.toLowerCase()): SignupForm {
  return { first_name: first, last_name: 'Seller', email: `${subdomain}@example.com`, password: `${subdomain}-password-1`, subdomain };
}

/** Signs a distributor up through the API (POST /api/users/signup, expected 201). */
export async function signUp(stack: Stack, form: SignupForm): Promise<SignedUp> {
  const res = await fetch(`${stack.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as SignedUp;
}

/** Signs a distributor up through the API (its store is `<subdomain>.localhost`); resolves with the tenant id. */
export async function signUpDistributor(stack: Stack, first: string, subdomain = first.toLowerCase()): Promise<string> {
  return (await signUp(stack, distributorForm(first, subdomain))).tenant_id;
}
