import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { JobQueue } from '@ds/jobs';
import { PasswordResetRequested } from './password-reset-requested.event.js';

@EventsHandler(PasswordResetRequested)
export class EnqueuePasswordResetEmailWhenRequested implements IEventHandler<PasswordResetRequested> {
  private readonly logger = new Logger(EnqueuePasswordResetEmailWhenRequested.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(event: PasswordResetRequested): Promise<void> {
    try {
      await this.jobs.add({ name: 'mail.transactional', data: { kind: 'password-reset', userId: event.userId, token: event.token } });
    } catch (err) {
      // The visitor already has the (deliberately uninformative) answer; a lost email is logged, not thrown.
      this.logger.error({ err, userId: event.userId }, 'could not enqueue password reset email');
    }
  }
}
