import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalPageQuery } from '../../../infra/http/page.query.js';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class TenantUsersQuery extends OptionalPageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive search over full name or email' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
