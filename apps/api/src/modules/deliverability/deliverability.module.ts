import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeliverabilityController } from './deliverability.controller.js';
import { EnqueueDeliverabilityCheck } from './deliverability.events.js';
import { DeliverabilityService } from './deliverability.service.js';

/** The platform's email authentication records for admins; the DNS checks are the worker's (apps/worker/src/deliverability). */
@Module({
  imports: [CqrsModule],
  controllers: [DeliverabilityController],
  providers: [DeliverabilityService, EnqueueDeliverabilityCheck],
})
export class DeliverabilityModule {}
