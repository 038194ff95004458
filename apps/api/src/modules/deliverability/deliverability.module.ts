import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeliverabilityController } from './deliverability.controller.js';
import { EnqueueDeliverabilityCheck } from './deliverability.events.js';
import { DeliverabilityService } from './deliverability.service.js';

/**
 * The platform's email authentication records for admins and "Check again"; the DNS checks are the worker's
 * (apps/worker/src/deliverability). Distributors' own sending domains are the `sending-domains` module's.
 */
@Module({
  imports: [CqrsModule],
  controllers: [DeliverabilityController],
  providers: [DeliverabilityService, EnqueueDeliverabilityCheck],
})
export class DeliverabilityModule {}
