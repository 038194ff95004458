import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeliverabilityController } from './deliverability.controller.js';
import { EnqueueDeliverabilityCheck } from './deliverability.events.js';
import { DeliverabilityService } from './deliverability.service.js';
import { DistributorSendingDomainsController } from './distributor-sending-domains.controller.js';
import { DistributorSendingDomainsService } from './distributor-sending-domains.service.js';

/**
 * The platform's email authentication records for admins, and every distributor's own sending domain; the
 * DNS checks are the worker's (apps/worker/src/deliverability, apps/worker/src/domains/sending).
 */
@Module({
  imports: [CqrsModule],
  controllers: [DeliverabilityController, DistributorSendingDomainsController],
  providers: [DeliverabilityService, EnqueueDeliverabilityCheck, DistributorSendingDomainsService],
})
export class DeliverabilityModule {}
