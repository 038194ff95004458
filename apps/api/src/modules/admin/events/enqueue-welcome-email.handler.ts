import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { JobQueue } from '@ds/jobs';
import { UserCreatedByAdmin } from './user-created-by-admin.event.js';

@EventsHandler(UserCreatedByAdmin)
export class EnqueueWelcomeEmailWhenUserCreatedByAdmin implements IEventHandler<UserCreatedByAdmin> {
  private readonly logger = new Logger(EnqueueWelcomeEmailWhenUserCreatedByAdmin.name);

  constructor(private readonly jobs: JobQueue) {}

  async handle(event: UserCreatedByAdmin): Promise<void> {
    try {
      await this.jobs.add({ name: 'mail.transactional', data: { kind: 'welcome', userId: event.userId, token: event.token } });
    } catch (err) {
      // The account exists either way; the admin can send a reset link if the welcome never arrives.
      this.logger.error({ err, userId: event.userId }, 'could not enqueue welcome email');
    }
  }
}
