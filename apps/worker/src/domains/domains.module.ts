import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { DomainNoticeMailHandler } from './domain-notice-mail.handler.js';
import { AcmeGateway } from './certificates/acme-gateway.js';
import { AcmeIssuer } from './certificates/acme-issuer.js';
import { CertificateIssueHandler } from './certificates/certificate-issue.handler.js';
import { CertificateRenewHandler } from './certificates/certificate-renew.handler.js';
import { OrderLimiter } from './certificates/order-limiter.js';
import { DnsLookup } from './dns/dns-lookup.js';
import { DnsVerifyHandler } from './dns-verify.handler.js';
import { DomainRedis } from './domain-infra.js';
import { DomainsSweeper } from './domains-sweeper.js';
import { SendingDomainNoticeMailHandler } from './sending/sending-domain-notice-mail.handler.js';
import { SendingDomainVerifyHandler } from './sending/sending-domain-verify.handler.js';
import { SendingDomainsSweeper } from './sending/sending-domains-sweeper.js';

/** Custom domains: DNS verification, ACME certificates and their renewal (docs/domains.md); distributors' sending domains (`sending/`). Config and the database (`Database`) come from `WorkerModule`. */
@Module({
  imports: [MailModule],
  providers: [
    DomainNoticeMailHandler,
    DnsLookup,
    DomainRedis,
    DnsVerifyHandler,
    AcmeGateway,
    OrderLimiter,
    AcmeIssuer,
    CertificateIssueHandler,
    CertificateRenewHandler,
    DomainsSweeper,
    SendingDomainVerifyHandler,
    SendingDomainNoticeMailHandler,
    SendingDomainsSweeper,
  ],
  exports: [DnsLookup],
})
export class DomainsModule {}
