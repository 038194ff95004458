import { describe, expect, it } from '@jest/globals';
import { isIdleResult } from './idle-result.js';

describe('isIdleResult', () => {
  it('is true for a result whose counts are all zero', () => {
    expect(isIdleResult({ started: 0, running: 0, finished: 0, lanesQueued: 0 })).toBe(true);
  });

  it.each([
    ['a count above zero', { started: 0, running: 1 }],
    ['an empty object', {}],
    ['a text result', 'sent'],
    ['no result', null],
    ['a list', [0, 0]],
    ['a non-numeric field', { started: 0, status: 'ok' }],
  ])('is false for %s', (_what, result) => {
    expect(isIdleResult(result)).toBe(false);
  });
});
