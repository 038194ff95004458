import { Controller, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { answerClick, answerOpen, OpenPixelRoute, TrackedLinkRoute } from './tracking-answers.js';
import { SequenceTrackingService } from './sequence-tracking.service.js';

const DeliveryId = () => UuidParam('deliveryId', 'Link not found', 'LINK_NOT_FOUND');

/**
 * The open pixel and tracked links of a sent sequence email, on the distributor's storefront host,
 * without login (docs/product.md "Sequences"); its unsubscribe link is the sequences module's
 * (`sequences/sequence-track.controller.ts`).
 */
@ApiTags('public site')
@Controller('sequence-track')
export class SequenceTrackingController {
  constructor(private readonly tracking: SequenceTrackingService) {}

  @OpenPixelRoute('open/:deliveryId', "A sequence email's open pixel: records the step's first open; always answers the image")
  open(@DeliveryId() deliveryId: string, @Query('s') signature: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return answerOpen(this.tracking, deliveryId, signature, req, res);
  }

  @TrackedLinkRoute('click/:deliveryId', {
    summary: 'A tracked link of a sequence email: records the click (a Buy button’s, the Buy click) and redirects to the target',
    signed: 'the delivery',
    tags: 'utm_source=sequence, utm_medium=email, utm_campaign=<sequence id>',
  })
  click(
    @DeliveryId() deliveryId: string,
    @Query('u') target: unknown,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return answerClick(this.tracking, deliveryId, target, signature, req, res);
  }
}
