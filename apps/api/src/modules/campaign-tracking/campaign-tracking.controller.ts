import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CAMPAIGN_TRACK_PATH } from '@ds/mail-identity';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { samePath } from '../../infra/http/email-link-page.js';
import { ConsentRecorder, RequestOriginOf, type RequestOrigin } from '../audience/consent.js';
import {
  EmailLinkPageAnswers,
  invalidLink,
  resubscribedPage,
  unsubscribeDonePage,
  unsubscribeLinkPage,
} from '../audience/subscriber-link-pages.js';
import { RESUBSCRIBE_SOURCE } from '../audience/subscriber-links.js';
import { CampaignTrackingService } from './campaign-tracking.service.js';
import { answerClick, answerOpen, OpenPixelRoute, TrackedLinkRoute } from './tracking-answers.js';

const TRACK = CAMPAIGN_TRACK_PATH;

const RecipientId = () => UuidParam('recipientId', 'Link not found', 'LINK_NOT_FOUND');

/**
 * The links of a sent campaign email, on the distributor's storefront host, without login
 * (docs/campaigns-delivery.md): open pixel, signed click redirect, one-click unsubscribe.
 */
@ApiTags('public site')
@Controller('campaign-track')
export class CampaignTrackingController {
  constructor(
    private readonly tracking: CampaignTrackingService,
    private readonly consent: ConsentRecorder,
  ) {}

  @OpenPixelRoute('open/:recipientId', "A campaign email's open pixel: records the recipient's first open; always answers the image")
  open(@RecipientId() recipientId: string, @Query('s') signature: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return answerOpen(this.tracking, recipientId, signature, req, res);
  }

  @TrackedLinkRoute('click/:recipientId', {
    summary: 'A tracked link of a campaign email: records the click and redirects to the target with UTM tags',
    signed: 'the recipient',
    tags: 'utm_source=newsletter, utm_medium=email, utm_campaign=<campaign id>',
  })
  click(
    @RecipientId() recipientId: string,
    @Query('u') target: unknown,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return answerClick(this.tracking, recipientId, target, signature, req, res);
  }

  /**
   * The unsubscribe link (also the List-Unsubscribe header's URL): a GET only shows a page with the
   * Unsubscribe button — mail scanners and link previewers fetch every link of an email, and that must
   * not unsubscribe the reader. The POST (the button, or the mail client's one-click) unsubscribes.
   */
  @Get('unsubscribe/:recipientId')
  @ApiOperation({ summary: "A campaign email's unsubscribe link: a page with an Unsubscribe button (changes nothing)" })
  @ApiQuery({ name: 's', description: 'Signature from the email link' })
  @EmailLinkPageAnswers()
  async unsubscribePage(
    @RecipientId() recipientId: string,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const state = await this.tracking.unsubscribeLinkState(recipientId, signature);
    if (!state) return invalidLink(res);
    return unsubscribeLinkPage(
      state,
      samePath(req.originalUrl, `${TRACK}/unsubscribe/${recipientId}`),
      samePath(req.originalUrl, `${TRACK}/resubscribe/${recipientId}`),
    );
  }

  @Post('unsubscribe/:recipientId')
  @ApiOperation({ summary: "Unsubscribes (the page's button, or one-click RFC 8058 with body List-Unsubscribe=One-Click)" })
  @ApiQuery({ name: 's', description: 'Signature from the email link' })
  @HttpCode(200)
  @EmailLinkPageAnswers()
  async unsubscribe(
    @RecipientId() recipientId: string,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const done = await this.tracking.unsubscribe(recipientId, signature);
    if (!done) return invalidLink(res);
    return unsubscribeDonePage(done, samePath(req.originalUrl, `${TRACK}/resubscribe/${recipientId}`));
  }

  /**
   * "Unsubscribed by mistake?": within RESUBSCRIBE_WINDOW_HOURS the same signed link undoes it; later it
   * sends a new confirmation email instead (docs/subscribers.md "Unsubscribing, and undoing it").
   */
  @Post('resubscribe/:recipientId')
  @ApiOperation({
    summary:
      'Undoes a recent unsubscribe with the same signed link (a confirmed subscriber is confirmed again); ' +
      'past RESUBSCRIBE_WINDOW_HOURS, sends a new confirmation email instead',
  })
  @ApiQuery({ name: 's', description: 'Signature from the email link' })
  @HttpCode(200)
  @EmailLinkPageAnswers()
  async resubscribe(
    @RecipientId() recipientId: string,
    @Query('s') signature: unknown,
    @RequestOriginOf() origin: RequestOrigin,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const done = await this.tracking.resubscribe(recipientId, signature, this.consent.evidence(origin, undefined, RESUBSCRIBE_SOURCE));
    if (!done) return invalidLink(res);
    return resubscribedPage(done.outcome, done.siteName, done.language);
  }
}
