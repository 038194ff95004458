import { Module } from '@nestjs/common';
import { CustomDomainsModule } from '../custom-domains/custom-domains.module.js';
import { SendingDomainNoticeMailHandler } from './sending-domain-notice-mail.handler.js';
import { SendingDomainVerifyHandler } from './sending-domain-verify.handler.js';
import { SendingDomainsSweeper } from './sending-domains-sweeper.js';

/**
 * Distributors' own sending domains (docs/deliverability.md "A distributor's own sending domain"): their DNS
 * check (`sending-domain.verify`, on the custom domains' schedule and resolver, `DnsLookup` from
 * `CustomDomainsModule`), the sweeper restoring those checks and the email when a verified one loses a record.
 */
@Module({
  imports: [CustomDomainsModule],
  providers: [SendingDomainVerifyHandler, SendingDomainsSweeper, SendingDomainNoticeMailHandler],
})
export class SendingDomainsModule {}
