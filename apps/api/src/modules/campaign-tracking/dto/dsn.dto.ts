import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DsnAnswer {
  @ApiProperty({
    enum: ['bounce', 'complaint', 'no-bounce'],
    description: 'What the report was: a bounce, an ARF complaint, or a notification that the email was delivered (nothing recorded)',
  })
  kind!: 'bounce' | 'complaint' | 'no-bounce';

  @ApiPropertyOptional({ enum: ['hard', 'soft'] })
  bounce?: 'hard' | 'soft';

  @ApiPropertyOptional({
    enum: ['bounced', 'soft-bounce', 'suppressed', 'recorded-before', 'complained'],
    description:
      'bounced: recorded now; soft-bounce: counted now; suppressed: the soft bounce that reached BOUNCE_SOFT_LIMIT; ' +
      'recorded-before: this report was taken already',
  })
  outcome?: string;
}
