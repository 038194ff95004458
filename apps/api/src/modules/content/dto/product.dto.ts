import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsEnum, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Availability, ActiveStatus } from '@ds/db';
import { EmptyToNull, IsLink, IsPrice, SortOrder, Trim } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

export class CreateProductDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @MaxLength(200)
  @IsString()
  // Registered first (decorators apply bottom-up), so a missing value reads 'Name is required'.
  @IsNotEmpty({ message: 'Name is required' })
  name!: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(200)
  title?: string | null;

  @ApiPropertyOptional({ description: 'UUID of one of this tenant\'s categories; "" for none' })
  @IsOptional()
  @EmptyToNull()
  @IsUUID('all', { message: 'Category not found' })
  category_id?: string | null;

  @ApiPropertyOptional({ type: String, example: '49.95' })
  @IsOptional()
  @EmptyToNull()
  @IsPrice()
  your_price?: string | null;

  @ApiPropertyOptional({ type: String, example: '39.95' })
  @IsOptional()
  @EmptyToNull()
  @IsPrice()
  base_price?: string | null;

  @ApiPropertyOptional({ type: String, example: '44.95' })
  @IsOptional()
  @EmptyToNull()
  @IsPrice()
  preferred_customer_price?: string | null;

  @ApiPropertyOptional({ enum: Availability, default: Availability.in_stock })
  @IsOptional()
  @IsEnum(Availability, { message: 'availability must be one of in_stock, out_of_stock, coming_soon' })
  availability?: Availability;

  @ApiPropertyOptional({ enum: ActiveStatus, default: ActiveStatus.active })
  @IsOptional()
  @IsEnum(ActiveStatus, { message: 'status must be active or inactive' })
  status?: ActiveStatus;

  @FileField('image')
  image?: string;

  @FileField('image')
  banner_image?: string;

  @FileField('pdf')
  guide_pdf?: string;

  @FileField('video')
  video?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @EmptyToNull()
  @IsLink()
  video_url?: string | null;

  @ApiPropertyOptional({ maxLength: 20000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(20000)
  instructions?: string | null;

  @ApiPropertyOptional({ maxLength: 20000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(20000)
  description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @EmptyToNull()
  @IsLink()
  buy_link?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @SortOrder()
  sort_order?: number;
}

export class UpdateProductDto extends PartialType(CreateProductDto) {}
