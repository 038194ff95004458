import { Module } from '@nestjs/common';
import { AcmeGateway } from './certificates/acme-gateway.js';
import { AcmeIssuer } from './certificates/acme-issuer.js';
import { CertificateIssueHandler } from './certificates/certificate-issue.handler.js';
import { CertificateRenewHandler } from './certificates/certificate-renew.handler.js';
import { OrderLimiter } from './certificates/order-limiter.js';
import { CustomDomainsSweeper } from './custom-domains-sweeper.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { DnsVerifyHandler } from './dns-verify.handler.js';
import { DomainNoticeMailHandler } from './domain-notice-mail.handler.js';

/**
 * Custom domains: DNS verification, ACME certificates and their renewal (docs/domains.md), the sweeper
 * restoring their schedules and the distributor's emails about them. Exports the DNS resolver (`DnsLookup`)
 * the sending domains' and the deliverability checks ask through. Config and the database (`Database`)
 * come from `WorkerModule`.
 */
@Module({
  providers: [
    DomainNoticeMailHandler,
    DnsLookup,
    DnsVerifyHandler,
    AcmeGateway,
    OrderLimiter,
    AcmeIssuer,
    CertificateIssueHandler,
    CertificateRenewHandler,
    CustomDomainsSweeper,
  ],
  exports: [DnsLookup],
})
export class CustomDomainsModule {}
