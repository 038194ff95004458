import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, Matches, IsOptional } from 'class-validator';
import { AttributionDto, AttributionField } from '../../analytics/conversion-attribution.js';
import { EmailField, HoneypotField, OptionalTextField, PageField, TextField } from './public-form.fields.js';

export class LeadDto {
  @TextField('Name', 100)
  name!: string;

  @EmailField()
  email!: string;

  @TextField('Message', 5000)
  message!: string;

  @OptionalTextField('Phone', 30)
  @IsOptional()
  @Matches(/^$|^[+()\d\s.-]{5,30}$/, { message: 'Please enter a valid phone number' })
  phone?: string;

  /** "Send me updates": the visitor also joins the newsletter (double opt-in, like the subscribe form). */
  @ApiPropertyOptional({ default: false, description: 'Also subscribe to the newsletter (a confirmation link is emailed)' })
  @IsOptional()
  @IsBoolean({ message: 'send_updates must be true or false' })
  send_updates?: boolean;

  @PageField()
  page?: string;

  @HoneypotField()
  website?: string;

  @AttributionField()
  attribution?: AttributionDto;
}
