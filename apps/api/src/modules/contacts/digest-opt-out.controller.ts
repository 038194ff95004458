import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { DIGEST_OPT_OUT_PATH, linkSecrets, verifyDigestOptOut } from '@ds/mail-identity';
import { emailLinkPage, samePath } from '../../infra/http/email-link-page.js';
import { EmailLinkPageAnswers } from '../audience/subscriber-link-pages.js';

const INVALID = {
  title: 'This link is not valid',
  text: ['The link may be incomplete. Copy the whole link from the email and try again.'],
};

/**
 * The follow-up digest's opt-out link (docs/product.md "Contacts"; no login): signed for the tenant
 * (`@ds/mail-identity` digest-links). A GET only shows the page with the button — mail scanners fetch
 * every link — and the POST (the button, or the mail client's one-click, RFC 8058) turns the digest off.
 * It can be turned on again in Settings.
 */
@ApiTags('email links')
@Controller('follow-up-digest')
export class DigestOptOutController {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('opt-out')
  @ApiOperation({ summary: "The follow-up digest's opt-out link: a page with a button (changes nothing)" })
  @ApiQuery({ name: 'token', description: 'Signed token from the email link' })
  @EmailLinkPageAnswers()
  page(@Query('token') token: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): string {
    if (!verifyDigestOptOut(linkSecrets(this.config), token)) return this.invalid(res);
    return emailLinkPage({
      title: 'Stop the daily digest?',
      text: ['Press the button to stop the morning email that lists the contacts due for a follow-up.'],
      form: { action: samePath(req.originalUrl, DIGEST_OPT_OUT_PATH), button: 'Stop the daily digest' },
    });
  }

  @Post('opt-out')
  @HttpCode(200)
  @ApiOperation({ summary: "Turns the follow-up digest off (the page's button, or one-click RFC 8058); on again in Settings" })
  @ApiQuery({ name: 'token', description: 'Signed token from the email link' })
  @EmailLinkPageAnswers()
  async optOut(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    const tenantId = verifyDigestOptOut(linkSecrets(this.config), token);
    if (!tenantId) return this.invalid(res);
    await this.db.forTenant(tenantId).tenant.updateMany({ where: { id: tenantId }, data: { follow_up_digest: false } });
    return emailLinkPage({
      title: 'The daily digest is off',
      text: ['You will not get the follow-up digest any more. You can turn it on again in Settings.'],
    });
  }

  private invalid(res: Response): string {
    res.status(400);
    return emailLinkPage(INVALID);
  }
}
