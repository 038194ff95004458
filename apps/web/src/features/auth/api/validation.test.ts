import { describe, expect, it } from 'vitest';
import { normalizeSubdomain, validEmail, validPassword, validSubdomain } from '@/features/auth/api/validation';

describe('signup validation', () => {
  it('accepts 3–63 lowercase letters, digits and inner hyphens as a subdomain', () => {
    expect(validSubdomain('jane')).toBeNull();
    expect(validSubdomain('jane-doe-2')).toBeNull();
    expect(validSubdomain('a'.repeat(63))).toBeNull();
  });

  it('rejects short, long, hyphen-edged or odd subdomains', () => {
    expect(validSubdomain('')).toBe('Subdomain is required');
    for (const bad of ['ab', 'a'.repeat(64), '-jane', 'jane-', 'jane_doe', 'jane.doe']) {
      expect(validSubdomain(bad), bad).not.toBeNull();
    }
  });

  it('lower-cases and strips spaces while typing', () => {
    expect(normalizeSubdomain('Jane Doe')).toBe('janedoe');
  });

  it('checks email shape and password length', () => {
    expect(validEmail('jane@example.com')).toBeNull();
    expect(validEmail('jane')).not.toBeNull();
    expect(validPassword('1234567')).not.toBeNull();
    expect(validPassword('12345678')).toBeNull();
  });
});
