import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { serverMessages } from '@ds/campaign-mail';
import { SEQUENCE_TRACK_PATH } from '@ds/mail-identity';
import { emailLinkPage, samePath } from '../../infra/http/email-link-page.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { EmailLinkPageAnswers, invalidLink } from '../audience/subscriber-link-pages.js';
import { SequenceUnsubscribe } from './sequence-unsubscribe.js';

const DeliveryId = () => UuidParam('deliveryId', 'Link not found', 'LINK_NOT_FOUND');

/**
 * The unsubscribe link of a sequence email (no login; on the storefront's origin). A GET only shows the
 * page with the button — mail scanners fetch every link — and the POST (the button, or the mail client's
 * one-click, RFC 8058) unsubscribes.
 */
@ApiTags('email links')
@Controller('sequence-track')
export class SequenceTrackController {
  constructor(private readonly links: SequenceUnsubscribe) {}

  @Get('unsubscribe/:deliveryId')
  @ApiOperation({ summary: "A sequence email's unsubscribe link: a page with an Unsubscribe button (changes nothing)" })
  @ApiQuery({ name: 's', description: 'Signature from the email link' })
  @EmailLinkPageAnswers()
  async page(
    @DeliveryId() deliveryId: string,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const site = await this.links.siteOf(deliveryId, signature);
    if (!site) return invalidLink(res);
    const t = serverMessages(site.language);
    return emailLinkPage(
      {
        title: t.text('page.ask.title'),
        text: [t.text('page.sequenceAsk.text', { siteName: site.siteName })],
        form: { action: samePath(req.originalUrl, `${SEQUENCE_TRACK_PATH}/unsubscribe/${deliveryId}`), button: t.text('page.ask.button') },
      },
      site.language,
    );
  }

  @Post('unsubscribe/:deliveryId')
  @HttpCode(200)
  @ApiOperation({ summary: "Unsubscribes (the page's button, or one-click RFC 8058): ends the person's sequences and newsletter" })
  @ApiQuery({ name: 's', description: 'Signature from the email link' })
  @EmailLinkPageAnswers()
  async unsubscribe(
    @DeliveryId() deliveryId: string,
    @Query('s') signature: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const site = await this.links.unsubscribe(deliveryId, signature);
    if (!site) return invalidLink(res);
    const t = serverMessages(site.language);
    return emailLinkPage(
      { title: t.text('page.done.title'), text: [t.text('page.sequenceDone.text', { siteName: site.siteName })] },
      site.language,
    );
  }
}
