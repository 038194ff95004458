import { AttributionDto, AttributionField } from '../../analytics/conversion-attribution.js';
import { Matches, IsOptional } from 'class-validator';
import { EmailField, HoneypotField, OptionalTextField, TextField } from './public-form.fields.js';

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

  @HoneypotField()
  website?: string;

  @AttributionField()
  attribution?: AttributionDto;
}
