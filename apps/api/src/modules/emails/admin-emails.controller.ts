import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AdminEmailsService } from './admin-emails.service.js';
import { EmailsQuery } from './dto/emails.query.js';
import { EmailRetryAnswer, EmailsAnswer } from './email.views.js';

/** Every email the platform owes or sent, with the state of its delivery, and a retry for failed ones. */
@ApiTags('admin')
@Controller('admin/emails')
@AdminOnly()
export class AdminEmailsController {
  constructor(private readonly emails: AdminEmailsService) {}

  @Get()
  @ApiOperation({
    summary: 'Emails and their delivery state, most recently active first (paged)',
    description: '`failed` = given up after OUTBOX_GIVE_UP_HOURS of retries, or refused for good by the mail server (5xx).',
  })
  @ApiOkResponse({ type: EmailsAnswer })
  list(@Query() query: EmailsQuery): Promise<EmailsAnswer> {
    return this.emails.listAcrossTenants(query);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Try a failed email again now, with a fresh retry schedule' })
  @ApiNotFoundResponse({ description: 'EMAIL_NOT_FOUND' })
  @ApiConflictResponse({ description: 'EMAIL_NOT_FAILED: only a failed email can be retried' })
  @ApiOkResponse({ type: EmailRetryAnswer })
  async retry(@UuidParam('id', 'Email not found', 'EMAIL_NOT_FOUND') id: string): Promise<EmailRetryAnswer> {
    return { message: 'Email queued for another try', email: await this.emails.retry(id) };
  }
}
