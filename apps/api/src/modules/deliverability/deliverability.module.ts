import { Module } from '@nestjs/common';
import { DeliverabilityController } from './deliverability.controller.js';
import { DeliverabilityService } from './deliverability.service.js';
import { SendingDomainDns } from './sending-domain-dns.js';

/** The platform's email authentication records for admins (docs/deliverability.md). */
@Module({
  controllers: [DeliverabilityController],
  providers: [DeliverabilityService, SendingDomainDns],
})
export class DeliverabilityModule {}
