import { describe, expect, it } from 'vitest';
import {
  FLEET_ISSUING_POLL_MS,
  FLEET_FILTERS,
  FLEET_POLL_MS,
  fleetDnsChip,
  fleetPollInterval,
  fleetSiteLabel,
} from '@/features/admin/domains/lib/fleet';
import { fleetDomain } from '@/test/fixtures';

const jane = fleetDomain({
  tenant_id: 't-1',
  subdomain: 'jane',
  site_name: "Jane's Wellness",
  domain: 'www.jane-wellness.com',
  verification_status: 'verified',
  certificate: { status: 'active', not_after: '2027-02-19T10:00:00.000Z' },
});
const bob = fleetDomain({
  tenant_id: 't-2',
  subdomain: 'bob',
  site_name: null,
  domain: 'bob.example.org',
  verification_status: 'pending',
  certificate: { status: 'none' },
});

describe('fleet list rules', () => {
  it('offers every DNS status the server filters by, and All', () => {
    expect(FLEET_FILTERS.map((filter) => filter.value)).toEqual(['all', 'pending', 'verified', 'misconfigured', 'failed', 'taken']);
  });

  it('labels the DNS chip; a domain without a verification reads "Not checked"', () => {
    expect(fleetDnsChip('verified')).toEqual({ label: 'Verified', color: 'green' });
    expect(fleetDnsChip('pending')).toEqual({ label: 'Pending', color: 'yellow' });
    expect(fleetDnsChip('misconfigured')).toEqual({ label: 'Misconfigured', color: 'red' });
    expect(fleetDnsChip('failed')).toEqual({ label: 'Failed', color: 'red' });
    expect(fleetDnsChip('taken')).toEqual({ label: 'Taken by another site', color: 'red' });
    expect(fleetDnsChip('none')).toEqual({ label: 'Not checked', color: 'gray' });
  });

  it('names the tenant by site name, else subdomain', () => {
    expect(fleetSiteLabel(jane)).toBe("Jane's Wellness");
    expect(fleetSiteLabel(bob)).toBe('bob');
  });

  it('polls fast for a while after a retry, slowly while a certificate is issuing, otherwise not', () => {
    const now = 1_000_000;
    expect(fleetPollInterval([jane, bob], now + 1, now)).toBe(FLEET_POLL_MS);
    expect(fleetPollInterval([jane, bob], now, now)).toBe(false);
    const issuing = { ...bob, certificate: { ...bob.certificate, status: 'issuing' as const } };
    expect(fleetPollInterval([jane, issuing], 0, now)).toBe(FLEET_ISSUING_POLL_MS);
    expect(fleetPollInterval(undefined, 0, now)).toBe(false);
  });
});
