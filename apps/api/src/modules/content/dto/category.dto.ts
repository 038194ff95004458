import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ActiveStatus } from '@ds/db';
import { EmptyToNull, SortOrder, Trim } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

export class CreateCategoryDto {
  @ApiProperty({ maxLength: 100 })
  @Trim()
  @MaxLength(100)
  @IsString()
  // Registered first (decorators apply bottom-up), so a missing value reads 'Name is required'.
  @IsNotEmpty({ message: 'Name is required' })
  name!: string;

  @ApiPropertyOptional({ description: 'URL segment; made from the name when missing', maxLength: 80 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug may contain only lowercase letters, digits and single hyphens' })
  @MaxLength(80)
  slug?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @FileField('image')
  image?: string;

  @ApiPropertyOptional({ enum: ActiveStatus, default: ActiveStatus.active })
  @IsOptional()
  @IsEnum(ActiveStatus, { message: 'status must be active or inactive' })
  status?: ActiveStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @SortOrder()
  sort_order?: number;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}
