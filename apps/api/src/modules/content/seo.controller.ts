import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { varyByHost, visitorOf } from '../../infra/http/visitor.js';
import { SeoService } from './seo.service.js';

/** `/sitemap.xml` and `/robots.txt` at the root of every host (excluded from the /api prefix); both vary by host. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { host, origin } = visitorOf(req);
    varyByHost(req, res);
    const xml = await this.seo.sitemap(host, origin);
    if (!xml) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type('application/xml').send(xml);
  }

  @Get('robots.txt')
  @Header('Cache-Control', 'public, max-age=3600')
  async robots(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { host, origin } = visitorOf(req);
    varyByHost(req, res);
    res.type('text/plain').send(await this.seo.robots(host, origin));
  }
}
