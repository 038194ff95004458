import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module.js';
import { DeliverabilityCheckHandler } from './deliverability-check.handler.js';
import { DeliverabilitySchedule } from './deliverability-schedule.js';

/**
 * The platform's own sending-domain records, checked in DNS for Admin → Deliverability (docs/deliverability.md
 * §2) through the custom domains' resolver (`DnsLookup`, from `DomainsModule`).
 */
@Module({
  imports: [DomainsModule],
  providers: [DeliverabilityCheckHandler, DeliverabilitySchedule],
})
export class DeliverabilityModule {}
