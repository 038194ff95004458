import { describe, expect, it } from '@jest/globals';
import { decodeSiteEvent, encodeSiteEvent, siteEventIdOf, type BufferedSiteEvent } from './site-events.js';

const event: BufferedSiteEvent = {
  tenantId: '01941f29-7c00-7886-90d1-16fd299b13ad',
  at: 1_795_462_662_674,
  visitor: '-7265761730948737557',
  path: '/products',
  source: 'qr',
  referrerDomain: null,
  utmSource: 'qr',
  utmMedium: null,
  utmCampaign: 'spring',
  device: 'mobile',
};

describe('buffered page views', () => {
  it('round-trips through the stream encoding', () => {
    expect(decodeSiteEvent(encodeSiteEvent(event))).toEqual(event);
  });

  it.each([
    ['not JSON', 'nope'],
    ['a tenant id that is not a UUID', encodeSiteEvent({ ...event, tenantId: "x'; drop table" })],
    ['a visitor that is not a number', encodeSiteEvent({ ...event, visitor: '12a' })],
    ['an unknown device', encodeSiteEvent({ ...event, device: 'watch' as never })],
    ['a fractional time', encodeSiteEvent({ ...event, at: 1.5 })],
  ])('refuses %s (it would fail the whole batch in the database)', (_, text) => {
    expect(decodeSiteEvent(text)).toBeNull();
  });

  it('derives distinct, ordered row ids from stream entry ids', () => {
    expect(siteEventIdOf('1795462662715-0')).toBe(1_795_462_662_715n << 20n);
    expect(siteEventIdOf('1795462662715-1') - siteEventIdOf('1795462662715-0')).toBe(1n);
    expect(siteEventIdOf('1795462662716-0')).toBeGreaterThan(siteEventIdOf('1795462662715-999999'));
    // The last millisecond that fits (in the year 2248).
    expect(siteEventIdOf('8796093022207-1048575')).toBe(2n ** 63n - 1n);
  });
});
