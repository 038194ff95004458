import { describe, expect, it } from '@jest/globals';
import { knownTimeZone, stepDueAt } from './sequences.js';

const email = (wait_amount: number, wait_unit: 'hours' | 'days', at_hour: number | null = null) => ({
  type: 'email',
  wait_amount,
  wait_unit,
  at_hour,
});
const at = (iso: string) => new Date(iso);

describe('stepDueAt (docs/product.md "Sequences": waits, "then at HH:00", never at night)', () => {
  it('adds the wait; a tag or status step has no night rule', () => {
    expect(stepDueAt(at('2026-12-01T09:00:00Z'), email(3, 'hours'), 'UTC')).toEqual(at('2026-12-01T12:00:00Z'));
    expect(stepDueAt(at('2026-12-01T09:00:00Z'), email(2, 'days'), 'UTC')).toEqual(at('2026-12-03T09:00:00Z'));
    expect(stepDueAt(at('2026-12-01T20:00:00Z'), { ...email(3, 'hours'), type: 'add_tag' }, 'UTC')).toEqual(at('2026-12-01T23:00:00Z'));
  });

  it('sends at HH:00 in the zone: the same day when still ahead, else the next', () => {
    // 08:00 UTC is 09:00 in Berlin (winter): 10:00 there is still ahead.
    expect(stepDueAt(at('2026-12-01T08:00:00Z'), email(0, 'hours', 10), 'Europe/Berlin')).toEqual(at('2026-12-01T09:00:00Z'));
    expect(stepDueAt(at('2026-12-01T10:00:00Z'), email(0, 'hours', 10), 'Europe/Berlin')).toEqual(at('2026-12-02T09:00:00Z'));
    // Los Angeles is UTC−8 in winter.
    expect(stepDueAt(at('2026-12-01T20:00:00Z'), email(1, 'days', 9), 'America/Los_Angeles')).toEqual(at('2026-12-03T17:00:00Z'));
  });

  it('keeps the wall-clock hour across a daylight-saving change', () => {
    // Berlin springs forward on 2027-03-28: 09:00 is 08:00 UTC before and 07:00 UTC after.
    expect(stepDueAt(at('2027-03-27T08:00:00Z'), email(1, 'days', 9), 'Europe/Berlin')).toEqual(at('2027-03-28T07:00:00Z'));
  });

  it('counts days in the zone, also where the offset is not whole hours', () => {
    // 10:45 in India (UTC+05:30) a day later.
    expect(stepDueAt(at('2026-12-01T05:15:00Z'), email(1, 'days'), 'Asia/Kolkata')).toEqual(at('2026-12-02T05:15:00Z'));
  });

  it('moves a step due at night to 08:00 in the zone', () => {
    // 21:30 in Berlin → 08:00 the next morning.
    expect(stepDueAt(at('2026-12-01T08:30:00Z'), email(12, 'hours'), 'Europe/Berlin')).toEqual(at('2026-12-02T07:00:00Z'));
    // 03:00 in Berlin → 08:00 the same morning.
    expect(stepDueAt(at('2026-12-01T20:00:00Z'), email(6, 'hours'), 'Europe/Berlin')).toEqual(at('2026-12-02T07:00:00Z'));
    // Daytime stays as it is.
    expect(stepDueAt(at('2026-12-01T08:00:00Z'), email(1, 'hours'), 'Europe/Berlin')).toEqual(at('2026-12-01T09:00:00Z'));
  });

  it('takes an unknown zone as UTC', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(stepDueAt(at('2026-12-01T09:00:00Z'), email(0, 'hours', 10), 'Mars/Olympus')).toEqual(at('2026-12-01T10:00:00Z'));
  });
});
