import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalPageQuery } from '../../../infra/http/page.query.js';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ToBoolean } from '../../../infra/http/form-values.js';

export class TenantUsersQuery extends OptionalPageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive search over full name or email' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({
    description:
      'false: only distributors whose sales are not credited to them (no shop link of their own, no member ID that fits ' +
      "their country's shop links); true: only those whose are",
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'sales_credited must be true or false' })
  sales_credited?: boolean;
}
