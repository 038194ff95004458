import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageNumber, PageSize } from '../../../infra/http/page.query.js';

/** `?search=&page=&limit=` of the back-office audience lists. */
export class AudienceListQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @PageNumber()
  page: number = 1;

  @PageSize(100, { default: 20 })
  limit: number = 20;
}

export class AudienceExportQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
