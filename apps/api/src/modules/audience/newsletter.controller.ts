import { applyDecorators, Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { verifyUnsubscribeSignature } from '@ds/jobs';
import { RequestHost } from '../../infra/http/request-host.decorator.js';
import { notFound } from '../../infra/http/api-error.js';
import { PublicFormRateLimit } from '../../infra/rate-limit/public-form-rate-limit.js';
import { classifyHost } from '@ds/shared';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { AudienceService } from './audience.service.js';
import { SubscribeDto } from './dto/subscribe.dto.js';
import { ConsentRecorder, RequestOriginOf, type RequestOrigin } from './consent.js';
import { SubscriptionConfirmation } from './subscription-confirmation.service.js';

import { ConversionAttribution } from '../analytics/conversion-attribution.js';

/** The page (storefront or main domain) that tells the visitor how their confirmation went (`?result=confirmed|expired|invalid`). */
export const CONFIRMATION_PAGE = '/newsletters/confirm';

/** Both unsubscribe routes answer a small HTML page (400 when the link is not valid). */
const UnsubscribePage = applyDecorators(
  ApiProduces('text/html'),
  ApiOkResponse({ description: 'Unsubscribed', content: { 'text/html': { schema: { type: 'string' } } } }),
);

@ApiTags('public site')
@Controller('newsletters')
export class NewsletterController {
  constructor(
    private readonly audience: AudienceService,
    private readonly resolver: TenantResolver,
    private readonly confirmation: SubscriptionConfirmation,
    private readonly consent: ConsentRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attribution: ConversionAttribution,
  ) {}

  /** Reading A of spec §4: the answer's `message` is shown as is; 201 new, 200 already subscribed. */
  @Post('subscribe')
  @PublicFormRateLimit()
  @ApiCreatedResponse({ type: MessageAnswer, description: "Subscribed (pending confirmation); the message contains 'successful'" })
  @ApiOkResponse({ type: MessageAnswer, description: "Already subscribed; the message contains 'successful'" })
  async subscribe(
    @RequestHost() host: string,
    @RequestOriginOf() origin: RequestOrigin,
    @Body() dto: SubscribeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    let outcome;
    if (classifyHost(host, this.config.BASE_DOMAIN).kind === 'main') {
      outcome = await this.audience.subscribeToPlatform(dto.email, this.consent.evidence(origin, dto.page, 'landing'), dto.website);
    } else {
      const site = await this.resolver.resolve(host);
      if (!site) throw notFound('Store not found', 'STORE_NOT_FOUND');
      const source = dto.source === 'newsletters-page' ? 'newsletters page' : 'footer';
      outcome = await this.audience.subscribe(site.id, dto.email, this.consent.evidence(origin, dto.page, source), dto.website);
      await this.attribution.record(site.id, origin.host, 'subscriber', dto.email, dto.attribution);
    }
    res.status(outcome.created ? 201 : 200);
    return { message: outcome.message };
  }

  /**
   * The link in the double opt-in email. It is opened on the storefront the visitor subscribed on (the main
   * domain for the landing newsletter: the platform's list), so a relative redirect lands them on that
   * site's page saying how it went (expired, not valid, or confirmed — clicking again says confirmed again
   * and sends nothing more).
   */
  @Get('confirm')
  @ApiQuery({ name: 'token', description: 'Signed, expiring token from the confirmation email' })
  @ApiResponse({ status: 303, description: `Redirect to the storefront's ${CONFIRMATION_PAGE}?result=confirmed|expired|invalid`, headers: { Location: { schema: { type: 'string' } } } })
  @Header('Cache-Control', 'no-store')
  async confirm(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Express answers HEAD with the GET route: link checkers probe with HEAD, and a probe is not a click.
    if (req.method === 'HEAD') {
      res.redirect(303, CONFIRMATION_PAGE);
      return;
    }
    const result = await this.confirmation.confirm(token);
    res.redirect(303, `${CONFIRMATION_PAGE}?result=${result}`);
  }

  /**
   * The signed link in autoresponder emails: GET when a person opens it (answers a small page), POST for
   * mail clients' one-click unsubscribe button (RFC 8058).
   */
  @Get('unsubscribe')
  @ApiQuery({ name: 'sid', description: 'Subscriber id from the email link' })
  @ApiQuery({ name: 'sig', description: 'Signature from the email link' })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @UnsubscribePage
  unsubscribe(@Query('sid') sid: unknown, @Query('sig') sig: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.unsubscribeBySignedLink(sid, sig, res);
  }

  @Post('unsubscribe')
  @ApiQuery({ name: 'sid', description: 'Subscriber id from the email link' })
  @ApiQuery({ name: 'sig', description: 'Signature from the email link' })
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @UnsubscribePage
  oneClickUnsubscribe(@Query('sid') sid: unknown, @Query('sig') sig: unknown, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.unsubscribeBySignedLink(sid, sig, res);
  }

  private async unsubscribeBySignedLink(sid: unknown, sig: unknown, res: Response): Promise<string> {
    const valid =
      typeof sid === 'string' && typeof sig === 'string' && /^[0-9a-f-]{36}$/i.test(sid) && verifyUnsubscribeSignature(this.config.JWT_SECRET, sid, sig);
    if (!valid || !(await this.audience.unsubscribe(sid))) {
      res.status(400);
      return page('This unsubscribe link is not valid', 'The link may be incomplete. Copy the whole link from the email and try again.');
    }
    return page('You have been unsubscribed', 'You will not receive further newsletter emails from this site.');
  }
}

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222"><h1>${title}</h1><p>${text}</p></body></html>`;
}
