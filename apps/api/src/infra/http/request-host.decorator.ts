import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { varyByHost, visitorOf } from './visitor.js';

/**
 * The host the visitor is on (see `visitorOf`: X-Tenant-Domain, else a trusted proxy's X-Forwarded-Host,
 * else Host). The answer then depends on it, so its `Vary` names those headers.
 */
export const RequestHost = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<Request>();
  varyByHost(req, context.switchToHttp().getResponse<Response>());
  return visitorOf(req).host;
});
