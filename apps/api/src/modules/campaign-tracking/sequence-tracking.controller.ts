import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { isMailScanner } from './mail-scanner.js';
import { redirectToTarget, sendPixel } from './tracking-answers.js';
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

  @Get('open/:deliveryId')
  @ApiOperation({ summary: "A sequence email's open pixel: records the step's first open; always answers the image" })
  @ApiQuery({ name: 's', description: 'Signature from the email' })
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: 'A transparent 1×1 GIF', content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } } })
  @Header('Cache-Control', 'no-store, max-age=0')
  async open(@DeliveryId() deliveryId: string, @Query('s') signature: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.tracking.recordOpen(deliveryId, signature, isMailScanner(req.method, req.headers['user-agent']));
    sendPixel(res);
  }

  @Get('click/:deliveryId')
  @ApiOperation({
    summary: 'A tracked link of a sequence email: records the click (a Buy button’s, the Buy click) and redirects to the target',
  })
  @ApiQuery({ name: 'u', description: 'The link target' })
  @ApiQuery({ name: 's', description: 'Signature of the delivery and the target' })
  @ApiFoundResponse({ description: 'Redirect to the target (with utm_source=sequence, utm_medium=email, utm_campaign=<sequence id>)' })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'LINK_INVALID: not a link we signed' })
  @Header('Cache-Control', 'no-store')
  async click(
    @DeliveryId() deliveryId: string,
    @Query('u') target: unknown,
    @Query('s') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const destination = await this.tracking.recordClick(
      deliveryId,
      target,
      signature,
      isMailScanner(req.method, req.headers['user-agent']),
    );
    redirectToTarget(res, destination);
  }
}
