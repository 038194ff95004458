import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { varyByHost, visitorOf } from '../../infra/http/visitor.js';
import { ClickIntake } from '../analytics/click-intake.js';
import { GoLinks, type GoTarget } from './go-links.service.js';

/**
 * `/go/buy/{productId}` and `/go/join` at the root of every storefront host (excluded from the /api prefix,
 * like sitemap.xml): count the click (`ClickIntake`, not awaited: the visitor never waits for analytics)
 * and answer 302 to the distributor's resolved link. Not a live storefront, or not its product: 404.
 */
@ApiExcludeController()
@Controller('go')
export class GoLinksController {
  constructor(
    private readonly links: GoLinks,
    private readonly clicks: ClickIntake,
  ) {}

  @Get('buy/:productId')
  async buy(@Param('productId') productId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.answer(req, res, await this.links.target(visitorOf(req).host, 'buy', productId), 'buy');
  }

  @Get('join')
  async join(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.answer(req, res, await this.links.target(visitorOf(req).host, 'join', null), 'join');
  }

  private answer(req: Request, res: Response, target: GoTarget | null, kind: 'buy' | 'join'): void {
    varyByHost(req, res);
    res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex, nofollow');
    if (!target) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    void this.clicks.record(req, { kind, tenantId: target.tenantId, productId: target.productId });
    res.status(302).set('Location', target.location).end();
  }
}
