import { Module } from '@nestjs/common';
import { DomainNoticeMailHandler } from './domain-notice-mail.handler.js';
import { AcmeGateway } from './certificates/acme-gateway.js';
import { AcmeIssuer } from './certificates/acme-issuer.js';
import { CertificateIssueHandler } from './certificates/certificate-issue.handler.js';
import { CertificateRenewHandler } from './certificates/certificate-renew.handler.js';
import { OrderLimiter } from './certificates/order-limiter.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { DnsVerifyHandler } from './dns-verify.handler.js';
import { DomainsSweeper } from './domains-sweeper.js';
import { SendingDomainVerifyHandler } from './sending/sending-domain-verify.handler.js';

/**
 * Custom domains: DNS verification, ACME certificates and their renewal (docs/domains.md); distributors'
 * sending domains (`sending/`); one sweeper restoring all their schedules and one handler for their notice
 * emails. Config and the database (`Database`) come from `WorkerModule`.
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
    DomainsSweeper,
    SendingDomainVerifyHandler,
  ],
  exports: [DnsLookup],
})
export class DomainsModule {}
