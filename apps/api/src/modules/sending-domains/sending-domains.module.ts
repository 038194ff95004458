import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SendingDomainController } from './sending-domain.controller.js';
import { EnqueueSendingDomainCheck } from './sending-domain.events.js';
import { SendingDomainService } from './sending-domain.service.js';

/**
 * A distributor's own sending domain: opting in, its records, "Verify now" (the checks are the worker's,
 * apps/worker/src/domains/sending).
 */
@Module({
  imports: [CqrsModule],
  controllers: [SendingDomainController],
  providers: [SendingDomainService, EnqueueSendingDomainCheck],
})
export class SendingDomainsModule {}
