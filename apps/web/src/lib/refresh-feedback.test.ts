import { describe, expect, it } from 'vitest';
import { refreshFeedback, REFRESH_WAIT_MS } from './refresh-feedback';

describe('refreshFeedback', () => {
  const at = Date.parse('2026-11-23T10:00:00Z');
  it('says nothing before a click', () => {
    expect(refreshFeedback({ requestedAt: null, refreshing: false, checkedAt: null, now: at })).toBe('idle');
  });
  it('checks until a look-up newer than the click lands, then shows its result', () => {
    expect(refreshFeedback({ requestedAt: at, refreshing: true, checkedAt: null, now: at })).toBe('checking');
    expect(refreshFeedback({ requestedAt: at, refreshing: false, checkedAt: '2026-11-23T09:59:00Z', now: at + 5000 })).toBe('checking');
    expect(refreshFeedback({ requestedAt: at, refreshing: false, checkedAt: '2026-11-23T10:00:03Z', now: at + 5000 })).toBe('done');
  });
  it('says so when the worker is slow', () => {
    expect(refreshFeedback({ requestedAt: at, refreshing: false, checkedAt: null, now: at + REFRESH_WAIT_MS + 1 })).toBe('slow');
  });
});
