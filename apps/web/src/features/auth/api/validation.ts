/** Client-side checks; the server re-validates everything (docs/product.md#validation). */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** 3–63 of [a-z0-9-], no leading or trailing hyphen (docs/product.md#validation). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;
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
  return SUBDOMAIN_PATTERN.test(value) ? null : 'Use 3–63 lowercase letters, digits or hyphens, not starting or ending with a hyphen';
};

/** What a user types becomes a valid-looking label: lower case, no spaces. */
export const normalizeSubdomain = (value: string) => value.toLowerCase().replace(/\s+/g, '');
