import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import type { Request, Response } from 'express';
import { serverMessages } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { linkSecrets, verifyUnsubscribeLink, type UnsubscribeLink } from '@ds/mail-identity';
import { RequestHost } from '../../infra/http/request-host.decorator.js';
import { EmailLinkPageAnswer, emailLinkPage, samePath } from '../../infra/http/email-link-page.js';
import { notFound } from '../../infra/http/api-error.js';
import { PublicFormRateLimit } from '../../infra/rate-limit/public-form-rate-limit.js';
import { classifyHost, type SiteLanguage } from '@ds/shared';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { AudienceService, formAnswer } from './audience.service.js';
import { SubscribeDto } from './dto/subscribe.dto.js';
import { ConsentRecorder, RequestOriginOf, type RequestOrigin } from './consent.js';
import { SubscriptionConfirmation } from './subscription-confirmation.service.js';
import { RESUBSCRIBE_SOURCE } from './subscriber-links.js';
import { EmailLinkPageAnswers, invalidLink, resubscribedPage, unsubscribeDonePage, unsubscribeLinkPage } from './subscriber-link-pages.js';

import { ConversionAttribution } from '../analytics/conversion-attribution.js';

/** The page (storefront or main domain) that tells the visitor how their confirmation went (`?result=confirmed|expired|invalid`). */
const CONFIRMATION_PAGE = '/newsletters/confirm';

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

  /** The newsletter form's rule (docs/product.md#newsletter): the answer's `message` is shown as is; 201 new, 200 already subscribed. */
  @Post('subscribe')
  @PublicFormRateLimit()
  @ApiCreatedResponse({
    type: MessageAnswer,
    description: "Subscribed (pending confirmation); the message, in the site's language, marks success (`isSubscriptionSuccess`)",
  })
  @ApiOkResponse({
    type: MessageAnswer,
    description: "Already subscribed; the message, in the site's language, marks success (`isSubscriptionSuccess`)",
  })
  async subscribe(
    @RequestHost() host: string,
    @RequestOriginOf() origin: RequestOrigin,
    @Body() dto: SubscribeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    let outcome;
    // The landing's newsletter is the platform's (English); a storefront's answers in its language.
    let language: SiteLanguage = 'en';
    if (classifyHost(host, this.config.BASE_DOMAIN).kind === 'main') {
      outcome = await this.audience.subscribeToPlatform(dto.email, this.consent.evidence(origin, dto.page, 'landing'), dto.website);
    } else {
      const site = await this.resolver.resolve(host);
      if (!site) throw notFound('Store not found', 'STORE_NOT_FOUND');
      language = site.site_language ?? 'en';
      const source = dto.source === 'newsletters-page' ? 'newsletters page' : 'footer';
      outcome = await this.audience.subscribe(site.id, dto.email, this.consent.evidence(origin, dto.page, source), dto.website);
      await this.attribution.record(site.id, origin.host, 'subscriber', dto.email, dto.attribution);
    }
    res.status(outcome.created ? 201 : 200);
    return { message: formAnswer(outcome.message, language) };
  }

  /**
   * The link in the double opt-in email, opened on the storefront the visitor subscribed on (the main
   * domain for the landing newsletter: the platform's list). A GET only reads — mail scanners and link
   * previewers fetch every link of an email, and a fetch is not consent: a pending subscription answers a
   * page whose button POSTs to the same URL; anything else redirects straight to that site's page saying
   * how it went (expired, not valid, or already confirmed). HEAD (link checkers) gets the same answer.
   */
  @Get('confirm')
  @ApiOperation({ summary: 'The double opt-in link: a page with a confirm button (changes nothing), or a redirect to the result page' })
  @ApiQuery({ name: 'token', description: 'Signed, expiring token from the confirmation email' })
  @ApiOkResponse({
    description: 'Still to confirm: a small page whose button POSTs to this URL',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: 303,
    description: `Nothing to confirm: redirect to ${CONFIRMATION_PAGE}?result=confirmed|expired|invalid`,
    headers: { Location: { schema: { type: 'string' } } },
  })
  @EmailLinkPageAnswer()
  async confirmPage(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const state = await this.confirmation.inspect(token);
    if (state.result !== 'pending') {
      res.redirect(303, `${CONFIRMATION_PAGE}?result=${state.result}`);
      return;
    }
    const t = serverMessages(state.language);
    res.send(
      emailLinkPage(
        {
          title: t.text('page.confirm.title'),
          text: [t.text('page.confirm.text', { listName: state.listName })],
          form: { action: samePath(req.originalUrl, '/api/newsletters/confirm'), button: t.text('page.confirm.button') },
        },
        state.language,
      ),
    );
  }

  /**
   * The confirm button (the page above posts the signed URL back): confirms once — clicking again says
   * confirmed again and sends nothing more — and redirects to the site's result page.
   */
  @Post('confirm')
  @ApiOperation({ summary: 'Confirms the subscription the signed token names (the button of the confirmation page)' })
  @ApiQuery({ name: 'token', description: 'Signed, expiring token from the confirmation email' })
  @ApiResponse({
    status: 303,
    description: `Redirect to the storefront's ${CONFIRMATION_PAGE}?result=confirmed|expired|invalid`,
    headers: { Location: { schema: { type: 'string' } } },
  })
  @Header('Cache-Control', 'no-store')
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const result = await this.confirmation.confirm(token);
    res.redirect(303, `${CONFIRMATION_PAGE}?result=${result}`);
  }

  /**
   * The signed unsubscribe link of autoresponder emails (and their List-Unsubscribe header). A GET only
   * shows a page with the Unsubscribe button: scanners fetch every link. The POST — that button, or a
   * mail client's one-click (RFC 8058, body `List-Unsubscribe=One-Click`) — unsubscribes.
   */
  @Get('unsubscribe')
  @ApiOperation({ summary: 'The unsubscribe link of autoresponder emails: a page with an Unsubscribe button (changes nothing)' })
  @ApiQuery({ name: 'sid', description: 'Subscriber id from the email link' })
  @ApiQuery({ name: 'sig', description: 'Signature from the email link' })
  @EmailLinkPageAnswers()
  async unsubscribePage(
    @Query('sid') sid: unknown,
    @Query('sig') sig: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const link = this.signed(sid, sig);
    const state = link ? await this.audience.unsubscribeLinkState(link) : null;
    if (!state) return invalidLink(res);
    return unsubscribeLinkPage(
      state,
      samePath(req.originalUrl, '/api/newsletters/unsubscribe'),
      samePath(req.originalUrl, '/api/newsletters/resubscribe'),
    );
  }

  @Post('unsubscribe')
  @ApiOperation({ summary: "Unsubscribes (the page's button, or one-click RFC 8058 with body List-Unsubscribe=One-Click)" })
  @ApiQuery({ name: 'sid', description: 'Subscriber id from the email link' })
  @ApiQuery({ name: 'sig', description: 'Signature from the email link' })
  @HttpCode(200)
  @EmailLinkPageAnswers()
  async unsubscribe(
    @Query('sid') sid: unknown,
    @Query('sig') sig: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const link = this.signed(sid, sig);
    const done = link ? await this.audience.unsubscribe(link) : null;
    if (!done) return invalidLink(res);
    return unsubscribeDonePage(done, samePath(req.originalUrl, '/api/newsletters/resubscribe'));
  }

  /**
   * "Unsubscribed by mistake?": within RESUBSCRIBE_WINDOW_HOURS of the unsubscribe the same signed link
   * undoes it; later it only sends a new confirmation email (docs/subscribers.md "Unsubscribing, and undoing it").
   */
  @Post('resubscribe')
  @ApiOperation({
    summary:
      'Undoes a recent unsubscribe with the same signed link (a confirmed subscriber is confirmed again); ' +
      'past RESUBSCRIBE_WINDOW_HOURS, sends a new confirmation email instead',
  })
  @ApiQuery({ name: 'sid', description: 'Subscriber id from the email link' })
  @ApiQuery({ name: 'sig', description: 'Signature from the email link' })
  @HttpCode(200)
  @EmailLinkPageAnswers()
  async resubscribe(
    @Query('sid') sid: unknown,
    @Query('sig') sig: unknown,
    @RequestOriginOf() origin: RequestOrigin,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const link = this.signed(sid, sig);
    const done = link ? await this.audience.resubscribe(link, this.consent.evidence(origin, undefined, RESUBSCRIBE_SOURCE)) : null;
    if (!done) return invalidLink(res);
    return resubscribedPage(done.outcome, done.siteName, done.language);
  }

  /** The link's subscriber and tenant when `sig` is ours for `sid`, or null. */
  private signed(sid: unknown, sig: unknown): UnsubscribeLink | null {
    return verifyUnsubscribeLink(linkSecrets(this.config), sid, sig);
  }
}
