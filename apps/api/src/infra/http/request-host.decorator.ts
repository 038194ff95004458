import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestHost } from '../../modules/tenancy/live-site.guard.js';

/** The host the visitor is on: the web client's X-Tenant-Domain header (spec §7), else the Host header. */
export const RequestHost = createParamDecorator((_: unknown, context: ExecutionContext): string => requestHost(context.switchToHttp().getRequest<Request>()));
