import { AttributionDto, AttributionField } from '../../analytics/conversion-attribution.js';
import { EmailField, HoneypotField } from './public-form.fields.js';

export class SubscribeDto {
  @EmailField()
  email!: string;

  @HoneypotField()
  website?: string;

  @AttributionField()
  attribution?: AttributionDto;
}
