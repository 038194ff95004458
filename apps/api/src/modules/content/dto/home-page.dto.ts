import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

const Text = (max: number) => (target: object, key: string | symbol) => {
  ApiPropertyOptional({ maxLength: max })(target, key);
  IsOptional()(target, key);
  EmptyToNull()(target, key);
  IsString()(target, key);
  MaxLength(max)(target, key);
};

/** The home page sections (docs/product.md#data, home page); every screen saves only its own fields. */
export class HomePageDto {
  @Text(20000) welcome_description?: string | null;
  @Text(20000) introduction_content?: string | null;
  @FileField('image') introduction_image_url?: string;
  @Text(200) about_company_title?: string | null;
  @Text(20000) about_company_content_1?: string | null;
  @Text(20000) about_company_content_2?: string | null;
  @FileField('image') about_company_image_url?: string;
  @Text(200) why_network_marketing_title?: string | null;
  @Text(20000) why_network_marketing_content?: string | null;
  @FileField('video') opportunity_video_url?: string;
  @Text(200) opportunity_video_header_title?: string | null;
  @Text(20000) support_content?: string | null;
}
