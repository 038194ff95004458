import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

export class CreateContactUsDto {
  @FileField('image')
  contactus_image?: string;

  @ApiPropertyOptional({ maxLength: 20000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(20000)
  contactus_text?: string | null;
}

export class UpdateContactUsDto extends PartialType(CreateContactUsDto) {}
