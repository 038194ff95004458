import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** `PUT /tenants/:tenantId/sending-domain`: opt in (or change the address) with the part before the @. */
export class SendingDomainDto {
  @ApiProperty({ maxLength: 64, example: 'news', description: 'The From address is <local_part>@<your domain>' })
  @IsString({ message: 'local_part must be text, such as news' })
  @MaxLength(64, { message: 'The part before the @ may be at most 64 characters long' })
  local_part!: string;
}
