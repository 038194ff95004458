/**
 * A tenant saved a new or changed custom domain; its DNS must be verified.
 * Handled by `EnqueueDnsCheckWhenDomainRequested` (job `dns.verify`, docs/domains.md).
 */
export class CustomDomainRequested {
  constructor(
    readonly tenantId: string,
    readonly domain: string,
  ) {}
}

/**
 * The distributor pressed "Refresh DNS" / "Verify now" (or an admin pressed retry): re-check now instead
 * of at the next scheduled time. Handled by `EnqueueDnsCheckWhenDomainRequested`.
 */
export class DomainRecheckRequested {
  constructor(readonly tenantId: string) {}
}
