import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { SignupDto } from '../../tenancy/dto/signup.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

/** Names an agent: the user's id (what the agents list calls `id`); the tenant id is accepted too. */
export class AgentRefDto {
  @ApiProperty({ description: "The agent's id (user id); its tenant_id also works" })
  @Transform(trim)
  @IsNotEmpty({ message: 'user_id is required' })
  @IsUUID('all', { message: 'user_id must be a user id' })
  user_id!: string;
}

export class UserStatusDto extends AgentRefDto {
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  @IsString({ message: "subscription_status must be 'active' or 'inactive'" })
  @IsIn(SUBSCRIPTION_STATUSES, { message: "subscription_status must be 'active' or 'inactive'" })
  subscription_status!: SubscriptionStatusValue;
}

/** Signup's fields and rules, without a password: the distributor sets one through the welcome link. */
export class CreateUserDto extends OmitType(SignupDto, ['password'] as const) {}
