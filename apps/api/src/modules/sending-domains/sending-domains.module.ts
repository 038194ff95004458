import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DistributorSendingDomainsController } from './admin-sending-domains.controller.js';
import { AdminSendingDomainsService } from './admin-sending-domains.service.js';
import { SendingDomainController } from './sending-domain.controller.js';
import { EnqueueSendingDomainCheck } from './sending-domain.events.js';
import { SendingDomainService } from './sending-domain.service.js';

/**
 * Distributors' own sending domains: a distributor opting in, their records, "Verify now"; and the admins'
 * read-only list of every distributor's (docs/deliverability.md §9). The checks are the worker's
 * (apps/worker/src/sending-domains).
 */
@Module({
  imports: [CqrsModule],
  controllers: [DistributorSendingDomainsController, SendingDomainController],
  providers: [SendingDomainService, EnqueueSendingDomainCheck, AdminSendingDomainsService],
})
export class SendingDomainsModule {}
