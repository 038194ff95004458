/** Client-side checks; the server re-validates everything (docs/product.md#validation). The subdomain shape is the API's (`@ds/shared`). */
import { SUBDOMAIN_HINT, SUBDOMAIN_PATTERN } from '@ds/shared';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export const required = (label: string) => (value: string) => (value.trim() === '' ? `${label} is required` : null);

export const validEmail = (value: string) => {
  if (value.trim() === '') return 'Email is required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'Enter a valid email address';
};

export const validPassword = (value: string) =>
  value.length < MIN_PASSWORD_LENGTH ? `Password must be at least ${String(MIN_PASSWORD_LENGTH)} characters` : null;

export const validSubdomain = (value: string) => {
  if (value === '') return 'Subdomain is required';
  return SUBDOMAIN_PATTERN.test(value) ? null : SUBDOMAIN_HINT;
};

/** What a user types becomes a valid-looking label: lower case, no spaces. */
export const normalizeSubdomain = (value: string) => value.toLowerCase().replace(/\s+/g, '');
