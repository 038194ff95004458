import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsOptional, IsUUID, ValidateIf } from 'class-validator';

/** Contacts one request may name; "all imported not yet invited" has no such limit (the hourly one applies). */
const MAX_INVITATION_IDS = 1000;

/**
 * `POST …/contacts/invitations` (and its preview): the contacts to invite — by id, or every imported
 * contact not invited yet. Exactly one of the two.
 */
export class ContactInvitationsDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: MAX_INVITATION_IDS, description: 'The contacts to invite' })
  @ValidateIf((dto: ContactInvitationsDto) => dto.all_imported === undefined || dto.contact_ids !== undefined)
  @IsArray({ message: 'contact_ids must be a list of contact ids, or set all_imported' })
  @ArrayMinSize(1, { message: 'contact_ids must name at least one contact' })
  @ArrayMaxSize(MAX_INVITATION_IDS, { message: `contact_ids may name at most ${MAX_INVITATION_IDS} contacts` })
  @IsUUID('all', { each: true, message: 'each of contact_ids must be a contact id' })
  contact_ids?: string[];

  @ApiPropertyOptional({ enum: [true], description: 'Every imported contact not invited yet (instead of contact_ids)' })
  @IsOptional()
  @ValidateIf((dto: ContactInvitationsDto) => dto.contact_ids === undefined)
  @Equals(true, { message: 'all_imported must be true (or give contact_ids instead)' })
  all_imported?: true;
}
