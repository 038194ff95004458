import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageNumber, PageSize } from '../../../infra/http/page.query.js';

export const EMAIL_STATUSES = ['pending', 'done', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** `GET /admin/emails?status=&page=&limit=`: always paged (emails add up quickly). */
export class EmailsQuery {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES, enumName: 'EmailStatus', description: 'Only emails in this state; omit for all' })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}` })
  status?: EmailStatus;

  @PageNumber()
  page?: number;

  @PageSize(100, { default: 20 })
  limit?: number;
}
