import { describe, expect, it } from 'vitest';
import { matchesTerm } from '@/lib/search';

describe('client-side search', () => {
  it('is a case-insensitive "contains" of the trimmed term in any of the texts', () => {
    expect(matchesTerm('  COOPER ', 'Jane Cooper')).toBe(true);
    expect(matchesTerm('jane.c@example', 'Jane', 'JANE.C@Example.com')).toBe(true);
    expect(matchesTerm('nobody', 'Jane Cooper')).toBe(false);
  });

  it('a blank term matches everything; missing texts match nothing', () => {
    expect(matchesTerm('   ', 'anything')).toBe(true);
    expect(matchesTerm('x', null, undefined)).toBe(false);
  });
});
