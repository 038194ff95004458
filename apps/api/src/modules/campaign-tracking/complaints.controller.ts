import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { badRequest, notFound, unauthorized } from '../../infra/http/api-error.js';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { ComplaintIntake, complaintOfArf, type ComplaintReport } from './complaint-intake.service.js';
import { ComplaintAnswer, ComplaintDto } from './dto/complaint.dto.js';

const Auth = () => ApiHeader({ name: 'Authorization', description: 'Bearer <FEEDBACK_LOOP_SECRET>', required: true });

/**
 * The SMTP relay's feedback loop (docs/campaigns-delivery.md "Complaints"): a recipient reported a
 * campaign email as spam. Authenticated by the shared secret from config; answers whether the report
 * named one of our emails (an unknown one answers 200 too, so the relay does not retry it forever).
 */
@ApiTags('campaign feedback')
@Controller('campaign-feedback')
export class ComplaintsController {
  constructor(private readonly intake: ComplaintIntake) {}

  @Post('complaints')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'A spam complaint as JSON: the Message-ID, or the recipient and List-Id' })
  @ApiOkResponse({ type: ComplaintAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'Neither message_id nor email with list_id' })
  @ApiUnauthorizedResponse({ type: ErrorAnswer })
  @ApiNotFoundResponse({ type: ErrorAnswer, description: 'No FEEDBACK_LOOP_SECRET configured' })
  async complaint(@Headers('authorization') authorization: unknown, @Body() dto: ComplaintDto): Promise<ComplaintAnswer> {
    this.authorize(authorization);
    if (!dto.message_id && !(dto.email && dto.list_id))
      throw badRequest('Name the email: message_id, or email with list_id', { message_id: 'required without email and list_id' });
    return this.record({ messageId: dto.message_id, email: dto.email, listId: dto.list_id });
  }

  @Post('complaints/arf')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'A spam complaint as an ARF report (RFC 5965, multipart/report; report-type=feedback-report)' })
  @ApiConsumes('multipart/report', 'message/feedback-report', 'message/rfc822')
  @ApiBody({ schema: { type: 'string' } })
  @ApiOkResponse({ type: ComplaintAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'Not an ARF report naming an email' })
  @ApiUnauthorizedResponse({ type: ErrorAnswer })
  @ApiNotFoundResponse({ type: ErrorAnswer, description: 'No FEEDBACK_LOOP_SECRET configured' })
  async arf(
    @Headers('authorization') authorization: unknown,
    @Headers('content-type') contentType: unknown,
    @Body() body: unknown,
  ): Promise<ComplaintAnswer> {
    this.authorize(authorization);
    const report = typeof body === 'string' ? await complaintOfArf(body, contentType) : null;
    if (!report || !(report.messageId || (report.email && report.listId))) {
      throw badRequest('Not an ARF report naming a campaign email (its Message-ID, or Original-Rcpt-To with List-Id)', {
        body: 'no Message-ID or Original-Rcpt-To with List-Id',
      });
    }
    return this.record(report);
  }

  private authorize(header: unknown): void {
    const verdict = this.intake.authorize(header);
    if (verdict === 'disabled') throw notFound('Not found');
    if (verdict === 'refused') throw unauthorized('Not authorized', 'UNAUTHORIZED');
  }

  private async record(report: ComplaintReport): Promise<ComplaintAnswer> {
    return { matched: await this.intake.record(report) };
  }
}
