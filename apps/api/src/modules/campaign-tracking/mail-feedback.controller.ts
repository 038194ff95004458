import { Body, Controller, Headers, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { badRequest, notFound, unauthorized } from '../../infra/http/api-error.js';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { ComplaintIntake } from './complaint-intake.service.js';
import { DsnIntake } from './dsn-intake.service.js';
import { DsnAnswer } from './dto/dsn.dto.js';

/**
 * Late bounces over HTTP (docs/deliverability.md "Bounces"), for relays that deliver what comes back to
 * the return paths as webhooks instead of through the MX. Behind the feedback loop's bearer secret like
 * the complaint endpoints; the return path's signature still decides which email it is about.
 */
@ApiTags('campaign feedback')
@Controller('mail-feedback')
export class MailFeedbackController {
  constructor(
    private readonly complaints: ComplaintIntake,
    private readonly dsn: DsnIntake,
  ) {}

  @Post('dsn')
  @HttpCode(200)
  @ApiHeader({ name: 'Authorization', description: 'Bearer <FEEDBACK_LOOP_SECRET>', required: true })
  @ApiOperation({ summary: 'A delivery-status notification (RFC 3464) or ARF report sent to one of our return paths' })
  @ApiConsumes('multipart/report', 'message/rfc822', 'message/delivery-status')
  @ApiBody({ schema: { type: 'string' } })
  @ApiQuery({
    name: 'rcpt',
    required: false,
    description: "The return path it was delivered to (`bounces+…@<bounce domain>`); default: the report's To header",
  })
  @ApiOkResponse({ type: DsnAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'Not a report, or not addressed to a valid return path of ours' })
  @ApiUnauthorizedResponse({ type: ErrorAnswer })
  @ApiNotFoundResponse({ type: ErrorAnswer, description: 'No FEEDBACK_LOOP_SECRET configured, or no email of ours has this return path' })
  async take(
    @Headers('authorization') authorization: unknown,
    @Headers('content-type') contentType: unknown,
    @Query('rcpt') rcpt: unknown,
    @Body() body: unknown,
  ): Promise<DsnAnswer> {
    const verdict = this.complaints.authorize(authorization);
    if (verdict === 'disabled') throw notFound('Not found');
    if (verdict === 'refused') throw unauthorized('Not authorized', 'UNAUTHORIZED');
    if (typeof body !== 'string' || !body.trim())
      throw badRequest(
        'Send the report as multipart/report or message/rfc822',
        { body: 'a delivery-status notification or feedback report' },
        'NOT_A_REPORT',
      );
    if (rcpt !== undefined && (typeof rcpt !== 'string' || rcpt.length > 320))
      throw badRequest('rcpt must be one address', { rcpt: 'one return path address' });
    const result = await this.dsn.take(body, contentType, rcpt);
    if (!result.accepted) {
      if (result.refusal === 'UNKNOWN_EMAIL') throw notFound(result.message, result.refusal);
      throw badRequest(result.message, { [result.refusal === 'ADDRESS_INVALID' ? 'rcpt' : 'body']: result.message }, result.refusal);
    }
    if (result.kind === 'bounce') return { kind: 'bounce', bounce: result.bounce, outcome: result.outcome };
    if (result.kind === 'complaint') return { kind: 'complaint', outcome: result.recorded ? 'complained' : 'recorded-before' };
    return { kind: 'no-bounce' };
  }
}
