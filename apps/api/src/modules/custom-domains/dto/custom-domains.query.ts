import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalPageQuery } from '../../../infra/http/page.query.js';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const VERIFICATION_FILTERS = ['pending', 'verified', 'misconfigured', 'failed', 'taken'] as const;

export class CustomDomainsQuery extends OptionalPageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive search over the domain and the subdomain' })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  search?: string;

  @ApiPropertyOptional({ enum: VERIFICATION_FILTERS, description: 'Only domains whose verification has this status' })
  @IsOptional()
  @IsIn(VERIFICATION_FILTERS, { message: `status must be one of ${VERIFICATION_FILTERS.join(', ')}` })
  status?: (typeof VERIFICATION_FILTERS)[number];
}
