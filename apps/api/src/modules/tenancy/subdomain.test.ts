import { describe, expect, it } from '@jest/globals';
import { normaliseSubdomain } from './subdomain.js';

// The rules themselves are tested where they live: packages/shared/src/subdomain.test.ts.
describe('normaliseSubdomain', () => {
  it('normalises case and spaces', () => expect(normaliseSubdomain('  JaNe ')).toBe('jane'));
});
