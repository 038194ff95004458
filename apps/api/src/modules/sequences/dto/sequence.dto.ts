import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CONTACT_STATUSES, type ContactStatusValue } from '../../contacts/contacts.views.js';
import { EmailPartsDto } from '../../campaigns/dto/campaign.dto.js';

export const TRIGGER_TYPES = ['lead_captured', 'subscription_confirmed', 'tag_added', 'status_changed'] as const;
export type TriggerTypeValue = (typeof TRIGGER_TYPES)[number];
export const STEP_TYPES = ['email', 'add_tag', 'set_status'] as const;
export type StepTypeValue = (typeof STEP_TYPES)[number];
export const WAIT_UNITS = ['hours', 'days'] as const;
export const BASES = ['subscribers', 'enquiry'] as const;
const MAX_STEPS = 30;
/** "at HH:00" may not be at night (docs/product.md "Sequences"): 08:00 to 20:00. */
const FIRST_DAY_HOUR = 8;
const LAST_DAY_HOUR = 20;
const TAG_MAX = 40;
const NAME_MAX = 120;

export class SequenceTriggerDto {
  @ApiProperty({ enum: TRIGGER_TYPES, enumName: 'SequenceTriggerType' })
  @IsIn(TRIGGER_TYPES, { message: `trigger.type must be one of ${TRIGGER_TYPES.join(', ')}` })
  type!: TriggerTypeValue;

  @ApiPropertyOptional({ maxLength: TAG_MAX, description: 'tag_added: the tag' })
  @IsOptional()
  @IsString()
  @MaxLength(TAG_MAX)
  tag?: string;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus', description: 'status_changed: the status' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: 'trigger.status must be a contact status' })
  status?: ContactStatusValue;
}

export class SequenceWaitDto {
  @ApiProperty({ minimum: 0, maximum: 365 })
  @IsInt({ message: 'wait.amount must be a whole number' })
  @Min(0)
  @Max(365)
  amount!: number;

  @ApiProperty({ enum: WAIT_UNITS, enumName: 'SequenceWaitUnit' })
  @IsIn(WAIT_UNITS, { message: "wait.unit must be 'hours' or 'days'" })
  unit!: (typeof WAIT_UNITS)[number];
}

/**
 * One step; the fields its type needs are checked by the service (email: subject, content; add_tag: tag;
 * set_status: status). An email step's subject, preheader and content follow the campaign composer's rules
 * (`EmailPartsDto`).
 */
export class SequenceStepDto extends EmailPartsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'An existing step keeps its id across edits (docs/product.md "Sequences")' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a step id' })
  id?: string;

  @ApiProperty({ enum: STEP_TYPES, enumName: 'SequenceStepType' })
  @IsIn(STEP_TYPES, { message: `type must be one of ${STEP_TYPES.join(', ')}` })
  type!: StepTypeValue;

  @ApiProperty({ type: SequenceWaitDto, description: 'How long after the previous step (or the enrolment)' })
  @ValidateNested()
  @Type(() => SequenceWaitDto)
  wait!: SequenceWaitDto;

  @ApiPropertyOptional({ minimum: FIRST_DAY_HOUR, maximum: LAST_DAY_HOUR, description: 'Email: then at HH:00 in the sequence’s time zone' })
  @IsOptional()
  @IsInt()
  @Min(FIRST_DAY_HOUR, { message: `at_hour must be between ${FIRST_DAY_HOUR} and ${LAST_DAY_HOUR} (never at night)` })
  @Max(LAST_DAY_HOUR, { message: `at_hour must be between ${FIRST_DAY_HOUR} and ${LAST_DAY_HOUR} (never at night)` })
  at_hour?: number;

  @ApiPropertyOptional({ maxLength: TAG_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(TAG_MAX)
  tag?: string;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: 'status must be a contact status' })
  status?: ContactStatusValue;
}

/** `POST /sequences` and `PUT /sequences/:id`: the whole sequence. */
export class SequenceDto {
  @ApiProperty({ maxLength: NAME_MAX })
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(NAME_MAX)
  name!: string;

  @ApiProperty({ type: SequenceTriggerDto })
  @ValidateNested()
  @Type(() => SequenceTriggerDto)
  trigger!: SequenceTriggerDto;

  @ApiProperty({ type: SequenceStepDto, isArray: true, maxItems: MAX_STEPS })
  @IsArray({ message: 'steps must be a list' })
  @ArrayMaxSize(MAX_STEPS)
  @ValidateNested({ each: true })
  @Type(() => SequenceStepDto)
  steps!: SequenceStepDto[];

  @ApiPropertyOptional({
    enum: BASES,
    enumName: 'SequenceBasis',
    default: 'subscribers',
    description: 'Who gets email steps: confirmed subscribers, or also a lead’s own enquiry follow-ups (lead_captured only)',
  })
  @IsOptional()
  @IsIn(BASES, { message: "basis must be 'subscribers' or 'enquiry'" })
  basis?: (typeof BASES)[number];

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, isArray: true, description: 'Reaching one of these statuses ends the enrolment' })
  @IsOptional()
  @IsArray()
  @IsIn(CONTACT_STATUSES, { each: true, message: 'exit_statuses must be contact statuses' })
  exit_statuses?: ContactStatusValue[];

  @ApiPropertyOptional({ default: 'UTC', description: 'IANA time zone for at_hour and the night rule' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  time_zone?: string;
}

/** `POST /sequences/:id/activate`. */
export class ActivateSequenceDto {
  @ApiPropertyOptional({ description: 'The distributor has read the compliance warnings and activates anyway' })
  @IsOptional()
  @IsBoolean({ message: 'acknowledge_warnings must be true or false' })
  acknowledge_warnings?: boolean;
}

/** `POST /sequences/:id/test`: which step (its index among the saved steps, from 0) to send as a test. */
export class SequenceTestDto {
  @ApiProperty({ minimum: 0, maximum: MAX_STEPS - 1, description: 'The email step’s index in the saved sequence, from 0' })
  @IsInt({ message: 'step must be a step’s index' })
  @Min(0, { message: 'step must be a step’s index' })
  @Max(MAX_STEPS - 1, { message: 'step must be a step’s index' })
  step!: number;
}
