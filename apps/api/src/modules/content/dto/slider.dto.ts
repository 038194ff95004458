import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull, IsLink, SortOrder } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

export class CreateSliderDto {
  @FileField('image')
  image?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(100)
  ctaText?: string | null;

  @ApiPropertyOptional({ description: 'http(s) URL or a site path such as /products' })
  @IsOptional()
  @EmptyToNull()
  @IsLink({ allowPath: true })
  ctaLink?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @SortOrder()
  sort_order?: number;
}

export class UpdateSliderDto extends PartialType(CreateSliderDto) {}
