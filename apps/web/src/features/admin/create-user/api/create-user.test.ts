import { describe, expect, it } from 'vitest';
import { createUser, createUserErrors, CREATED_MESSAGE } from '@/features/admin/create-user/api/create-user';
import { validateNewUser } from '@/features/admin/create-user/routes/create-user';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { ApiError } from '@/lib/api-client';

const input = {
  first_name: ' Nora ',
  last_name: 'Admin',
  email: 'Nora@Example.com',
  subdomain: 'Nora-Site',
  country: 'CA' as const,
  mobile: '',
};

describe('create user', () => {
  it('posts the trimmed fields (no empty mobile) and returns the server message', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(201, { message: 'Distributor created. Welcome email sent.', tenant_id: 't-9' }));
    await expect(createUser(input)).resolves.toBe('Distributor created. Welcome email sent.');
    expect(sent().url).toBe('/api/admin/create-user');
    expect(sent().json).toEqual({
      first_name: 'Nora',
      last_name: 'Admin',
      email: 'nora@example.com',
      subdomain: 'nora-site',
      country: 'CA',
    });
  });

  it('falls back to the documented message', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValue(json(201, {}));
    await expect(createUser(input)).resolves.toBe(CREATED_MESSAGE);
  });

  it('a 409 becomes an error on the taken field', () => {
    const email = new ApiError(
      409,
      'An account with this email already exists',
      { email: 'An account with this email already exists' },
      'EMAIL_TAKEN',
    );
    expect(createUserErrors(email)).toEqual({ email: 'An account with this email already exists' });
    const subdomain = new ApiError(409, 'This subdomain is already taken', undefined, 'SUBDOMAIN_TAKEN');
    expect(createUserErrors(subdomain)).toEqual({ subdomain: 'This subdomain is already taken' });
    const valueOnly = new ApiError(409, 'Email taken', { email: 'nora@example.com' }, 'EMAIL_TAKEN');
    expect(createUserErrors(valueOnly)).toEqual({ email: 'Email taken' });
  });

  it('checks the fields before sending', () => {
    expect(validateNewUser({ ...input, first_name: ' ', email: 'nope', subdomain: '-x' })).toEqual({
      first_name: 'First name is required',
      email: 'Enter a valid email address',
      subdomain: expect.stringContaining('3–63') as unknown,
    });
    expect(validateNewUser(input)).toEqual({});
  });
});
