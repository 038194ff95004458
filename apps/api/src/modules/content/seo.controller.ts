import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SeoService } from './seo.service.js';

export const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? req.hostname}`;

/** `/sitemap.xml` and `/robots.txt` at the root of every host (excluded from the /api prefix). */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    const xml = await this.seo.sitemap(req.hostname.toLowerCase(), origin(req));
    if (!xml) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type('application/xml').send(xml);
  }

  @Get('robots.txt')
  @Header('Cache-Control', 'public, max-age=3600')
  async robots(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.type('text/plain').send(await this.seo.robots(req.hostname.toLowerCase(), origin(req)));
  }
}
