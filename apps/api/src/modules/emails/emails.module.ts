import { Module } from '@nestjs/common';
import { AdminEmailsController } from './admin-emails.controller.js';
import { AdminEmailsService } from './admin-emails.service.js';

/** The platform's outgoing email as admins see it: delivery state from the outbox, and retry (docs/outbox.md). */
@Module({
  controllers: [AdminEmailsController],
  providers: [AdminEmailsService],
})
export class EmailsModule {}
