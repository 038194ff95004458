import { applyDecorators, Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { badRequest } from '../../infra/http/api-error.js';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { CampaignTrackingService } from './campaign-tracking.service.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const RecipientId = () => UuidParam('recipientId', 'Link not found', 'LINK_NOT_FOUND');

const UnsubscribePage = applyDecorators(
  ApiQuery({ name: 's', description: 'Signature from the email link' }),
  ApiProduces('text/html'),
  ApiOkResponse({ description: 'Unsubscribed (a small page)', content: { 'text/html': { schema: { type: 'string' } } } }),
  ApiBadRequestResponse({ description: 'Not a valid link (a small page)', content: { 'text/html': { schema: { type: 'string' } } } }),
  Header('Content-Type', 'text/html; charset=utf-8'),
  Header('Cache-Control', 'no-store'),
);

/**
 * The links of a sent campaign email, on the distributor's storefront host, without login
 * (docs/campaigns-delivery.md): open pixel, signed click redirect, one-click unsubscribe.
 */
@ApiTags('public site')
@Controller('campaign-track')
export class CampaignTrackingController {
  constructor(private readonly tracking: CampaignTrackingService) {}

  @Get('open/:recipientId')
  @ApiOperation({ summary: "A campaign email's open pixel: records the recipient's first open; always answers the image" })
  @ApiQuery({ name: 's', description: 'Signature from the email' })
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: 'A transparent 1×1 GIF', content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } } })
  @Header('Cache-Control', 'no-store, max-age=0')
  async open(@RecipientId() recipientId: string, @Query('s') signature: unknown, @Res() res: Response): Promise<void> {
    await this.tracking.recordOpen(recipientId, signature);
    res.type('image/gif').send(PIXEL);
  }

  @Get('click/:recipientId')
  @ApiOperation({ summary: 'A tracked link of a campaign email: records the click and redirects to the target with UTM tags' })
  @ApiQuery({ name: 'u', description: 'The link target' })
  @ApiQuery({ name: 's', description: 'Signature of the recipient and the target' })
  @ApiFoundResponse({ description: 'Redirect to the target (with utm_source=newsletter, utm_medium=email, utm_campaign=<campaign id>)' })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'LINK_INVALID: not a link we signed' })
  @Header('Cache-Control', 'no-store')
  async click(@RecipientId() recipientId: string, @Query('u') target: unknown, @Query('s') signature: unknown, @Res() res: Response): Promise<void> {
    const destination = await this.tracking.recordClick(recipientId, target, signature);
    if (!destination) throw badRequest('This link is not valid', { s: 'does not match the link' }, 'LINK_INVALID');
    res.redirect(302, destination);
  }

  /**
   * A person opening the link unsubscribes at once (the issue asks for an immediate unsubscribe, and the
   * API's pages may not post forms); POST is the mail client's one-click button (RFC 8058).
   */
  @Get('unsubscribe/:recipientId')
  @ApiOperation({ summary: "A campaign email's unsubscribe link: unsubscribes at once and answers a small page" })
  @UnsubscribePage
  unsubscribeLink(@RecipientId() recipientId: string, @Query('s') signature: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.unsubscribe(recipientId, signature, res);
  }

  @Post('unsubscribe/:recipientId')
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click)' })
  @HttpCode(200)
  @UnsubscribePage
  oneClick(@RecipientId() recipientId: string, @Query('s') signature: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.unsubscribe(recipientId, signature, res);
  }

  private async unsubscribe(recipientId: string, signature: unknown, res: Response): Promise<string> {
    if (!(await this.tracking.unsubscribe(recipientId, signature))) {
      res.status(400);
      return page('This unsubscribe link is not valid', 'The link may be incomplete. Copy the whole link from the email and try again.');
    }
    return page('You have been unsubscribed', 'You will not receive further newsletter emails from this site.');
  }
}

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222"><h1>${title}</h1><p>${text}</p></body></html>`;
}
