import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** `?search=&page=&limit=` of the back-office audience lists. */
export class AudienceListQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  page: number = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(100)
  limit: number = 20;
}

export class AudienceExportQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
