import { Module } from '@nestjs/common';
import { CustomDomainsModule } from '../custom-domains/custom-domains.module.js';
import { DeliverabilityCheckHandler } from './deliverability-check.handler.js';
import { DeliverabilitySchedule } from './deliverability-schedule.js';

/**
 * The platform's own sending-domain records, checked in DNS for Admin → Deliverability (docs/deliverability.md
 * §2) through the custom domains' resolver (`DnsLookup`, from `CustomDomainsModule`).
 */
@Module({
  imports: [CustomDomainsModule],
  providers: [DeliverabilityCheckHandler, DeliverabilitySchedule],
})
export class DeliverabilityModule {}
