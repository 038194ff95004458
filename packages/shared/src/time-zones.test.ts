import { describe, expect, it } from '@jest/globals';
import { defaultTimeZone, ianaTimeZone, localDayAndHour, tenantLocalDay, tenantTimeZone } from './time-zones.js';

describe('time zones (docs/product.md "Contacts")', () => {
  it('knows IANA zones through Intl, in their canonical spelling', () => {
    expect(ianaTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(ianaTimeZone('europe/berlin')).toBe('Europe/Berlin');
    for (const bad of ['Mars/Olympus', '', '   ', 42, null, 'x'.repeat(65)]) expect(ianaTimeZone(bad)).toBeNull();
  });

  it("gives a country's zone: a main one where Intl's first is outlying, else Intl's first, else UTC", () => {
    expect(defaultTimeZone('US')).toBe('America/New_York');
    expect(defaultTimeZone('fr')).toBe('Europe/Paris');
    expect(defaultTimeZone('JP')).toBe('Asia/Tokyo');
    expect(defaultTimeZone('IN')).toBe('Asia/Calcutta');
    for (const none of ['', 'ZZZ', null, undefined]) expect(defaultTimeZone(none)).toBe('UTC');
  });

  it("uses the tenant's own zone while Intl knows it, else the country's", () => {
    expect(tenantTimeZone({ time_zone: 'Europe/Paris', country: 'US' })).toBe('Europe/Paris');
    expect(tenantTimeZone({ time_zone: null, country: 'US' })).toBe('America/New_York');
    expect(tenantTimeZone({ time_zone: 'Gone/Zone', country: 'DE' })).toBe('Europe/Berlin');
  });

  it('reads the day and hour on the zone’s clock, across the date line and in half-hour zones', () => {
    const at = new Date('2026-12-01T22:45:00Z');
    expect(localDayAndHour(at, 'UTC')).toEqual({ date: '2026-12-01', hour: 22 });
    expect(localDayAndHour(at, 'Australia/Sydney')).toEqual({ date: '2026-12-02', hour: 9 });
    expect(localDayAndHour(at, 'Asia/Kolkata')).toEqual({ date: '2026-12-02', hour: 4 });
    expect(localDayAndHour(at, 'America/Los_Angeles')).toEqual({ date: '2026-12-01', hour: 14 });
  });

  it("counts the distributor's day on their clock: their zone, else their country's", () => {
    const at = new Date('2026-12-01T16:30:00Z');
    expect(tenantLocalDay({ time_zone: 'Asia/Seoul', country: 'US' }, at)).toEqual({ date: '2026-12-02', hour: 1 });
    expect(tenantLocalDay({ time_zone: null, country: 'KR' }, at)).toEqual({ date: '2026-12-02', hour: 1 });
    expect(tenantLocalDay({ time_zone: null, country: 'US' }, new Date('2026-12-02T03:00:00Z'))).toEqual({ date: '2026-12-01', hour: 22 });
    expect(tenantLocalDay({ time_zone: 'UTC', country: 'KR' }, at)).toEqual({ date: '2026-12-01', hour: 16 });
  });
});
