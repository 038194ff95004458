import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * `POST /campaign-feedback/complaints`: one spam complaint from the relay's feedback loop, naming the
 * email by its Message-ID or, failing that, the recipient's address and the List-Id it carried.
 */
export class ComplaintDto {
  @ApiPropertyOptional({ maxLength: 300, description: 'Message-ID of the reported email (`<c.<recipient id>@<domain>>`)' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  message_id?: string;

  @ApiPropertyOptional({ maxLength: 320, description: 'The recipient who complained (with list_id, when there is no Message-ID)' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string;

  @ApiPropertyOptional({ maxLength: 300, description: 'List-Id of the reported email (`<t-<tenant id>.<domain>>`)' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  list_id?: string;
}

export class ComplaintAnswer {
  @ApiProperty({ description: 'Whether the report named one of our campaign emails (false: nothing recorded; do not retry)' })
  @IsBoolean()
  matched!: boolean;
}
