import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull, SortOrder, ToBoolean, Trim } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

export class CreateBlogDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @MaxLength(200)
  @IsString()
  // Registered first (decorators apply bottom-up), so a missing value reads 'Title is required'.
  @IsNotEmpty({ message: 'Title is required' })
  title!: string;

  @ApiPropertyOptional({ description: 'HTML from the rich-text editor; sanitised on write', maxLength: 200000 })
  @IsOptional()
  @IsString()
  @MaxLength(200000)
  content?: string;

  @FileField('image')
  image?: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'is_visible must be true or false' })
  is_visible?: boolean;

  @ApiPropertyOptional({ description: 'Publish although the compliance check flags health or income claims (docs/campaigns.md)' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'acknowledge_warnings must be true or false' })
  acknowledge_warnings?: boolean;
}

export class UpdateBlogDto extends PartialType(CreateBlogDto) {}

export class CreateBlogBannerDto {
  @FileField('image')
  image?: string;

  @ApiPropertyOptional({ description: 'Caption', maxLength: 2000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(2000)
  image_content?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @SortOrder()
  sort_order?: number;
}

export class UpdateBlogBannerDto extends PartialType(CreateBlogBannerDto) {}
