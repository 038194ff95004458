import { describe, expect, it } from 'vitest';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { errorMessage, failureMessage, fieldErrorsFrom, serverFieldErrors, splitFieldErrors } from '@/lib/form-errors';

describe('fieldErrorsFrom', () => {
  it('maps a details object of field → message', () => {
    expect(fieldErrorsFrom({ subdomain: 'Subdomain is already taken', email: ['Email is taken', 'x'] })).toEqual({
      subdomain: 'Subdomain is already taken',
      email: 'Email is taken',
    });
  });

  it('accepts a list of {field, message} entries', () => {
    expect(
      fieldErrorsFrom([
        { field: 'email', message: 'Bad email' },
        { property: 'mobile', message: 'Bad' },
      ]),
    ).toEqual({
      email: 'Bad email',
      mobile: 'Bad',
    });
  });

  it('ignores details that carry no field messages', () => {
    expect(fieldErrorsFrom('Bad Request')).toEqual({});
    expect(fieldErrorsFrom(undefined)).toEqual({});
    expect(fieldErrorsFrom({ count: 3 })).toEqual({});
  });
});

describe('errorMessage', () => {
  it('prefers the API error message', () => {
    expect(errorMessage(new ApiError(401, 'Invalid email or password'), 'Login failed')).toBe('Invalid email or password');
  });

  it('falls back to the screen default for anything else', () => {
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(500, ''), 'Login failed')).toBe('Login failed');
  });
});

describe('server errors → field errors', () => {
  it('maps a details object of field → message (the API’s VALIDATION_FAILED shape)', () => {
    const error = new ApiError(
      400,
      'Enter a valid domain',
      { custom_domain: 'Enter a valid domain', email_id: ['Bad email'] },
      'VALIDATION_FAILED',
    );
    expect(serverFieldErrors(error)).toEqual({ custom_domain: 'Enter a valid domain', email_id: 'Bad email' });
  });

  it('maps an errors list (docs/product.md#validation) kept in details when the body has no message', () => {
    const error = new ApiError(400, REQUEST_FAILED_MESSAGE, {
      errors: [
        { field: 'custom_domain', message: 'Domain is taken' },
        { path: 'mobile', msg: 'Too long' },
        { property: 'email_id', constraints: { isEmail: 'email_id must be an email' } },
        { field: 'custom_domain', message: 'second message is ignored' },
        'not an entry',
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      custom_domain: 'Domain is taken',
      mobile: 'Too long',
      email_id: 'email_id must be an email',
    });
  });

  it('maps a bare list of entries and an errors map', () => {
    expect(serverFieldErrors(new ApiError(400, 'x', [{ field: 'name', message: 'Required' }]))).toEqual({ name: 'Required' });
    expect(serverFieldErrors(new ApiError(400, 'x', { errors: { name: 'Required' } }))).toEqual({ name: 'Required' });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'Internal server error'))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'x', 'text details'))).toEqual({});
    expect(serverFieldErrors(new Error('plain'))).toEqual({});
  });

  it('keeps errors for inputs on the form and reports the rest', () => {
    expect(splitFieldErrors({ name: 'Required', slug: 'Taken' }, ['name'])).toEqual({ fields: { name: 'Required' }, other: ['Taken'] });
  });

  it("uses the server's message, else the screen's default (docs/product.md#validation 'Failed to update settings')", () => {
    expect(failureMessage(new ApiError(409, 'This domain is already used by another site'), 'Failed to update settings')).toBe(
      'This domain is already used by another site',
    );
    expect(failureMessage(new ApiError(500, REQUEST_FAILED_MESSAGE), 'Failed to update settings')).toBe('Failed to update settings');
    expect(failureMessage(new Error('x'), 'Failed to update settings')).toBe('Failed to update settings');
  });
});
