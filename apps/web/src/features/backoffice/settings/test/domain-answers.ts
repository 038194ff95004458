import { settingsAnswer, type certificate as certificateOf } from '@/test/fixtures';

/** GET /tenants/t-1/settings answers for a site moving to shop.example.org (docs/domains.md). */

type Certificate = Partial<ReturnType<typeof certificateOf>>;

/** The worker has looked once: TXT not checked yet, CNAME pointing elsewhere, CAA fine. */
export const pendingDomain = (certificate?: Certificate) =>
  settingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
    verification: {
      status: 'pending',
      domain: 'shop.example.org',
      records: [
        { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' },
        {
          type: 'CNAME',
          name: 'shop.example.org',
          value: 'sites.localhost',
          found: ['shops.otherhost.net'],
          ok: false,
          problem: 'shop.example.org points to shops.otherhost.net (CNAME), not to sites.localhost',
        },
        { type: 'CAA', name: 'example.org', value: 'letsencrypt.org', found: [], ok: true, problem: null },
      ],
      checked_at: '2026-05-01T10:00:00Z',
      next_check_at: '2026-05-01T10:01:00Z',
      message: 'Waiting for DNS',
    },
    certificate,
  });

/** DNS verified; the certificate as given (the domain counts as verified once it is active). */
export const verifiedDomain = (certificate: Certificate) =>
  settingsAnswer({
    settings: {
      subdomain: 'jane',
      domain_type: 'custom_domain',
      custom_domain: 'shop.example.org',
      dns_status: 'verified',
      custom_domain_status: certificate.status === 'active' ? 'verified' : 'pending',
    },
    verification: {
      status: 'verified',
      domain: 'shop.example.org',
      records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123', found: ['token-123'], ok: true }],
      checked_at: '2026-05-01T10:05:00Z',
      next_check_at: null,
      message: 'DNS records verified',
    },
    certificate,
  });

/** Another site verified shop.example.org first: this site's claim stopped (docs/domains.md §1). */
export const takenDomain = () =>
  settingsAnswer({
    settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
    verification: {
      status: 'taken',
      domain: 'shop.example.org',
      records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123', found: [], ok: false }],
      checked_at: '2026-05-01T10:00:00Z',
      next_check_at: null,
      message:
        'This domain was verified by another site: shop.example.org now belongs to that site, so we stopped checking it for yours. ' +
        'If the domain is yours, contact support; once it is free again, press Verify now.',
    },
  });
