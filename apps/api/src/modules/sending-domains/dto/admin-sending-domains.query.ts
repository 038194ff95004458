import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalPageQuery } from '../../../infra/http/page.query.js';

/** The statuses an admin filters distributors' sending domains by (as the back office shows them: a stopped claim is failed). */
export const SENDING_DOMAIN_FILTERS = ['pending', 'verified', 'misconfigured', 'failed'] as const;
export type SendingDomainFilter = (typeof SENDING_DOMAIN_FILTERS)[number];

/** `GET /admin/deliverability/sending-domains?search=&status=&page=&limit=`, the query shape of the admins' other fleet lists. */
export class AdminSendingDomainsQuery extends OptionalPageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive search over the sending domain, the subdomain and the site name' })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  search?: string;

  @ApiPropertyOptional({ enum: SENDING_DOMAIN_FILTERS, description: 'Only sending domains with this status' })
  @IsOptional()
  @IsIn(SENDING_DOMAIN_FILTERS, { message: `status must be one of ${SENDING_DOMAIN_FILTERS.join(', ')}` })
  status?: SendingDomainFilter;
}
