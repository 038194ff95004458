import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { EmptyToNull, IsLink, RequiredText, ToBoolean } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

const unlessCleared = () => ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null);

export class CreateTrainingDto {
  @RequiredText('Title', 200)
  title!: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ description: 'HTML; sanitised on save' })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(100_000, { message: 'Content must be at most 100000 characters' })
  content?: string | null;

  @ApiPropertyOptional({ example: 'https://www.youtube.com/watch?v=…' })
  @EmptyToNull()
  @unlessCleared()
  @IsLink()
  video_url?: string | null;

  @ApiPropertyOptional({ description: 'A training category id; "" for none' })
  @EmptyToNull()
  @unlessCleared()
  @IsUUID('all', { message: 'Category not found' })
  category_id?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'is_published must be true or false' })
  is_published?: boolean;

  @FileField('image')
  image?: string;

  @FileField('pdf', 'image', 'video')
  file?: string;
}

export class UpdateTrainingDto extends PartialType(CreateTrainingDto) {}

export class CreateTrainingCategoryDto {
  @RequiredText('Name', 100)
  name!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value))
  @IsInt({ message: 'sort_order must be a whole number' })
  @Min(-1_000_000)
  @Max(1_000_000)
  sort_order?: number;
}

export class UpdateTrainingCategoryDto extends PartialType(CreateTrainingCategoryDto) {}
